// Test helpers for two-factor sign-in: an authenticator app's codes for any time-step, and a
// member's set-up through the API. Tests pick steps explicitly (the current one, the next), so a
// step boundary passing mid-test cannot turn a replayed code into a fresh one.
import { generate } from 'otplib';
import type { adminClient } from './admin-test-client';
import { ADMIN_TOTP_CONFIRM_PATH, ADMIN_TOTP_PATH } from '../../src/admin/staff-totp-routes';
import { TOTP_PERIOD_SECONDS } from '../../src/admin/totp';

/** The time-step now. */
export const currentStep = (): number => Math.floor(Date.now() / 1000 / TOTP_PERIOD_SECONDS);

/** The code an app shows for `secret` during `step`. */
export const codeAt = (secret: string, step: number): Promise<string> =>
  generate({ secret, epoch: step * TOTP_PERIOD_SECONDS, period: TOTP_PERIOD_SECONDS });

/**
 * Turns two-factor on for the member signed in with `cookie`: starts the set-up and confirms it with
 * the code of `step` (now, by default; that code is then used). Answers the secret.
 */
export async function enrolTwoFactor(
  admin: ReturnType<typeof adminClient>,
  cookie: string,
  step = currentStep(),
): Promise<string> {
  const started = await admin.send('POST', ADMIN_TOTP_PATH, { cookie });
  if (started.statusCode !== 201) throw new Error(`start two-factor: ${started.statusCode} ${started.body}`);
  const { secret } = started.json() as { secret: string };
  const confirmed = await admin.send('POST', ADMIN_TOTP_CONFIRM_PATH, {
    cookie,
    body: { code: await codeAt(secret, step) },
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirm two-factor: ${confirmed.statusCode} ${confirmed.body}`);
  return secret;
}

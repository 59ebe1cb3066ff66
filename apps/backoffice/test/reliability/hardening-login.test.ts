// Hardening, sign-in: bursts of guesses sent at the same moment, round after round. Each limit is
// counted before a password or a reset code is checked, so a burst gets exactly the limit's worth
// of checks however it interleaves, and the right answer hidden late in the burst is refused.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, endpointPath } from '@shop/contract';
import { ResetCodePolicy } from '../../src/accounts/reset-codes';
import { ARGON2_PRODUCTION_MEMORY_KIB } from '../../src/config';
import { queryRows } from '../../src/db/database';
import { RateLimits } from '../../src/rate-limit/rate-limit-rules';
import {
  GOOD_PASSWORD,
  codeInMail,
  findPlaces,
  freshAddress,
  fromAddress,
  logIn,
  signUpAndLogIn,
  waitForOutboxMessage,
  type Place,
} from '../support/shopper';
import { createTestShop, type TestShop } from '../support/test-app';
import { timed } from './timing';

const ROUNDS = 10;
const BURST = 200;
/** Where the right answer sits in each burst: the 191st, as in the audit. */
const RIGHT_AT = 190;
const NEW_PASSWORD = 'za3tar and olive oil';

let shop: TestShop;
let home: Place;
let mailsSent = 0;

beforeAll(async () => {
  shop = await createTestShop();
  ({ home } = await findPlaces(shop));
});
afterAll(async () => {
  await shop?.close();
});

const login = (email: string, password: string, ip: string) =>
  shop.call(
    endpointPath('get-user-login'),
    { Email: email, Password: password, recordValueJson: '[]' },
    fromAddress(ip),
  );

describe(`login: ${BURST} guesses at once from one address, the right password ${RIGHT_AT + 1}th, ${ROUNDS} rounds`, () => {
  it(`checks exactly ${RateLimits.loginAttemptsPerAccount.limit} passwords per burst and never lets the right one in`, async () => {
    await timed(`hardening ${shop.driver}: login bursts`, async () => {
      for (let round = 1; round <= ROUNDS; round += 1) {
        const email = `login-burst-${round}@example.com`;
        await signUpAndLogIn(shop, home, email);
        const ip = freshAddress();
        const replies = await Promise.all(
          Array.from({ length: BURST }, (_, n) => login(email, n === RIGHT_AT ? GOOD_PASSWORD : `guess ${n}`, ip)),
        );
        const checked = replies.filter((reply) => reply.status === 200).length;
        const refused = replies.filter((reply) => reply.status === 429).length;
        const loggedIn = replies.filter((reply) => reply.body.token).length;
        console.log(
          `login burst ${shop.driver} round ${round}: ${BURST} guesses, ${checked} checked, ${refused} refused (429), ${loggedIn} logged in`,
        );
        expect(checked, `round ${round}`).toBe(RateLimits.loginAttemptsPerAccount.limit);
        expect(refused, `round ${round}`).toBe(BURST - checked);
        expect(loggedIn, `round ${round}`).toBe(0);
      }
    });
  }, 600_000);
});

describe(`reset code: ${BURST} guesses at once, the right code ${RIGHT_AT + 1}th, ${ROUNDS} rounds`, () => {
  it(`compares exactly ${ResetCodePolicy.maxTries} guesses per code and the code dies`, async () => {
    await timed(`hardening ${shop.driver}: reset-code bursts`, async () => {
      for (let round = 1; round <= ROUNDS; round += 1) {
        const email = `reset-burst-${round}@example.com`;
        await signUpAndLogIn(shop, home, email);
        await shop.call(endpointPath('validate-email-send-otp'), { Email: email }, fromAddress(freshAddress()));
        mailsSent += 1;
        const code = codeInMail(await waitForOutboxMessage(shop, mailsSent));
        const wrong = (n: number) => String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0');
        // Each guess from an address of its own: only the code's own limit stands in the way.
        const replies = await Promise.all(
          Array.from({ length: BURST }, (_, n) =>
            shop.call(
              endpointPath('validate-otp-change-password'),
              {
                Email: email,
                Otp: n === RIGHT_AT ? code : wrong(n),
                Password: NEW_PASSWORD,
                ConfirmPassword: NEW_PASSWORD,
              },
              fromAddress(freshAddress()),
            ),
          ),
        );
        const [stored] = await queryRows<{ failed_attempts: number; used_at: Date | null }>(
          shop.db,
          sql`SELECT r.failed_attempts, r.used_at FROM password_reset_codes r JOIN users u ON u.id = r.user_id
               WHERE u.email = ${email} ORDER BY r.id DESC LIMIT 1`,
        );
        const resets = replies.filter((reply) => reply.status === 200).length;
        console.log(
          `reset-code burst ${shop.driver} round ${round}: ${BURST} guesses, ${stored!.failed_attempts} compared, ${resets} reset the password`,
        );
        expect(resets, `round ${round}`).toBe(0);
        expect(
          replies.every((reply) => reply.status === 400 && reply.body.errorMessage === Messages.resetCodeInvalid),
          `round ${round}`,
        ).toBe(true);
        expect(stored!.failed_attempts, `round ${round}`).toBe(ResetCodePolicy.maxTries);
        expect(stored!.used_at, `round ${round}`).toBeNull();
        expect(
          (await logIn(shop, email, GOOD_PASSWORD)).token,
          `round ${round}: the old password still works`,
        ).toBeTruthy();
      }
    });
  }, 600_000);
});

describe('password hashing under a flood of logins for different accounts from different addresses', () => {
  let flooded: TestShop;
  beforeAll(async () => {
    // Production's Argon2 memory, so each check costs what it costs in a real shop.
    flooded = await createTestShop({ env: { ARGON2_MEMORY_KIB: String(ARGON2_PRODUCTION_MEMORY_KIB) } });
  });
  afterAll(async () => {
    await flooded?.close();
  });

  it('answers every request, checking what the queue holds and asking the rest to try again shortly', async () => {
    const FLOOD = 400;
    await timed(`hardening ${flooded.driver}: ${FLOOD} logins at once`, async () => {
      const replies = await Promise.all(
        Array.from({ length: FLOOD }, (_, n) =>
          flooded.call(
            endpointPath('get-user-login'),
            { Email: `flood-${n}@example.com`, Password: 'a wrong password', recordValueJson: '[]' },
            fromAddress(freshAddress()),
          ),
        ),
      );
      const checked = replies.filter((reply) => reply.status === 200).length;
      const busy = replies.filter(
        (reply) =>
          reply.status === 503 &&
          reply.body.errorMessage === Messages.passwordChecksBusy &&
          reply.raw.headers['retry-after'] !== undefined,
      ).length;
      console.log(
        `hashing flood ${flooded.driver}: ${FLOOD} logins, ${checked} checked, ${busy} asked to try again (503)`,
      );
      expect(checked + busy).toBe(FLOOD);
      expect(checked).toBeGreaterThan(0);
    });
  }, 600_000);
});

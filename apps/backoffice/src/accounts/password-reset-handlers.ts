import { ResponseMsg, problem } from '@shop/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Executor } from '../db/database';
import type { Mailer } from '../mail/mailer';
import type { EndpointHandler } from '../protocol/register-endpoints';
import { failure, rows } from '../protocol/outcome';
import { composeResetCodeMail } from '../mail/reset-code-mail';
import { findShopName } from '../mail/shop-name-repository';
import { addressSubject } from '../rate-limit/client-address';
import { RateLimits } from '../rate-limit/rate-limit-rules';
import type { AccountServices } from './account-services';
import { ResetCodePolicy, generateResetCode, resetCodeDigest, sameDigest } from './reset-codes';
import { replaceResetCode, reserveResetCodeTry, useResetCode } from './reset-code-repository';
import { deriveKey } from './secret-key';
import { revokeUserSessions } from './session-repository';
import { findSessionOfToken } from './sessions';
import { findAccountByEmail, updatePasswordHash } from './users-repository';

/** One answer for every code that does not work: wrong, expired, used, worn out, or for an unknown email. */
export const INVALID_RESET_CODE = problem('RESET_CODE_INVALID');

/** The key of reset-code digests, from the server key: the one createAccountHandlers derives. */
export const resetCodeKeyOf = (secretKey: Buffer): Buffer => deriveKey(secretKey, 'password-reset-code');

/**
 * Makes the account a new reset code (its earlier unused ones stop working) and mails it in
 * `languageId` in the background: what "forgot password" does, and what staff ask for from the admin.
 */
export async function mailResetCode(
  deps: {
    db: Executor;
    mailer: Mailer;
    resetCodeKey: Buffer;
    log: FastifyBaseLogger;
    config: Pick<Config, 'NODE_ENV'>;
  },
  account: { id: number; email: string },
  languageId: number,
): Promise<void> {
  const { db, mailer, log } = deps;
  const code = generateResetCode();
  await replaceResetCode(db, {
    userId: account.id,
    codeHash: resetCodeDigest(deps.resetCodeKey, account.id, code),
    lifetimeSeconds: ResetCodePolicy.lifetimeSeconds,
  });
  const shopName = await findShopName(db, languageId);
  const mail = composeResetCodeMail({
    code,
    shopName,
    languageId,
    validMinutes: ResetCodePolicy.lifetimeSeconds / 60,
  });
  // Not awaited: an address with an account must not answer slower than one without.
  void mailer.sendInBackground({ ...mail, to: account.email, fromName: shopName }, log, { userId: account.id });
  // Without a mail server, a developer finds the code in the log as well as in the outbox.
  if (mailer.usesOutbox && deps.config.NODE_ENV !== 'production') {
    log.info({ email: account.email, code, outbox: mailer.outboxDir }, 'password reset code');
  }
}

/** 'Sent Successfully' whether or not the email has an account; the mail goes out in the background. */
export function sendResetCodeHandler({
  rateLimiter,
  mailer,
  resetCodeKey,
}: AccountServices): EndpointHandler<'validate-email-send-otp'> {
  return async (params, { db, ip, languageId, log, config }) => {
    const limited =
      (await rateLimiter.hit(RateLimits.resetCodesPerEmail, params.Email)) ??
      (await rateLimiter.hit(RateLimits.resetCodesPerAddress, addressSubject(ip)));
    if (limited) return limited;

    const account = await findAccountByEmail(db, params.Email);
    if (account) await mailResetCode({ db, mailer, resetCodeKey, log, config }, account, languageId);
    return rows([{ ResponseMsg: ResponseMsg.otpSent }], { message: ResponseMsg.otpSent });
  };
}

/** Sets the new password when the code is right, once; every other session of the account ends. */
export function resetPasswordHandler({
  passwords,
  rateLimiter,
  resetCodeKey,
}: AccountServices): EndpointHandler<'validate-otp-change-password'> {
  return async (params, { db, ip, token }) => {
    const limited = await rateLimiter.hit(RateLimits.resetAttemptsPerAddress, addressSubject(ip));
    if (limited) return limited;

    const account = await findAccountByEmail(db, params.Email);
    // The try is counted before the code is compared, so a burst of guesses gets no more than the policy's tries.
    const code = account && (await reserveResetCodeTry(db, account.id, ResetCodePolicy.maxTries));
    if (!account || !code) return failure(400, INVALID_RESET_CODE);
    if (!sameDigest(code.codeHash, resetCodeDigest(resetCodeKey, account.id, params.Otp))) {
      return failure(400, INVALID_RESET_CODE);
    }

    const passwordHash = await passwords.hash(params.Password);
    const ownSession = await findSessionOfToken(db, token);
    const keepSessionId = ownSession?.userId === account.id ? ownSession.id : undefined;
    const reset = await db.transaction(async (tx) => {
      // Two requests with the same code: only the one that marks it used goes on.
      if (!(await useResetCode(tx, code.id))) return false;
      await updatePasswordHash(tx, account.id, passwordHash);
      await revokeUserSessions(tx, account.id, keepSessionId);
      return true;
    });
    if (!reset) return failure(400, INVALID_RESET_CODE);
    // Whoever proves they own the mailbox may log in at once, even after failed attempts.
    await rateLimiter.clear(RateLimits.loginAttemptsPerAccount, account.email);
    return rows([{ ResponseMsg: ResponseMsg.passwordReset }], { message: ResponseMsg.passwordReset });
  };
}

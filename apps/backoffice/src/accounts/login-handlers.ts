import { ResponseMsg } from '@shop/contract';
import type { EndpointHandler, SignedInHandler } from '../protocol/register-endpoints';
import { rows } from '../protocol/outcome';
import { addressSubject } from '../rate-limit/client-address';
import { RateLimits } from '../rate-limit/rate-limit-rules';
import type { AccountServices } from './account-services';
import { authenticate } from './authenticate';
import { endSession, startSession } from './sessions';
import { userRow } from './user-rows';
import { findUserRecord, isUserDisabled } from './users-repository';

/**
 * A wrong password and an unknown email get the same answer (HTTP 200, one row 'Incorrect email
 * or password!') after the same work. Every attempt is counted against the address's and the
 * email's limits *before* the password is checked, each in one atomic step: a burst of guesses
 * sent at once gets exactly the limit's worth of checks, and the rest (the right password
 * included) are refused until the window passes. An account staff disabled gets its own row
 * (ResponseMsg 'This account has been disabled…') and no session.
 */
export function loginHandler({ passwords, rateLimiter }: AccountServices): EndpointHandler<'get-user-login'> {
  return async (params, { db, ip, languageId }) => {
    const limited =
      (await rateLimiter.hit(RateLimits.loginAttemptsPerAddress, addressSubject(ip))) ??
      (await rateLimiter.hit(RateLimits.loginAttemptsPerAccount, params.Email));
    if (limited) return limited;

    const userId = await authenticate(db, passwords, params.Email, params.Password);
    const user = userId === undefined ? undefined : await findUserRecord(db, userId, languageId);
    if (!user) return rows([{ ResponseMsg: ResponseMsg.loginFailed }], { message: ResponseMsg.loginFailed });
    // Said only after the right password, so the answer tells a stranger nothing about the account.
    if (await isUserDisabled(db, user.id)) {
      return rows([{ ResponseMsg: ResponseMsg.accountDisabled }], { message: ResponseMsg.accountDisabled });
    }

    await rateLimiter.clear(RateLimits.loginAttemptsPerAccount, params.Email);
    const token = await startSession(db, user.id);
    return rows([{ ...userRow(user), ResponseMsg: ResponseMsg.loginOk }], { message: ResponseMsg.loginOk, token });
  };
}

export const logoutHandler: SignedInHandler<'logout-user'> = async (_params, { db, session }) => {
  await endSession(db, session.sessionId);
  return rows([{ ResponseMsg: ResponseMsg.loggedOut }], { message: ResponseMsg.loggedOut });
};

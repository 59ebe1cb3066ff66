import { ResponseMsg, problem } from '@shop/contract';
import type { EndpointHandler } from '../protocol/register-endpoints';
import { failure, rows } from '../protocol/outcome';
import { addressSubject } from '../rate-limit/client-address';
import { RateLimits } from '../rate-limit/rate-limit-rules';
import type { AccountServices } from './account-services';
import { checkLocation } from './location-check';
import { userDetailsOf } from './user-rows';
import { insertUser } from './users-repository';

export function signupHandler({ passwords, rateLimiter }: AccountServices): EndpointHandler<'signup-user'> {
  return async (params, { db, ip }) => {
    const details = userDetailsOf(params);
    const misplaced = await checkLocation(db, details);
    if (misplaced) return failure(400, problem('INVALID_INPUT', { reason: misplaced }));
    const refused = await rateLimiter.hit(RateLimits.signupsPerAddress, addressSubject(ip));
    if (refused) return refused;
    // Hashed before the insert, so an address that has an account answers no faster than a new one.
    const passwordHash = await passwords.hash(params.Password);
    const userId = await insertUser(db, { ...details, email: params.EmailAddress, passwordHash });
    const outcome = userId === undefined ? ResponseMsg.emailExists : ResponseMsg.saved;
    return rows([{ ResponseMsg: outcome }], { message: outcome });
  };
}

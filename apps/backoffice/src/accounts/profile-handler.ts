import { ResponseMsg, problem } from '@shop/contract';
import type { SignedInHandler } from '../protocol/register-endpoints';
import { failure, rows } from '../protocol/outcome';
import { checkLocation } from './location-check';
import { profileDetailsOf } from './user-rows';
import { findCountryOfUser, updateUserDetails } from './users-repository';

/** Only the session's own user: a UserID (header or payload) naming anyone else is a 401 (registerEndpoints). */
export const updateProfileHandler: SignedInHandler<'update-profile'> = async (params, { db, session }) => {
  const details = profileDetailsOf(params, (await findCountryOfUser(db, session.userId)) ?? null);
  const misplaced = await checkLocation(db, details);
  if (misplaced) return failure(400, problem('INVALID_INPUT', { reason: misplaced }));
  await updateUserDetails(db, session.userId, details);
  return rows([{ ResponseMsg: ResponseMsg.saved }], { message: ResponseMsg.saved });
};

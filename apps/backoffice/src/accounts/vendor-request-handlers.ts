import { EncryptPasswordParams, ResponseMsg, problem } from '@shop/contract';
import { adminLink, notifyStaff } from '../admin/staff-notifications';
import type { Config } from '../config';
import { composeSellerRequestNotice } from '../mail/seller-request-notice-mail';
import type { EndpointHandler } from '../protocol/register-endpoints';
import { failure, rows } from '../protocol/outcome';
import { addressSubject } from '../rate-limit/client-address';
import { RateLimits } from '../rate-limit/rate-limit-rules';
import type { AccountServices } from './account-services';
import { checkLocation } from './location-check';
import { openSealedPassword, sealPassword } from './sealed-password';
import { userDetailsOf } from './user-rows';
import { emailHasAccount } from './users-repository';
import { emailHasPendingVendorRequest, insertVendorRequest } from './vendor-request-repository';

/** en-ur-drow-pass-rndom: the chosen password, sealed for the seller request that follows. */
export function sealPasswordHandler({
  sealKey,
}: AccountServices): EndpointHandler<'en-ur-drow-pass-rndom/en-ur-drow-pass-rndom'> {
  return async (params) => rows([{ EncryptedPassword: sealPassword(sealKey, params.Password) }]);
}

/**
 * Opens the sealed password, keeps only its hash, and files the request as pending for the shop
 * owner, in the form's language; the owner (and staff who opted in) are mailed about it. The
 * applicant's answer neither waits for nor depends on those mails.
 */
export function vendorRequestHandler(
  { passwords, rateLimiter, mailer, sealKey }: AccountServices,
  config: Pick<Config, 'PUBLIC_URL'>,
): EndpointHandler<'create-vendor-request'> {
  return async (params, { db, ip, log, languageId }) => {
    const password = openSealedPassword(sealKey, params.Password);
    if (password === undefined) return failure(400, problem('SEALED_PASSWORD_UNREADABLE'));
    // The rules may have changed since it was sealed.
    const policy = EncryptPasswordParams.shape.Password.safeParse(password);
    if (!policy.success)
      return failure(
        400,
        problem('INVALID_INPUT', { reason: `Password: ${policy.error.issues[0]?.message ?? 'Invalid password'}` }),
      );
    const details = userDetailsOf(params);
    const misplaced = await checkLocation(db, details);
    if (misplaced) return failure(400, problem('INVALID_INPUT', { reason: misplaced }));
    const refused = await rateLimiter.hit(RateLimits.vendorRequestsPerAddress, addressSubject(ip));
    if (refused) return refused;

    const email = params.EmailAddress;
    const exists = () => rows([{ ResponseMsg: ResponseMsg.emailExists }], { message: ResponseMsg.emailExists });
    if ((await emailHasAccount(db, email)) || (await emailHasPendingVendorRequest(db, email))) return exists();
    const passwordHash = await passwords.hash(password);
    const requestId = await insertVendorRequest(db, { ...details, email, passwordHash, languageId });
    if (requestId === undefined) return exists();
    await notifyStaff(
      { db, mailer, log },
      (member, shopName) =>
        composeSellerRequestNotice({
          shopName,
          language: member.language,
          requestId,
          applicant: { firstName: details.firstName, lastName: details.lastName, email },
          adminUrl: adminLink(config, `seller-requests/${requestId}`),
        }),
      { vendorRequestId: requestId },
    );
    return rows([{ ResponseMsg: ResponseMsg.saved }], { message: ResponseMsg.saved });
  };
}

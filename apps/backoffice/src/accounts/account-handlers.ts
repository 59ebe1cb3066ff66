import type { Config } from '../config';
import type { Mailer } from '../mail/mailer';
import { signedIn, type EndpointHandlers } from '../protocol/register-endpoints';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { AccountServices } from './account-services';
import { loginHandler, logoutHandler } from './login-handlers';
import type { PasswordHasher } from './password-hashing';
import { resetCodeKeyOf, resetPasswordHandler, sendResetCodeHandler } from './password-reset-handlers';
import { updateProfileHandler } from './profile-handler';
import { deriveKey, loadSecretKey } from './secret-key';
import { signupHandler } from './signup-handler';
import { sealPasswordHandler, vendorRequestHandler } from './vendor-request-handlers';

/** Sign-up, login and logout, profile, password reset and seller requests. */
export async function createAccountHandlers(deps: {
  config: Config;
  rateLimiter: RateLimiter;
  mailer: Mailer;
  /** Shared with the admin's sign-in, so one bound holds for every password check of the process. */
  passwords: PasswordHasher;
}): Promise<EndpointHandlers> {
  const secretKey = await loadSecretKey(deps.config);
  const services: AccountServices = {
    passwords: deps.passwords,
    rateLimiter: deps.rateLimiter,
    mailer: deps.mailer,
    sealKey: deriveKey(secretKey, 'vendor-password-seal'),
    resetCodeKey: resetCodeKeyOf(secretKey),
  };
  return {
    'signup-user': signupHandler(services),
    'get-user-login': loginHandler(services),
    'logout-user': signedIn(logoutHandler),
    'update-profile': signedIn(updateProfileHandler),
    'validate-email-send-otp': sendResetCodeHandler(services),
    'validate-otp-change-password': resetPasswordHandler(services),
    'en-ur-drow-pass-rndom/en-ur-drow-pass-rndom': sealPasswordHandler(services),
    'create-vendor-request': vendorRequestHandler(services, deps.config),
  };
}

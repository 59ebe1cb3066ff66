import type { Mailer } from '../mail/mailer';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { PasswordHasher } from './password-hashing';

/** What the account endpoints share besides the request context. */
export interface AccountServices {
  passwords: PasswordHasher;
  rateLimiter: RateLimiter;
  mailer: Mailer;
  /** Seals seller passwords between en-ur-drow-pass-rndom and create-vendor-request. */
  sealKey: Buffer;
  /** Keys the digests of password reset codes. */
  resetCodeKey: Buffer;
}

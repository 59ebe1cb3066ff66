// The admin login's limits, kept beside the admin (rate-limit-rules.ts holds the storefront's).
import type { RateLimitRule } from '../rate-limit/rate-limit-rules';

const MINUTE = 60;

export const AdminRateLimits = {
  /**
   * Admin login attempts for one email, known or not, counted before the password is checked;
   * a successful login starts the count again.
   */
  staffLoginAttemptsPerAccount: {
    name: 'staff-login-attempts-account',
    limit: 5,
    windowSeconds: 15 * MINUTE,
    problem: 'TOO_MANY_STAFF_SIGN_INS_FOR_EMAIL',
  },
  /** Admin login attempts from one address, counted before the password is checked, successes included. */
  staffLoginAttemptsPerAddress: {
    name: 'staff-login-attempts-address',
    limit: 30,
    windowSeconds: 15 * MINUTE,
    problem: 'TOO_MANY_STAFF_SIGN_INS',
  },
} as const satisfies Record<string, RateLimitRule>;

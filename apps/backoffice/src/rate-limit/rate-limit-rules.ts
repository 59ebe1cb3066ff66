// Every limit of the shop in one place, so the numbers are read and changed together.
import type { ProblemArguments, ProblemCode } from '@shop/contract';

/** The problems that say how long to wait: a limit's 429 is one of them. */
export type WaitProblemCode = {
  [C in ProblemCode]: ProblemArguments<C> extends [{ minutes: number }] ? C : never;
}[ProblemCode];

/** At most `limit` hits per `windowSeconds` for one subject (an address or an email). */
export interface RateLimitRule {
  /** Prefix of the counter's key; unique per rule. */
  name: string;
  limit: number;
  windowSeconds: number;
  /** The 429's problem (contract problems.ts), told how many minutes are left. */
  problem: WaitProblemCode;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const RateLimits = {
  /**
   * Login attempts for one email, known or not (so the limit itself says nothing about accounts),
   * counted before the password is checked; a successful login starts the count again.
   */
  loginAttemptsPerAccount: {
    name: 'login-attempts-account',
    limit: 5,
    windowSeconds: 15 * MINUTE,
    problem: 'TOO_MANY_LOGINS_FOR_EMAIL',
  },
  /** Login attempts from one address, counted before the password is checked, successes included. */
  loginAttemptsPerAddress: {
    name: 'login-attempts-address',
    limit: 30,
    windowSeconds: 15 * MINUTE,
    problem: 'TOO_MANY_LOGINS',
  },
  resetCodesPerEmail: {
    name: 'reset-codes-email',
    limit: 3,
    windowSeconds: 15 * MINUTE,
    problem: 'TOO_MANY_RESET_CODES_FOR_EMAIL',
  },
  resetCodesPerAddress: {
    name: 'reset-codes-address',
    limit: 10,
    windowSeconds: HOUR,
    problem: 'TOO_MANY_RESET_CODES',
  },
  resetAttemptsPerAddress: {
    name: 'reset-attempts-address',
    limit: 10,
    windowSeconds: 15 * MINUTE,
    problem: 'TOO_MANY_RESET_ATTEMPTS',
  },
  signupsPerAddress: {
    name: 'signups-address',
    limit: 10,
    windowSeconds: HOUR,
    problem: 'TOO_MANY_SIGNUPS',
  },
  vendorRequestsPerAddress: {
    name: 'vendor-requests-address',
    limit: 5,
    windowSeconds: HOUR,
    problem: 'TOO_MANY_SELLER_REQUESTS',
  },
  contactPerAddress: {
    name: 'contact-address',
    limit: 5,
    windowSeconds: HOUR,
    problem: 'TOO_MANY_MESSAGES',
  },
  newsletterPerAddress: {
    name: 'newsletter-address',
    limit: 10,
    windowSeconds: HOUR,
    problem: 'TOO_MANY_SUBSCRIPTIONS',
  },
  reviewsPerAddress: {
    name: 'reviews-address',
    limit: 10,
    windowSeconds: HOUR,
    problem: 'TOO_MANY_REVIEWS',
  },
  /** Sandbox card tokens for one signed-in shopper: a checkout needs one or two; more is card testing. */
  cardTokensPerUser: {
    name: 'card-tokens-user',
    limit: 20,
    windowSeconds: HOUR,
    problem: 'TOO_MANY_CARD_ATTEMPTS',
  },
  cardTokensPerAddress: {
    name: 'card-tokens-address',
    limit: 30,
    windowSeconds: HOUR,
    problem: 'TOO_MANY_CARD_ATTEMPTS',
  },
  /** Wallet calls (create, approve, capture: two or three per checkout) for one signed-in shopper. */
  walletCallsPerUser: {
    name: 'wallet-calls-user',
    limit: 60,
    windowSeconds: HOUR,
    problem: 'TOO_MANY_WALLET_ATTEMPTS',
  },
  walletCallsPerAddress: {
    name: 'wallet-calls-address',
    limit: 90,
    windowSeconds: HOUR,
    problem: 'TOO_MANY_WALLET_ATTEMPTS',
  },
  /** Wrong or missing admin tokens from one address. */
  adminFailuresPerAddress: {
    name: 'admin-failures-address',
    limit: 10,
    windowSeconds: 15 * MINUTE,
    problem: 'TOO_MANY_ADMIN_FAILURES',
  },
} as const satisfies Record<string, RateLimitRule>;

/** How long until a window ends, in whole minutes rounded up (at least 1). */
export function minutesToWait(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / MINUTE));
}

// Every limit of the shop in one place, so the numbers are read and changed together.

/** At most `limit` hits per `windowSeconds` for one subject (an address or an email). */
export interface RateLimitRule {
  /** Prefix of the counter's key; unique per rule. */
  name: string;
  limit: number;
  windowSeconds: number;
  /** The 429's errorMessage; `{wait}` becomes e.g. '15 minutes'. */
  message: string;
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
    message: 'Too many failed login attempts for this email. Please try again in {wait} or reset your password.',
  },
  /** Login attempts from one address, counted before the password is checked, successes included. */
  loginAttemptsPerAddress: {
    name: 'login-attempts-address',
    limit: 30,
    windowSeconds: 15 * MINUTE,
    message: 'Too many failed login attempts. Please try again in {wait}.',
  },
  resetCodesPerEmail: {
    name: 'reset-codes-email',
    limit: 3,
    windowSeconds: 15 * MINUTE,
    message: 'Too many codes were requested for this email. Please try again in {wait}.',
  },
  resetCodesPerAddress: {
    name: 'reset-codes-address',
    limit: 10,
    windowSeconds: HOUR,
    message: 'Too many codes were requested. Please try again in {wait}.',
  },
  resetAttemptsPerAddress: {
    name: 'reset-attempts-address',
    limit: 10,
    windowSeconds: 15 * MINUTE,
    message: 'Too many password reset attempts. Please try again in {wait}.',
  },
  signupsPerAddress: {
    name: 'signups-address',
    limit: 10,
    windowSeconds: HOUR,
    message: 'Too many sign-ups. Please try again in {wait}.',
  },
  vendorRequestsPerAddress: {
    name: 'vendor-requests-address',
    limit: 5,
    windowSeconds: HOUR,
    message: 'Too many seller requests. Please try again in {wait}.',
  },
  contactPerAddress: {
    name: 'contact-address',
    limit: 5,
    windowSeconds: HOUR,
    message: 'Too many messages. Please try again in {wait}.',
  },
  newsletterPerAddress: {
    name: 'newsletter-address',
    limit: 10,
    windowSeconds: HOUR,
    message: 'Too many subscriptions. Please try again in {wait}.',
  },
  reviewsPerAddress: {
    name: 'reviews-address',
    limit: 10,
    windowSeconds: HOUR,
    message: 'Too many reviews. Please try again in {wait}.',
  },
  /** Sandbox card tokens for one signed-in shopper: a checkout needs one or two; more is card testing. */
  cardTokensPerUser: {
    name: 'card-tokens-user',
    limit: 20,
    windowSeconds: HOUR,
    message: 'Too many card attempts. Please try again in {wait}.',
  },
  cardTokensPerAddress: {
    name: 'card-tokens-address',
    limit: 30,
    windowSeconds: HOUR,
    message: 'Too many card attempts. Please try again in {wait}.',
  },
  /** Wallet calls (create, approve, capture: two or three per checkout) for one signed-in shopper. */
  walletCallsPerUser: {
    name: 'wallet-calls-user',
    limit: 60,
    windowSeconds: HOUR,
    message: 'Too many wallet payment attempts. Please try again in {wait}.',
  },
  walletCallsPerAddress: {
    name: 'wallet-calls-address',
    limit: 90,
    windowSeconds: HOUR,
    message: 'Too many wallet payment attempts. Please try again in {wait}.',
  },
  /** Wrong or missing admin tokens from one address. */
  adminFailuresPerAddress: {
    name: 'admin-failures-address',
    limit: 10,
    windowSeconds: 15 * MINUTE,
    message: 'Too many failed admin attempts. Please try again in {wait}.',
  },
} as const satisfies Record<string, RateLimitRule>;

/** '1 minute', '15 minutes': how long until a window ends, rounded up to whole minutes. */
export function describeWait(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / MINUTE));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

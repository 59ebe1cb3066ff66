import { addressSubject } from '../rate-limit/client-address';
import type { RateLimited, RateLimiter } from '../rate-limit/rate-limiter';
import type { RateLimitRule } from '../rate-limit/rate-limit-rules';

/** The two limits of one kind of payment call: per signed-in shopper and per address. */
export interface PaymentCallLimits {
  perUser: RateLimitRule;
  perAddress: RateLimitRule;
}

/**
 * Counts a payment helper call (a card token, a wallet step) of a signed-in shopper against the
 * limits; answers the 429 when either is used up. The hit is counted before any work, in one atomic
 * step per counter, so a burst of parallel calls gets exactly the limit through; a call refused for
 * the shopper's own limit is not counted against the address (other shoppers behind it).
 */
export async function limitPaymentCall(
  rateLimiter: RateLimiter,
  limits: PaymentCallLimits,
  caller: { userId: number; ip: string },
): Promise<RateLimited | undefined> {
  return (
    (await rateLimiter.hit(limits.perUser, `user:${caller.userId}`)) ??
    (await rateLimiter.hit(limits.perAddress, addressSubject(caller.ip)))
  );
}

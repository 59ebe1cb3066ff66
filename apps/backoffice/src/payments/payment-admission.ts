import { resolveSession } from '../accounts/sessions';
import type { RequestContext } from '../protocol/context';
import { addressSubject } from '../rate-limit/client-address';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { RateLimitRule } from '../rate-limit/rate-limit-rules';

/** The two limits of one kind of payment call: per signed-in shopper and per address. */
export interface PaymentCallLimits {
  perUser: RateLimitRule;
  perAddress: RateLimitRule;
}

export type Admission = { ok: true; userId: number } | { ok: false; statusCode: 401 | 429; errorMessage: string };

/**
 * Lets a payment helper call (a card token, a wallet step) through for a signed-in shopper within
 * the limits. The hit is counted before any work, in one atomic step per counter, so a burst of
 * parallel calls gets exactly the limit through; a call refused for the shopper's own limit is
 * not counted against the address (other shoppers behind it).
 */
export async function admitPaymentCall(
  context: Pick<RequestContext, 'db' | 'token' | 'userIdHeader' | 'ip'>,
  rateLimiter: RateLimiter,
  limits: PaymentCallLimits,
): Promise<Admission> {
  const session = await resolveSession(context);
  if (!session.ok) return session;
  const limited =
    (await rateLimiter.hit(limits.perUser, `user:${session.userId}`)) ??
    (await rateLimiter.hit(limits.perAddress, addressSubject(context.ip)));
  return limited ?? { ok: true, userId: session.userId };
}

import { z } from '../../lib/browser-zod';

// Parsed in the browser: imported there only on demand (`postJson`'s schema loader), to keep zod out of first-load JS.

/** The answer of `routes/api.coupon.ts`: the coupon's discount for the whole cart, in the request's currency; or the message to show. */
export const CouponResult = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), discount: z.number() }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);
export type CouponResult = z.infer<typeof CouponResult>;

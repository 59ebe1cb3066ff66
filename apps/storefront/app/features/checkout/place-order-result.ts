import { z } from '../../lib/browser-zod';

// Parsed in the browser: imported there only on demand (`postJson`'s schema loader), to keep zod out of first-load JS.

/**
 * The answer of `routes/api.place-order.ts`. `settled` is false when the outcome is unknown (the
 * back-office could not be reached, failed, or is still placing the same attempt): the browser
 * keeps the attempt and its key, so trying again gets the first request's answer instead of a
 * second order. `signIn` is the login page when the session is gone.
 */
export const PlaceOrderResult = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), orderNumber: z.string() }),
  z.object({
    ok: z.literal(false),
    message: z.string(),
    /** The back-office's problem code (contract problems.ts), when it refused the order itself. */
    code: z.string().optional(),
    settled: z.boolean(),
    signIn: z.string().optional(),
  }),
]);
export type PlaceOrderResult = z.infer<typeof PlaceOrderResult>;

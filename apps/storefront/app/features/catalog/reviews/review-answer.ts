import { z } from '../../../lib/browser-zod';

// Parsed in the browser: imported there only on demand (`postJson`'s schema loader), to keep zod out of first-load JS.

/** The answer of `routes/api.product-review.ts`: the review was saved, or why not; `message` is the toast's. */
export const ReviewAnswer = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), message: z.string() }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);
export type ReviewAnswer = z.infer<typeof ReviewAnswer>;

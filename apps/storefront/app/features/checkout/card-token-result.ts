import { z } from '../../lib/browser-zod';

// Parsed in the browser: imported there only on demand (`postJson`'s schema loader), to keep zod out of first-load JS.

/** The answer of `routes/api.card-token.ts`: the sandbox card's token, or the message to show (why the card was refused). */
export const CardTokenResult = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), token: z.string() }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);
export type CardTokenResult = z.infer<typeof CardTokenResult>;

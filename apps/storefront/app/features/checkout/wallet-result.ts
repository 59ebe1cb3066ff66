import { CURRENCY_CODES } from '@shop/contract';
import { z } from '../../lib/browser-zod';

// Parsed in the browser: imported there only on demand (`postJson`'s schema loader), to keep zod out of first-load JS.

/**
 * The answer of `routes/api.wallet.ts` to each step: the wallet order and its status; `create`
 * adds the amount and currency it was opened for, `capture` the capture JSON the order is placed
 * with. Or the message to show.
 */
export const WalletResult = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    walletOrderId: z.string(),
    status: z.string(),
    amount: z.number().optional(),
    currency: z.enum(CURRENCY_CODES).optional(),
    captureJson: z.string().optional(),
  }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);
export type WalletResult = z.infer<typeof WalletResult>;

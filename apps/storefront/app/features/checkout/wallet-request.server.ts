import { COUPON_MAX_LENGTH, CURRENCY_CODES, CartPayloadLine, LANGUAGE_CODES, MAX_CART_LINES } from '@shop/contract';
import { z } from 'zod';

// The schema lives in a server module so that zod never reaches the shopper's browser.

const WalletOrderId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{1,64}$/);

/**
 * What the wallet dialog posts. `create` sends the cart and coupon, never an amount: the storefront
 * server asks the back-office what the order costs and opens the wallet payment for that. `approve`
 * (sandbox only: the shopper's approval in the wallet) and `capture` name the wallet order.
 */
export const WalletRequest = z.discriminatedUnion('step', [
  z.object({
    step: z.literal('create'),
    cart: z.array(CartPayloadLine).min(1).max(MAX_CART_LINES),
    CouponCode: z.string().max(COUPON_MAX_LENGTH),
    currency: z.enum(CURRENCY_CODES),
    lang: z.enum(LANGUAGE_CODES),
  }),
  z.object({ step: z.literal('approve'), walletOrderId: WalletOrderId, lang: z.enum(LANGUAGE_CODES) }),
  z.object({ step: z.literal('capture'), walletOrderId: WalletOrderId, lang: z.enum(LANGUAGE_CODES) }),
]);
export type WalletRequest = z.infer<typeof WalletRequest>;

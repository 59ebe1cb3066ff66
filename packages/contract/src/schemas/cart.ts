// The cart payload the browser sends, and the priced cart and coupon the server answers.
import { z } from 'zod';
import { COUPON_MAX_LENGTH, CURRENCY_CODES, DEFAULT_CURRENCY, MAX_CART_LINES, MAX_LINE_QUANTITY } from '../constants';
import { RecordValueJson } from './common';
import { jsonList, jsonTextOrValue, requiredText, wireId, wireInt, wireMoney } from './wire';
import { ProductImage } from './catalog';

/** One chosen attribute value of a cart line. */
export const SelectedAttribute = z.object({
  /** Attribute id; 1 colour, 2 size, others variants. */
  ProductAttributeID: wireId(),
  /** Id of the chosen value. */
  PrimaryKeyValue: wireId(),
});
export type SelectedAttribute = z.infer<typeof SelectedAttribute>;

/** One line of the cart payload (extra keys of the browser's cart item, like DefaultImage, are ignored). */
export const CartPayloadLine = z.object({
  /** The product. */
  ProductId: wireId(),
  /** Chosen colour, size and variant values; missing or null means none. */
  productSelectedAttributes: z
    .array(SelectedAttribute)
    .max(50)
    .nullish()
    .transform((attributes) => attributes ?? []),
  /** Units wanted, 1 .. 10000 (the UI caps at the product's maximum or 10). */
  Quantity: wireInt(1, MAX_LINE_QUANTITY),
});
export type CartPayloadLine = z.infer<typeof CartPayloadLine>;

/** `cartJsonData`: the cart lines as JSON text (as the original sends them) or as a list; at most 100 lines. */
export const CartJsonData = jsonTextOrValue(z.array(CartPayloadLine).max(MAX_CART_LINES));
export type CartJsonData = z.infer<typeof CartJsonData>;

/** A currency the server prices in (an addition to the spec): USD by default, or EUR at the shop's rate. */
export const CurrencyCodeParam = z
  .enum(CURRENCY_CODES)
  .nullish()
  .transform((code) => code ?? DEFAULT_CURRENCY);

/** Params of get-customer-cart-items/cart-data. */
export const CartDataParams = z.object({
  /** The browser's cart lines. */
  cartJsonData: CartJsonData,
  /** Currency of the answer's amounts; USD when absent. */
  CurrencyCode: CurrencyCodeParam,
  /** Unused extra data. */
  recordValueJson: RecordValueJson,
});
export type CartDataParams = z.infer<typeof CartDataParams>;

/** One priced line of the cart answer. */
export const CartLineRow = z.object({
  /** The product. */
  ProductId: wireId(),
  /** Display name. */
  ProductName: z.string(),
  /** Unit price including chosen variants. */
  Price: wireMoney(),
  /** Unit price after discount; null or 0 when not discounted. */
  DiscountedPrice: wireMoney().nullable(),
  /** Units. */
  Quantity: wireInt(1, MAX_LINE_QUANTITY),
  /** Shipping for this line. */
  ShippingCharges: wireMoney(),
  /** Most units per order; 0 or null means the default cap of 10. */
  OrderMaximumQuantity: wireInt(0, Number.MAX_SAFE_INTEGER).nullable(),
  /** Chosen colour name. */
  ColorName: z.string().nullable(),
  /** Chosen size short name. */
  SizeShortName: z.string().nullable(),
  /** Chosen variants in words; null shows 'Standard'. */
  ProductVariantCombination: z.string().nullable(),
  /** Pictures, as JSON text. */
  ProductImagesJson: jsonList(ProductImage),
  /** Line total: unit price × Quantity + ShippingCharges. */
  ItemSubTotal: wireMoney(),
  /**
   * Whether the line can be bought as it is (an addition to the spec): 'ok', or why not — the
   * product is gone, out of stock, short of the quantity, over its per-order cap, or its chosen
   * options are missing or not the product's. Lines that are not 'ok' count in no total.
   */
  LineStatus: z
    .enum([
      'ok',
      'not-found',
      'out-of-stock',
      'insufficient-stock',
      'quantity-exceeded',
      'options-required',
      'invalid-options',
    ])
    .optional(),
  /** Units that can be bought now (the stock, or the cap when lower). */
  AvailableQuantity: wireInt(0, Number.MAX_SAFE_INTEGER).optional(),
});
export type CartLineRow = z.infer<typeof CartLineRow>;

/** The row of get-customer-cart-items/cart-data (real nested values, not JSON text). */
export const CartResultRow = z.object({
  /** Priced lines. */
  productsData: z.array(CartLineRow),
  /** Sum of the lines' prices. */
  cartSubTotal: wireMoney(),
  /** Sum of the lines' shipping. */
  shippingSubTotal: wireMoney(),
  /** What the shopper pays. */
  orderTotal: wireMoney(),
  /** Currency of every amount above (an addition to the spec). */
  CurrencyCode: z.enum(['USD', 'EUR']).optional(),
});
export type CartResultRow = z.infer<typeof CartResultRow>;

/** Params of get-coupon-code-discount-value/calculate-coupon-discount. */
export const CouponParams = z.object({
  /** The code the shopper typed. */
  CouponCode: requiredText('Coupon Code', COUPON_MAX_LENGTH),
  /** The browser's cart lines. */
  cartJsonData: CartJsonData,
  /** Currency of the discount; USD when absent. */
  CurrencyCode: CurrencyCodeParam,
  /** Unused extra data. */
  recordValueJson: RecordValueJson,
});
export type CouponParams = z.infer<typeof CouponParams>;

/** The row of the coupon call. */
export const CouponRow = z.object({
  /** Discount for the whole cart; null or 0 means the code is invalid. */
  DiscountValueAfterCouponAppliedWithQuantity: wireMoney().nullable(),
});
export type CouponRow = z.infer<typeof CouponRow>;

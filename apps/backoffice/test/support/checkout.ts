// Helpers for tests that place orders: a product that can be ordered, its stock, and the order call.
import { sql } from 'drizzle-orm';
import { endpointPath } from '@shop/contract';
import { queryRows } from '../../src/db/database';
import type { CallReply, TestShop } from './test-app';

export interface Shopper {
  token: string;
  userId: number;
}

/** The headers of a signed-in shopper. */
export const sessionHeaders = (shopper: Shopper, extra: Record<string, string> = {}) => ({
  token: shopper.token,
  userid: String(shopper.userId),
  ...extra,
});

/** A simple product in stock (no options, no digital file, no per-order limit) and what one unit costs in cents. */
export async function orderableProduct(shop: TestShop): Promise<{ id: number; total: number }> {
  const [row] = await queryRows<{ id: number; total: number }>(
    shop.db,
    sql`SELECT p.id, p.effective_price + CASE WHEN p.is_shipping_free THEN 0 ELSE p.shipping_charges END AS total
          FROM products p
         WHERE p.stock_quantity >= 10 AND p.digital_file_id IS NULL AND p.order_maximum_quantity = 0
           AND NOT EXISTS (SELECT 1 FROM product_attribute_values v WHERE v.product_id = p.id)
         ORDER BY p.id LIMIT 1`,
  );
  return row!;
}

export async function stockOf(shop: TestShop, productId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    shop.db,
    sql`SELECT stock_quantity AS n FROM products WHERE id = ${productId}`,
  );
  return row!.n;
}

/** Places an order of one unit of a product, paid as `payment` says. */
export function placeOrderOf(
  shop: TestShop,
  shopper: Shopper,
  productId: number,
  payment: { PaymentMethod: number; paymentToken?: string; payPalOrderConfirmJson?: string },
  headers: Record<string, string> = {},
): Promise<CallReply> {
  return shop.call(
    endpointPath('post-order/post-customer-order'),
    {
      UserID: shopper.userId,
      OrderNote: '',
      cartJsonData: JSON.stringify([{ ProductId: productId, Quantity: 1, productSelectedAttributes: [] }]),
      CouponCode: '',
      paymentToken: '',
      payPalOrderConfirmJson: '',
      recordValueJson: '[]',
      ...payment,
    },
    sessionHeaders(shopper, headers),
  );
}

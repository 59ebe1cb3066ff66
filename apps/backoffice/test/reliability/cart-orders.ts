// Orders of whole carts for the hardening parts of the reliability suite: any lines, a coupon,
// cash on delivery (no payment to fake), and the plain products they are made of.
import { sql } from 'drizzle-orm';
import { PaymentMethod, endpointPath } from '@shop/contract';
import { queryRows } from '../../src/db/database';
import { sessionHeaders, type Shopper } from '../support/checkout';
import type { CallReply, TestShop } from '../support/test-app';

export interface CartLine {
  ProductId: number;
  Quantity: number;
  productSelectedAttributes: { ProductAttributeID: number; PrimaryKeyValue: number }[];
}

export const lineOf = (productId: number, quantity: number): CartLine => ({
  ProductId: productId,
  Quantity: quantity,
  productSelectedAttributes: [],
});

/** Places an order of `lines`, paid on delivery, with `couponCode` when given. */
export function placeCartOrder(
  shop: TestShop,
  shopper: Shopper,
  lines: CartLine[],
  couponCode = '',
): Promise<CallReply> {
  return shop.call(
    endpointPath('post-order/post-customer-order'),
    {
      UserID: shopper.userId,
      OrderNote: '',
      cartJsonData: JSON.stringify(lines),
      CouponCode: couponCode,
      PaymentMethod: PaymentMethod.CashOnDelivery,
      paymentToken: '',
      payPalOrderConfirmJson: '',
      recordValueJson: '[]',
    },
    sessionHeaders(shopper),
  );
}

/**
 * Up to `count` products anyone may order without choosing an option, sold at their price (a
 * discounted line voids any coupon), not digital; each gets `stock` units and no per-order cap
 * of its own.
 */
export async function plainProducts(shop: TestShop, count: number, stock: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    shop.db,
    sql`SELECT p.id FROM products p
         WHERE p.is_published AND p.digital_file_id IS NULL AND p.discounted_price = 0
           AND NOT EXISTS (SELECT 1 FROM product_attribute_values v WHERE v.product_id = p.id AND v.is_required)
         ORDER BY p.id LIMIT ${count}`,
  );
  const ids = rows.map((row) => row.id);
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  // Nothing to choose: each sells from its single variant, whose stock the product's total follows.
  await shop.db.execute(sql`UPDATE product_variants SET stock_quantity = ${stock} WHERE product_id IN (${idList})`);
  await shop.db.execute(
    sql`UPDATE products SET stock_quantity = ${stock}, order_maximum_quantity = 0 WHERE id IN (${idList})`,
  );
  return ids;
}

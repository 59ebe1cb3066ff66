import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath } from '@shop/contract';
import { queryRows } from '../db/database';
import { createTestShop, type TestShop } from '../../test/support/test-app';
import { tableCounts } from '../../test/support/table-counts';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop?.close();
});

const priceCart = (cart: unknown, extra: Record<string, unknown> = {}) =>
  shop.call(endpointPath('get-customer-cart-items/cart-data'), { cartJsonData: cart, ...extra });
const applyCoupon = (code: string, cart: unknown, extra: Record<string, unknown> = {}) =>
  shop.call(endpointPath('get-coupon-code-discount-value/calculate-coupon-discount'), {
    CouponCode: code,
    cartJsonData: cart,
    ...extra,
  });

interface ProductFacts {
  id: number;
  price: number;
  discounted_price: number;
  shipping: number;
  stock: number;
}

async function plainProduct(where = sql`TRUE`): Promise<ProductFacts> {
  const [row] = await queryRows<ProductFacts>(
    shop.db,
    sql`SELECT p.id, p.price, p.discounted_price, CASE WHEN p.is_shipping_free THEN 0 ELSE p.shipping_charges END AS shipping,
               p.stock_quantity AS stock
          FROM products p
         WHERE p.stock_quantity >= 10 AND NOT EXISTS (SELECT 1 FROM product_attribute_values v WHERE v.product_id = p.id)
           AND ${where}
         ORDER BY p.id LIMIT 1`,
  );
  return row!;
}

describe('get-customer-cart-items/cart-data', () => {
  it('prices lines from the catalogue and ignores prices the browser sends', async () => {
    const product = await plainProduct(sql`p.discounted_price = 0 AND NOT p.is_shipping_free`);
    const reply = await priceCart(
      JSON.stringify([
        { ProductId: product.id, productSelectedAttributes: [], Quantity: 3, Price: 0.01, ItemSubTotal: 0 },
      ]),
    );
    expect(reply.status).toBe(200);
    const result = reply.rows[0] as {
      productsData: Record<string, unknown>[];
      cartSubTotal: number;
      shippingSubTotal: number;
      orderTotal: number;
    };
    expect(result.productsData[0]).toMatchObject({
      ProductId: product.id,
      Price: product.price / 100,
      Quantity: 3,
      ShippingCharges: product.shipping / 100,
      ItemSubTotal: (product.price * 3 + product.shipping) / 100,
      LineStatus: 'ok',
    });
    expect(result.cartSubTotal).toBe((product.price * 3) / 100);
    expect(result.shippingSubTotal).toBe(product.shipping / 100);
    expect(result.orderTotal).toBe((product.price * 3 + product.shipping) / 100);
  });

  it('uses the discounted price and adds fixed and percentage options', async () => {
    const [option] = await queryRows<{
      product_id: number;
      attribute_id: number;
      value_key: number;
      extra: number;
      base: number;
    }>(
      shop.db,
      sql`SELECT v.product_id, v.attribute_id, v.value_key, p.effective_price AS base,
                 round(p.effective_price * v.additional_price / 10000.0)::int AS extra
            FROM product_attribute_values v JOIN products p ON p.id = v.product_id
           WHERE v.value_type = 2 AND v.additional_price > 0 AND p.stock_quantity > 0
             AND NOT EXISTS (SELECT 1 FROM product_attribute_values r WHERE r.product_id = p.id AND r.is_required
                               AND r.attribute_id <> v.attribute_id)
           LIMIT 1`,
    );
    const reply = await priceCart([
      {
        ProductId: option!.product_id,
        Quantity: 1,
        productSelectedAttributes: [{ ProductAttributeID: option!.attribute_id, PrimaryKeyValue: option!.value_key }],
      },
    ]);
    const line = (reply.rows[0] as { productsData: Record<string, number>[] }).productsData[0]!;
    expect(line.LineStatus).toBe('ok');
    const paid = line.DiscountedPrice! > 0 ? line.DiscountedPrice! : line.Price!;
    expect(Math.round(paid * 100)).toBe(option!.base + option!.extra);
  });

  it('answers in euros at the shop’s rate when asked', async () => {
    const product = await plainProduct();
    const [rate] = await queryRows<{ value: number }>(
      shop.db,
      sql`SELECT value::float AS value FROM settings WHERE key = 'eur_per_usd'`,
    );
    const cart = [{ ProductId: product.id, Quantity: 2, productSelectedAttributes: [] }];
    const reply = await priceCart(cart, { CurrencyCode: 'EUR' });
    const result = reply.rows[0] as { CurrencyCode: string; cartSubTotal: number };
    expect(result.CurrencyCode).toBe('EUR');
    const unit = product.discounted_price > 0 ? product.discounted_price : product.price;
    expect(result.cartSubTotal).toBe((Math.round(unit * rate!.value) * 2) / 100);
    expect((await priceCart(cart, { CurrencyCode: 'GBP' })).status).toBe(400);
  });

  it('flags missing products, stock-outs and quantities over the cap instead of dropping them', async () => {
    const [soldOut] = await queryRows<{ id: number }>(
      shop.db,
      sql`SELECT id FROM products WHERE stock_quantity = 0 LIMIT 1`,
    );
    const [capped] = await queryRows<{ id: number; cap: number }>(
      shop.db,
      sql`SELECT p.id, p.order_maximum_quantity AS cap FROM products p WHERE p.order_maximum_quantity > 0
            AND p.stock_quantity > p.order_maximum_quantity
            AND NOT EXISTS (SELECT 1 FROM product_attribute_values v WHERE v.product_id = p.id AND v.is_required) LIMIT 1`,
    );
    const reply = await priceCart([
      { ProductId: 999_999, Quantity: 1, productSelectedAttributes: [] },
      { ProductId: soldOut!.id, Quantity: 1, productSelectedAttributes: [] },
      { ProductId: capped!.id, Quantity: capped!.cap + 1, productSelectedAttributes: [] },
    ]);
    const result = reply.rows[0] as { productsData: { LineStatus: string }[]; orderTotal: number };
    expect(result.productsData.map((line) => line.LineStatus)).toEqual([
      'not-found',
      'out-of-stock',
      'quantity-exceeded',
    ]);
    expect(result.orderTotal).toBe(0);
  });

  it('flags every line of a product whose lines together pass its cap, even if each is within it', async () => {
    const [capped] = await queryRows<{ id: number; cap: number }>(
      shop.db,
      sql`SELECT p.id, p.order_maximum_quantity AS cap FROM products p WHERE p.order_maximum_quantity > 1
            AND p.stock_quantity > 0
            AND NOT EXISTS (SELECT 1 FROM product_attribute_values v WHERE v.product_id = p.id AND v.is_required) LIMIT 1`,
    );
    const line = (Quantity: number) => ({ ProductId: capped!.id, Quantity, productSelectedAttributes: [] });
    const reply = await priceCart([line(capped!.cap), line(1)]);
    const result = reply.rows[0] as { productsData: { LineStatus: string; AvailableQuantity: number }[] };
    expect(result.productsData.map((row) => row.LineStatus)).toEqual(['quantity-exceeded', 'quantity-exceeded']);
    expect(result.productsData[1]!.AvailableQuantity).toBeLessThanOrEqual(capped!.cap);
  });

  it("prices a colour × size by its variant's adjustment, and sells only the variant's stock", async () => {
    const [product] = await queryRows<{ id: number; price: number; discounted_price: number }>(
      shop.db,
      sql`SELECT p.id, p.price, p.discounted_price FROM products p
           WHERE p.is_published AND p.order_maximum_quantity = 0
             AND (SELECT count(*) FROM product_variants v WHERE v.product_id = p.id AND v.color_id IS NOT NULL
                    AND v.size_id IS NOT NULL) >= 2
             AND NOT EXISTS (SELECT 1 FROM product_attribute_values a
                              WHERE a.product_id = p.id AND a.attribute_id > 2 AND a.is_required)
           ORDER BY p.id LIMIT 1`,
    );
    const variants = await queryRows<{ id: number; color_id: number; size_id: number }>(
      shop.db,
      sql`SELECT id, color_id, size_id FROM product_variants WHERE product_id = ${product!.id} ORDER BY display_order, id`,
    );
    await shop.db.execute(sql`UPDATE product_variants SET stock_quantity = 0 WHERE product_id = ${product!.id}`);
    await shop.db.execute(
      sql`UPDATE product_variants SET price_adjustment = 450, stock_quantity = 2 WHERE id = ${variants[0]!.id}`,
    );
    await shop.db.execute(sql`UPDATE products SET stock_quantity = 2 WHERE id = ${product!.id}`);
    const lineOf = (variant: { color_id: number; size_id: number }, Quantity: number) => ({
      ProductId: product!.id,
      Quantity,
      productSelectedAttributes: [
        { ProductAttributeID: 1, PrimaryKeyValue: variant.color_id },
        { ProductAttributeID: 2, PrimaryKeyValue: variant.size_id },
      ],
    });
    const linesOf = async (cart: unknown[]) =>
      ((await priceCart(cart)).rows[0] as { productsData: Record<string, unknown>[] }).productsData;

    const [priced] = await linesOf([lineOf(variants[0]!, 2)]);
    expect(priced).toMatchObject({
      LineStatus: 'ok',
      Price: (product!.price + 450) / 100,
      DiscountedPrice: product!.discounted_price > 0 ? (product!.discounted_price + 450) / 100 : 0,
    });
    expect((await linesOf([lineOf(variants[0]!, 3)]))[0]).toMatchObject({
      LineStatus: 'insufficient-stock',
      AvailableQuantity: 2,
    });
    expect((await linesOf([lineOf(variants[1]!, 1)]))[0]).toMatchObject({
      LineStatus: 'out-of-stock',
      AvailableQuantity: 0,
    });
  });

  it('refuses malformed carts with a 400 naming the field, and changes nothing', async () => {
    const before = await tableCounts(shop.db);
    for (const cart of [
      'not json',
      [{ ProductId: 'x', Quantity: 1 }],
      [{ ProductId: 1, Quantity: 0 }],
      [{ ProductId: 1, Quantity: -2 }],
      [{ ProductId: 1, Quantity: 1.5 }],
      Array.from({ length: 101 }, (_, index) => ({ ProductId: index + 1, Quantity: 1 })),
    ]) {
      const reply = await priceCart(cart);
      expect(reply.status, JSON.stringify(cart).slice(0, 80)).toBe(400);
      expect(reply.body.errorMessage).toContain('cartJsonData');
    }
    expect(await tableCounts(shop.db)).toEqual(before);
  });
});

describe('get-coupon-code-discount-value/calculate-coupon-discount', () => {
  const discountOf = (reply: Awaited<ReturnType<typeof applyCoupon>>) =>
    reply.rows[0]!.DiscountValueAfterCouponAppliedWithQuantity as number;

  it('answers a percentage or fixed discount for valid coupons, and nothing above 0 otherwise', async () => {
    // Sold at its price: a discounted line voids any coupon.
    const product = await plainProduct(sql`p.effective_price >= 2000 AND p.discounted_price = 0`);
    const unit = product.price;
    const cart = [{ ProductId: product.id, Quantity: 2, productSelectedAttributes: [] }];
    expect(discountOf(await applyCoupon('WELCOME10', cart))).toBe(Math.round(unit * 2 * 0.1) / 100);
    expect(discountOf(await applyCoupon('welcome10', cart))).toBe(Math.round(unit * 2 * 0.1) / 100);
    expect(discountOf(await applyCoupon('OLIVE5', cart))).toBe(5);
    for (const code of ['SUMMER2024', 'HARVEST25', 'NOPE', "' OR 1=1 --"]) {
      expect(discountOf(await applyCoupon(code, cart)), code).toBeLessThanOrEqual(0);
    }
  });

  it('gives nothing when some line sells at a discount already (spec section 8)', async () => {
    const discounted = await plainProduct(sql`p.discounted_price > 0`);
    const full = await plainProduct(sql`p.discounted_price = 0 AND p.effective_price >= 2000`);
    const line = (product: ProductFacts) => ({ ProductId: product.id, Quantity: 1, productSelectedAttributes: [] });
    expect(discountOf(await applyCoupon('WELCOME10', [line(full)]))).toBeGreaterThan(0);
    for (const code of ['WELCOME10', 'OLIVE5']) {
      expect(discountOf(await applyCoupon(code, [line(full), line(discounted)])), code).toBe(0);
    }
  });

  it('honours the minimum order', async () => {
    const cheap = await plainProduct(sql`p.effective_price < 2000`);
    const cart = [{ ProductId: cheap.id, Quantity: 1, productSelectedAttributes: [] }];
    expect(discountOf(await applyCoupon('OLIVE5', cart))).toBe(0);
  });

  it('checks the coupon field like the checkout form does', async () => {
    const empty = await applyCoupon('   ', []);
    expect(empty.status).toBe(400);
    expect(empty.body.errorMessage).toContain('Coupon Code is required');
    const long = await applyCoupon('X'.repeat(31), []);
    expect(long.status).toBe(400);
    expect(long.body.errorMessage).toContain('Coupon Code max length should be 30 characters');
  });
});

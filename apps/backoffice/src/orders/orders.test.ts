import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AttributeKind,
  MAX_PAYMENT_AMOUNT,
  Messages,
  OrderStatus,
  PaymentMethod,
  downloadPath,
  endpointPath,
} from '@shop/contract';
import { queryRows } from '../db/database';
import { createTestShop, type TestShop } from '../../test/support/test-app';
import { tableCounts } from '../../test/support/table-counts';
import {
  decodeMailBodies,
  findPlaces,
  outboxFiles,
  signUpAndLogIn,
  waitForOutboxMessage,
  type Place,
} from '../../test/support/shopper';
import { claimKey } from './idempotency';
import { releaseAbandonedClaims, storeAnswer } from './idempotency-repository';
import { setOrderStatus } from './set-order-status';

let shop: TestShop;
let place: Place;
let alice: { token: string; userId: number };
let bob: { token: string; userId: number };

beforeAll(async () => {
  shop = await createTestShop();
  place = (await findPlaces(shop)).home;
  alice = await signUpAndLogIn(shop, place, 'alice@example.com');
  bob = await signUpAndLogIn(shop, place, 'bob@example.com');
});
afterAll(async () => {
  await shop?.close();
});

const as = (user: { token: string; userId: number }, extra: Record<string, string> = {}) => ({
  token: user.token,
  userid: String(user.userId),
  ...extra,
});
type Line = { ProductId: number; Quantity: number; productSelectedAttributes: unknown[] };

function order(
  user: { token: string; userId: number },
  cart: Line[],
  extra: Record<string, unknown> = {},
  headers = {},
) {
  return shop.call(
    endpointPath('post-order/post-customer-order'),
    {
      UserID: user.userId,
      OrderNote: '',
      cartJsonData: JSON.stringify(cart),
      CouponCode: '',
      PaymentMethod: PaymentMethod.CashOnDelivery,
      paymentToken: '',
      payPalOrderConfirmJson: '',
      recordValueJson: '[]',
      ...extra,
    },
    as(user, headers),
  );
}

async function plainProduct(minimumStock = 10, where = sql`TRUE`) {
  const [row] = await queryRows<{ id: number; payable: number; shipping: number; stock: number }>(
    shop.db,
    sql`SELECT p.id, p.effective_price AS payable, CASE WHEN p.is_shipping_free THEN 0 ELSE p.shipping_charges END AS shipping,
               p.stock_quantity AS stock
          FROM products p
         WHERE p.stock_quantity >= ${minimumStock} AND p.digital_file_id IS NULL AND p.order_maximum_quantity = 0
           AND NOT EXISTS (SELECT 1 FROM product_attribute_values v WHERE v.product_id = p.id) AND ${where}
         ORDER BY p.id LIMIT 1`,
  );
  return row!;
}

/** Gives a product without colours or sizes `units` in stock: its single variant's and its total. */
async function setStock(productId: number, units: number) {
  await shop.db.execute(sql`UPDATE product_variants SET stock_quantity = ${units} WHERE product_id = ${productId}`);
  await shop.db.execute(sql`UPDATE products SET stock_quantity = ${units} WHERE id = ${productId}`);
}

const stockOf = async (productId: number) =>
  (await queryRows<{ n: number }>(shop.db, sql`SELECT stock_quantity AS n FROM products WHERE id = ${productId}`))[0]!
    .n;
const ordersOf = async (userId: number) =>
  (await queryRows<{ n: number }>(shop.db, sql`SELECT count(*)::int AS n FROM orders WHERE user_id = ${userId}`))[0]!.n;

async function cardToken(number: string) {
  const reply = await shop.call(
    endpointPath('payments/sandbox-card-token'),
    { CardNumber: number, ExpiryMonth: 12, ExpiryYear: new Date().getUTCFullYear() + 2, Cvc: '123' },
    as(alice),
  );
  return reply.rows[0]?.PaymentToken as string;
}

async function walletCapture(amount: number, currency = 'USD') {
  const created = await shop.call(
    endpointPath('payments/sandbox-wallet-create'),
    { Amount: amount, CurrencyCode: currency },
    as(alice),
  );
  const id = created.rows[0]!.WalletOrderId as string;
  await shop.call(endpointPath('payments/sandbox-wallet-approve'), { WalletOrderId: id }, as(alice));
  const captured = await shop.call(endpointPath('payments/sandbox-wallet-capture'), { WalletOrderId: id }, as(alice));
  return captured.rows[0]!.CaptureJson as string;
}

describe('placing orders', () => {
  it('places a cash-on-delivery order priced by the server, takes stock and shows it in the history', async () => {
    const product = await plainProduct();
    const before = await stockOf(product.id);
    const reply = await order(alice, [
      { ProductId: product.id, Quantity: 2, productSelectedAttributes: [], Price: 0.01 } as Line,
    ]);
    expect(reply.status).toBe(200);
    expect(reply.rows[0]).toMatchObject({
      ResponseMsg: 'Order Placed Successfully',
      OrderNumber: expect.stringMatching(/^PS-/),
    });
    expect(await stockOf(product.id)).toBe(before - 2);

    const history = await shop.call(
      endpointPath('get-customer-order-history-master'),
      { UserId: alice.userId },
      as(alice),
    );
    const placed = history.rows.find((row) => row.OrderId === reply.rows[0]!.OrderId)!;
    expect(placed).toMatchObject({
      LatestStatusName: 'Active',
      TotalItems: 2,
      OrderTotal: (product.payable * 2 + product.shipping) / 100,
      CurrencyCode: 'USD',
    });
    const items = await shop.call(
      endpointPath('get-customer-order-history-detail'),
      { OrderId: placed.OrderId },
      as(alice),
    );
    expect(items.rows[0]).toMatchObject({
      Quantity: 2,
      Price: product.payable / 100,
      IsDigitalProduct: false,
      LatestStatusID: 1,
    });
    const [stored] = await queryRows<{ payment_status: string }>(
      shop.db,
      sql`SELECT payment_status FROM orders WHERE id = ${placed.OrderId as number}`,
    );
    expect(stored!.payment_status).toBe('unpaid');

    // The confirmation mail names the order.
    const mail = decodeMailBodies(await waitForOutboxMessage(shop, (await outboxFiles(shop)).length || 1));
    expect(mail).toContain(reply.rows[0]!.OrderNumber as string);
  });

  it('charges a card for exactly the server total, and a declined card places nothing', async () => {
    const product = await plainProduct();
    const paid = await order(alice, [{ ProductId: product.id, Quantity: 1, productSelectedAttributes: [] }], {
      PaymentMethod: PaymentMethod.Card,
      paymentToken: await cardToken('4242 4242 4242 4242'),
    });
    expect(paid.rows[0]!.ResponseMsg).toBe('Order Placed Successfully');
    const [payment] = await queryRows<{ amount: number; status: string }>(
      shop.db,
      sql`SELECT amount, status FROM payments WHERE order_id = ${paid.rows[0]!.OrderId as number}`,
    );
    expect(payment).toEqual({ amount: product.payable + product.shipping, status: 'captured' });

    for (const [card, message, code] of [
      ['4000000000000002', 'Your card was declined.', 'CARD_DECLINED'],
      ['4000000000009995', 'Your card has insufficient funds.', 'CARD_INSUFFICIENT_FUNDS'],
      ['4000000000000069', 'Your card has expired.', 'CARD_CHARGE_EXPIRED'],
      ['4000000000000127', "Your card's security code is incorrect.", 'CARD_CVC_INCORRECT'],
    ] as const) {
      const before = await tableCounts(shop.db);
      const stock = await stockOf(product.id);
      const declined = await order(alice, [{ ProductId: product.id, Quantity: 1, productSelectedAttributes: [] }], {
        PaymentMethod: PaymentMethod.Card,
        paymentToken: await cardToken(card),
      });
      expect(declined.status, card).toBe(402);
      expect(declined.body).toMatchObject({ errorMessage: message, errorCode: code });
      expect(await stockOf(product.id)).toBe(stock);
      const after = await tableCounts(shop.db);
      expect(after.orders).toBe(before.orders);
      expect(after.payments).toBe(before.payments);
    }
    const reused = await order(alice, [{ ProductId: product.id, Quantity: 1, productSelectedAttributes: [] }], {
      PaymentMethod: PaymentMethod.Card,
      paymentToken: 'tok_sandbox_made_up',
    });
    expect(reused.status).toBe(402);
  });

  it('refuses a card that fails the Luhn check before any token exists', async () => {
    const reply = await shop.call(
      endpointPath('payments/sandbox-card-token'),
      { CardNumber: '4242 4242 4242 4241', ExpiryMonth: 1, ExpiryYear: 2099, Cvc: '123' },
      as(alice),
    );
    expect(reply.status).toBe(400);
    expect(reply.body.errorMessage).toContain('CardNumber');
  });

  it('places a wallet order with a verified capture, once; a capture for another amount is refused and given back', async () => {
    const product = await plainProduct();
    const total = (product.payable + product.shipping) / 100;
    const cart = [{ ProductId: product.id, Quantity: 1, productSelectedAttributes: [] }];
    const capture = await walletCapture(total);
    const placed = await order(alice, cart, { PaymentMethod: PaymentMethod.Wallet, payPalOrderConfirmJson: capture });
    expect(placed.rows[0]!.ResponseMsg).toBe('Order Placed Successfully');

    const again = await order(bob, cart, { PaymentMethod: PaymentMethod.Wallet, payPalOrderConfirmJson: capture });
    expect(again.status).toBe(409);
    expect(again.body.errorMessage).toBe('This payment was already used for another order.');

    const short = await walletCapture(total - 1);
    const before = await tableCounts(shop.db);
    const mismatch = await order(bob, cart, { PaymentMethod: PaymentMethod.Wallet, payPalOrderConfirmJson: short });
    expect(mismatch.status).toBe(402);
    expect(mismatch.body.errorMessage).toBe('The wallet payment does not match the order total.');
    expect((await tableCounts(shop.db)).orders).toBe(before.orders);
    const id = (JSON.parse(short) as { id: string }).id;
    const [wallet] = await queryRows<{ status: string }>(
      shop.db,
      sql`SELECT status FROM sandbox_wallet_orders WHERE id = ${id}`,
    );
    expect(wallet!.status).toBe('REFUNDED');

    const uncaptured = await order(bob, cart, {
      PaymentMethod: PaymentMethod.Wallet,
      payPalOrderConfirmJson: JSON.stringify({
        id: 'WLT-NOPE',
        status: 'COMPLETED',
        purchase_units: [{ payments: { captures: [{ id: 'CAP-X', status: 'COMPLETED' }] } }],
      }),
    });
    expect(uncaptured.status).toBe(402);
  });

  it('refuses a wallet order for more than one payment may be, naming the amount, and stores nothing', async () => {
    const before = await tableCounts(shop.db);
    for (const Amount of [MAX_PAYMENT_AMOUNT + 0.01, 92_932_158, 0]) {
      const reply = await shop.call(endpointPath('payments/sandbox-wallet-create'), { Amount, CurrencyCode: 'USD' });
      expect(reply.status).toBe(400);
      expect(reply.body.errorMessage).toContain('Amount');
    }
    const largest = await shop.call(
      endpointPath('payments/sandbox-wallet-create'),
      { Amount: MAX_PAYMENT_AMOUNT, CurrencyCode: 'USD' },
      as(alice),
    );
    expect(largest.status).toBe(200);
    expect((await tableCounts(shop.db)).orders).toBe(before.orders);
  });

  it('applies a coupon on the server and enforces its limits', async () => {
    // Sold at its price: a discounted line voids any coupon.
    const product = await plainProduct(10, sql`p.effective_price >= 1000 AND p.discounted_price = 0`);
    const cart = [{ ProductId: product.id, Quantity: 1, productSelectedAttributes: [] }];
    const withCoupon = await order(bob, cart, { CouponCode: 'WELCOME10' });
    expect(withCoupon.status).toBe(200);
    const [stored] = await queryRows<{ discount_total: number; order_total: number }>(
      shop.db,
      sql`SELECT discount_total, order_total FROM orders WHERE id = ${withCoupon.rows[0]!.OrderId as number}`,
    );
    expect(stored!.discount_total).toBe(Math.round(product.payable * 0.1));
    expect(stored!.order_total).toBe(product.payable + product.shipping - stored!.discount_total);

    expect((await order(bob, cart, { CouponCode: 'FIRSTORDER' })).status).toBe(200);
    const second = await order(bob, cart, { CouponCode: 'FIRSTORDER' });
    expect(second.status).toBe(409);
    expect(second.body.errorMessage).toBe('Invalid coupon code!');
    expect((await order(bob, cart, { CouponCode: 'SUMMER2024' })).body.errorMessage).toBe('Invalid coupon code!');
  });

  it('refuses a coupon when a line sells at a discount already, and changes nothing', async () => {
    const discounted = await plainProduct(10, sql`p.discounted_price > 0`);
    const full = await plainProduct(10, sql`p.discounted_price = 0`);
    const cart = [
      { ProductId: full.id, Quantity: 1, productSelectedAttributes: [] },
      { ProductId: discounted.id, Quantity: 1, productSelectedAttributes: [] },
    ];
    const before = await tableCounts(shop.db);
    const [coupon] = await queryRows<{ times_used: number }>(
      shop.db,
      sql`SELECT times_used FROM coupons WHERE code = 'WELCOME10'`,
    );

    const refused = await order(alice, cart, { CouponCode: 'WELCOME10' });
    expect(refused.status).toBe(409);
    expect(refused.body.errorMessage).toBe(Messages.couponInvalid);
    expect(await tableCounts(shop.db)).toEqual(before);
    expect(await queryRows(shop.db, sql`SELECT times_used FROM coupons WHERE code = 'WELCOME10'`)).toEqual([coupon]);
    expect(await stockOf(discounted.id)).toBe(discounted.stock);
    // Without the coupon the same cart is welcome.
    expect((await order(alice, cart)).status).toBe(200);
  });

  it('caps a product’s units over all its lines: three lines of 10 under a cap of 10 are refused', async () => {
    const CAP = 10;
    const [product] = await queryRows<{ id: number }>(
      shop.db,
      sql`SELECT p.id FROM products p
           WHERE p.is_published AND p.digital_file_id IS NULL
             AND NOT EXISTS (SELECT 1 FROM product_attribute_values v WHERE v.product_id = p.id)
           ORDER BY p.id DESC LIMIT 1`,
    );
    const id = product!.id;
    // Stock enough for all the lines: only the cap can refuse them.
    await shop.db.execute(sql`UPDATE products SET order_maximum_quantity = ${CAP} WHERE id = ${id}`);
    await setStock(id, CAP * 10);
    const lines = (quantities: number[]) =>
      quantities.map((Quantity) => ({ ProductId: id, Quantity, productSelectedAttributes: [] }));
    const before = await tableCounts(shop.db);

    const refused = await order(alice, lines([CAP, CAP, CAP]));
    expect(refused.status).toBe(409);
    expect(refused.body.errorMessage).toBe(`Can not add more than ${CAP} for this product`);
    expect(await stockOf(id)).toBe(CAP * 10);
    expect(await tableCounts(shop.db)).toEqual(before);

    // Lines that together reach the cap exactly are one order of all their units.
    expect((await order(alice, lines([CAP - 3, 3]))).status).toBe(200);
    expect(await stockOf(id)).toBe(CAP * 9);
  });

  it('needs the customer’s own session', async () => {
    const product = await plainProduct();
    const cart = [{ ProductId: product.id, Quantity: 1, productSelectedAttributes: [] }];
    const anonymous = await shop.call(endpointPath('post-order/post-customer-order'), {
      UserID: alice.userId,
      cartJsonData: JSON.stringify(cart),
      PaymentMethod: PaymentMethod.CashOnDelivery,
    });
    expect(anonymous.status).toBe(401);
    const impostor = await order({ token: bob.token, userId: alice.userId }, cart);
    expect(impostor.status).toBe(401);
  });

  it('refuses an empty cart and out-of-stock products with clear messages', async () => {
    const empty = await order(alice, []);
    expect(empty.status).toBe(400);
    expect(empty.body.errorMessage).toContain('Your cart is empty');
    const [soldOut] = await queryRows<{ id: number }>(
      shop.db,
      sql`SELECT id FROM products WHERE stock_quantity = 0 LIMIT 1`,
    );
    const refused = await order(alice, [{ ProductId: soldOut!.id, Quantity: 1, productSelectedAttributes: [] }]);
    expect(refused.status).toBe(409);
    expect(refused.body.errorMessage).toMatch(/out of stock/);
    // The code and the product it names travel beside the sentence, for a translation.
    expect(refused.body.errorCode).toBe('OUT_OF_STOCK');
    expect(refused.body.errorValues).toEqual({ product: expect.any(String) });
    expect(refused.body.errorMessage).toBe(`${String(refused.body.errorValues?.product)} is out of stock.`);
  });
});

describe('idempotency', () => {
  it('gives one order for the same key sent 20 times at once, and the same answer to each', async () => {
    const product = await plainProduct();
    const before = await ordersOf(alice.userId);
    const cart = [{ ProductId: product.id, Quantity: 1, productSelectedAttributes: [] }];
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => order(alice, cart, {}, { 'idempotency-key': 'checkout-attempt-1' })),
    );
    expect(await ordersOf(alice.userId)).toBe(before + 1);
    const numbers = new Set(replies.map((reply) => reply.rows[0]?.OrderNumber));
    expect(numbers.size).toBe(1);
    expect(replies.every((reply) => reply.status === 200)).toBe(true);

    const different = await order(
      alice,
      [{ ...cart[0]!, Quantity: 2 }],
      {},
      { 'idempotency-key': 'checkout-attempt-1' },
    );
    expect(different.status).toBe(422);
  });

  it('answers a retry with the order a crashed request placed before it could keep its answer', async () => {
    const product = await plainProduct();
    const cart = [{ ProductId: product.id, Quantity: 1, productSelectedAttributes: [] }];
    const headers = { 'idempotency-key': 'crash-after-commit' };
    const first = await order(bob, cart, {}, headers);
    expect(first.status).toBe(200);
    const ordersBefore = await ordersOf(bob.userId);
    const stockBefore = await stockOf(product.id);
    // What a process killed between the order's commit and storing its answer leaves behind, a minute later.
    await shop.db.execute(
      sql`UPDATE idempotency_records SET status_code = NULL, response = NULL, created_at = now() - interval '2 minutes'
           WHERE key = ${`${bob.userId}:key:crash-after-commit`}`,
    );

    const retry = await order(bob, cart, {}, headers);
    expect(retry.status).toBe(200);
    expect(retry.rows[0]?.OrderNumber).toBe(first.rows[0]?.OrderNumber);
    expect(await ordersOf(bob.userId)).toBe(ordersBefore);
    expect(await stockOf(product.id)).toBe(stockBefore);
    const replay = await order(bob, cart, {}, headers);
    expect(replay.rows[0]?.OrderNumber).toBe(first.rows[0]?.OrderNumber);
  });

  it('lets go of claims left unanswered when a single-process shop starts again', async () => {
    const answered = `${bob.userId}:key:answered-before-the-stop`;
    const cutOff = `${bob.userId}:key:cut-off-by-the-stop`;
    expect(await claimKey(shop.db, answered, bob.userId, 'digest')).toEqual({ kind: 'claimed' });
    await storeAnswer(shop.db, answered, { statusCode: 200, outcome: { ok: true, rows: [] } });
    expect(await claimKey(shop.db, cutOff, bob.userId, 'digest')).toEqual({ kind: 'claimed' });
    expect(await claimKey(shop.db, cutOff, bob.userId, 'digest')).toEqual({ kind: 'in-progress' });

    expect(await releaseAbandonedClaims(shop.db)).toBeGreaterThanOrEqual(1);
    expect(await claimKey(shop.db, cutOff, bob.userId, 'digest')).toEqual({ kind: 'claimed' });
    expect((await claimKey(shop.db, answered, bob.userId, 'digest')).kind).toBe('replay');
  });

  it('never charges a card token twice', async () => {
    const product = await plainProduct();
    const token = await cardToken('4242424242424242');
    const cart = [{ ProductId: product.id, Quantity: 1, productSelectedAttributes: [] }];
    const first = await order(bob, cart, { PaymentMethod: PaymentMethod.Card, paymentToken: token });
    const second = await order(bob, cart, { PaymentMethod: PaymentMethod.Card, paymentToken: token });
    expect(second.rows[0]?.OrderNumber).toBe(first.rows[0]?.OrderNumber);
  });
});

describe('the last unit', () => {
  it('goes to exactly one of 50 shoppers ordering at once, round after round', async () => {
    const product = await plainProduct(1);
    // One sign-up after another: a burst of them would meet the bound on concurrent password hashing.
    const shoppers = [];
    for (let index = 0; index < 50; index += 1) {
      shoppers.push(await signUpAndLogIn(shop, place, `racer${index}@example.com`));
    }
    const cart = [{ ProductId: product.id, Quantity: 1, productSelectedAttributes: [] }];
    for (let round = 0; round < 20; round += 1) {
      await setStock(product.id, 1);
      const replies = await Promise.all(shoppers.map((shopper) => order(shopper, cart)));
      expect(
        replies.filter((reply) => reply.status === 200),
        `round ${round}`,
      ).toHaveLength(1);
      const refused = replies.filter((reply) => reply.status !== 200);
      expect(refused.every((reply) => reply.status === 409 && /out of stock/.test(reply.body.errorMessage))).toBe(true);
      expect(await stockOf(product.id)).toBe(0);
    }
  }, 240_000);
});

describe('variants', () => {
  interface VariantFacts {
    id: number;
    color_id: number;
    size_id: number;
  }

  /**
   * A product offered in colours × sizes with nothing else to choose and no cap of its own, its
   * variants in order: the first gets `stocks[0]` units, and so on (the rest none), the product
   * their sum.
   */
  async function productWithVariants(stocks: number[], adjustments: number[] = []) {
    const [product] = await queryRows<{ id: number; payable: number; shipping: number }>(
      shop.db,
      sql`SELECT p.id, p.effective_price AS payable,
                 CASE WHEN p.is_shipping_free THEN 0 ELSE p.shipping_charges END AS shipping
            FROM products p
           WHERE p.is_published AND p.digital_file_id IS NULL
             AND (SELECT count(*) FROM product_variants v
                   WHERE v.product_id = p.id AND v.color_id IS NOT NULL AND v.size_id IS NOT NULL) >= 3
             AND NOT EXISTS (SELECT 1 FROM product_attribute_values a
                              WHERE a.product_id = p.id AND a.attribute_id > 2 AND a.is_required)
           ORDER BY p.id LIMIT 1`,
    );
    const id = product!.id;
    const variants = await queryRows<VariantFacts>(
      shop.db,
      sql`SELECT id, color_id, size_id FROM product_variants WHERE product_id = ${id} ORDER BY display_order, id`,
    );
    for (const [index, variant] of variants.entries()) {
      await shop.db.execute(
        sql`UPDATE product_variants SET stock_quantity = ${stocks[index] ?? 0}, price_adjustment = ${adjustments[index] ?? 0}
             WHERE id = ${variant.id}`,
      );
    }
    await shop.db.execute(
      sql`UPDATE products SET order_maximum_quantity = 0,
                 stock_quantity = (SELECT sum(stock_quantity) FROM product_variants WHERE product_id = ${id})
           WHERE id = ${id}`,
    );
    return { ...product!, variants };
  }

  const lineOf = (productId: number, variant: VariantFacts, Quantity = 1): Line => ({
    ProductId: productId,
    Quantity,
    productSelectedAttributes: [
      { ProductAttributeID: AttributeKind.Color, PrimaryKeyValue: variant.color_id },
      { ProductAttributeID: AttributeKind.Size, PrimaryKeyValue: variant.size_id },
    ],
  });
  const variantStocks = async (productId: number) =>
    (
      await queryRows<{ n: number }>(
        shop.db,
        sql`SELECT stock_quantity AS n FROM product_variants WHERE product_id = ${productId} ORDER BY display_order, id`,
      )
    ).map((row) => row.n);

  it("sells a colour × size at the product's price plus the variant's adjustment, taking the variant's stock and the total", async () => {
    const product = await productWithVariants([5, 4], [250, -100]);
    const reply = await order(alice, [lineOf(product.id, product.variants[0]!, 2)]);
    expect(reply.status).toBe(200);
    const [item] = await queryRows<{ unit_price: number; line_total: number }>(
      shop.db,
      sql`SELECT unit_price, line_total FROM order_items WHERE order_id = ${reply.rows[0]!.OrderId as number}`,
    );
    expect(item).toEqual({
      unit_price: product.payable + 250,
      line_total: (product.payable + 250) * 2 + product.shipping,
    });
    expect((await variantStocks(product.id)).slice(0, 3)).toEqual([3, 4, 0]);
    expect(await stockOf(product.id)).toBe(7);
  });

  it('refuses a variant with no stock, or a colour × size without a variant, as out of stock, and changes nothing', async () => {
    const product = await productWithVariants([5, 4]);
    const empty = product.variants[2]!;
    const before = await tableCounts(shop.db);
    for (const cart of [
      [lineOf(product.id, empty)],
      [lineOf(product.id, product.variants[0]!), lineOf(product.id, empty)],
    ]) {
      const refused = await order(alice, cart);
      expect(refused.status).toBe(409);
      expect(refused.body.errorMessage).toMatch(/is out of stock\.$/);
    }
    await shop.db.execute(sql`DELETE FROM product_variants WHERE id = ${empty.id}`);
    const missing = await order(alice, [lineOf(product.id, empty)]);
    expect(missing.status).toBe(409);
    expect(missing.body.errorMessage).toMatch(/is out of stock\.$/);
    expect(await tableCounts(shop.db)).toMatchObject({ orders: before.orders, order_items: before.order_items });
    expect((await variantStocks(product.id)).slice(0, 2)).toEqual([5, 4]);
    expect(await stockOf(product.id)).toBe(9);
  });

  it("sells a variant's last 3 units to exactly 3 of 10 orders at once, round after round", async () => {
    const product = await productWithVariants([3, 6]);
    const racing = product.variants[0]!;
    for (let round = 0; round < 5; round += 1) {
      await shop.db.execute(sql`UPDATE product_variants SET stock_quantity = 3 WHERE id = ${racing.id}`);
      await shop.db.execute(sql`UPDATE products SET stock_quantity = 9 WHERE id = ${product.id}`);
      const replies = await Promise.all(
        Array.from({ length: 10 }, (_, index) => order(index % 2 ? alice : bob, [lineOf(product.id, racing)])),
      );
      const placed = replies.filter((reply) => reply.status === 200);
      expect(placed, `round ${round}`).toHaveLength(3);
      const refused = replies.filter((reply) => reply.status !== 200);
      expect(refused.every((reply) => reply.status === 409 && /out of stock/.test(reply.body.errorMessage))).toBe(true);
      expect((await variantStocks(product.id)).slice(0, 2)).toEqual([0, 6]);
      expect(await stockOf(product.id)).toBe(6);
    }
  }, 120_000);
});

describe('order history and downloads belong to their customer', () => {
  it('answers 404 to another customer for orders and downloads', async () => {
    const product = await plainProduct();
    const placed = await order(alice, [{ ProductId: product.id, Quantity: 1, productSelectedAttributes: [] }]);
    const orderId = placed.rows[0]!.OrderId as number;
    const detail = await shop.call(endpointPath('get-customer-order-history-detail'), { OrderId: orderId }, as(bob));
    expect(detail.status).toBe(404);
    const list = await shop.call(endpointPath('get-customer-order-history-master'), { UserId: alice.userId }, as(bob));
    expect(list.status).toBe(401);
    const [item] = await queryRows<{ id: number }>(
      shop.db,
      sql`SELECT id FROM order_items WHERE order_id = ${orderId}`,
    );
    const download = await shop.app.inject({ method: 'GET', url: downloadPath(item!.id, bob.token) });
    expect(download.statusCode).toBe(404);
  });

  it('lets the customer download a digital item only once it is Completed', async () => {
    const [digital] = await queryRows<{ id: number; name: string; size_bytes: number }>(
      shop.db,
      sql`SELECT p.id, t.name, f.size_bytes FROM products p JOIN digital_files f ON f.id = p.digital_file_id
            JOIN product_translations t ON t.product_id = p.id AND t.language_id = 1 LIMIT 1`,
    );
    const placed = await order(alice, [{ ProductId: digital!.id, Quantity: 1, productSelectedAttributes: [] }]);
    const orderNumber = placed.rows[0]!.OrderNumber as string;
    const items = await shop.call(
      endpointPath('get-customer-order-history-detail'),
      { OrderId: placed.rows[0]!.OrderId },
      as(alice),
    );
    const item = items.rows[0]!;
    expect(item.IsDigitalProduct).toBe(true);
    expect(item.ProductName).toBe(digital!.name);
    // An Arabic page gets the product's Arabic name.
    const [arabicName] = await queryRows<{ name: string }>(
      shop.db,
      sql`SELECT name FROM product_translations WHERE product_id = ${digital!.id} AND language_id = 2`,
    );
    const arabicItems = await shop.call(
      endpointPath('get-customer-order-history-detail'),
      { OrderId: placed.rows[0]!.OrderId },
      as(alice, { 'accept-language': 'ar' }),
    );
    expect(arabicItems.rows[0]!.ProductName).toBe(arabicName!.name);
    const url = downloadPath(item.OrderItemID as number, alice.token);
    expect((await shop.app.inject({ method: 'GET', url })).statusCode).toBe(404);

    expect(await setOrderStatus(shop.db, orderNumber, OrderStatus.Completed)).toMatchObject({ ok: false });
    expect(await setOrderStatus(shop.db, orderNumber, OrderStatus.InProgress)).toMatchObject({ ok: true });
    expect(await setOrderStatus(shop.db, orderNumber, OrderStatus.Completed)).toMatchObject({ ok: true });
    const download = await shop.app.inject({ method: 'GET', url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"/);
    expect(download.rawPayload.length).toBe(digital!.size_bytes);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      (await shop.app.inject({ method: 'GET', url: downloadPath(item.OrderItemID as number, bob.token) })).statusCode,
    ).toBe(404);
    expect(
      (await shop.app.inject({ method: 'GET', url: downloadPath(item.OrderItemID as number, 'not-a-token') }))
        .statusCode,
    ).toBe(401);
  });
});

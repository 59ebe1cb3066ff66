// Access: customer B (signed in, or not at all, or with a made-up token) tries every order, order
// item download and profile id of customer A through every endpoint that takes one. Every try is
// answered 404 or 401, a missing order looks exactly like A's, and A's data is left as it was.
// Each row has a control: A, asking the same, is answered (so a 404 is not just a broken setup).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { OrderStatus, PaymentMethod, downloadPath, endpointPath } from '@shop/contract';
import { queryRows } from '../../src/db/database';
import { setOrderStatus } from '../../src/orders/set-order-status';
import { placeOrderOf, sessionHeaders, type Shopper } from '../support/checkout';
import { findPlaces } from '../support/shopper';
import { createTestShop, type TestShop } from '../support/test-app';
import { createCustomers } from './customers';
import { timed } from './timing';

const MADE_UP_TOKEN = 'A'.repeat(43);

let shop: TestShop;
let alice: Shopper;
let bob: Shopper;
let aliceOrderIds: number[];
let aliceItemIds: number[];
let downloadableItemId: number;

beforeAll(async () => {
  shop = await createTestShop();
  const customers = await createCustomers(shop.db, (await findPlaces(shop)).home, 2, 'access');
  alice = customers[0]!;
  bob = customers[1]!;
  const [plain] = await queryRows<{ id: number }>(
    shop.db,
    sql`SELECT p.id FROM products p
         WHERE p.stock_quantity >= 10 AND p.digital_file_id IS NULL AND p.order_maximum_quantity = 0
           AND NOT EXISTS (SELECT 1 FROM product_attribute_values v WHERE v.product_id = p.id)
         ORDER BY p.id LIMIT 1`,
  );
  const [digital] = await queryRows<{ id: number }>(
    shop.db,
    sql`SELECT id FROM products WHERE digital_file_id IS NOT NULL ORDER BY id LIMIT 1`,
  );
  const cash = { PaymentMethod: PaymentMethod.CashOnDelivery };
  const placed = [
    await placeOrderOf(shop, alice, plain!.id, cash),
    await placeOrderOf(shop, alice, plain!.id, cash),
    await placeOrderOf(shop, alice, digital!.id, cash),
  ];
  expect(placed.map((reply) => reply.status)).toEqual([200, 200, 200]);
  const digitalOrder = placed[2]!.rows[0]!.OrderNumber as string;
  await setOrderStatus(shop.db, digitalOrder, OrderStatus.InProgress);
  await setOrderStatus(shop.db, digitalOrder, OrderStatus.Completed);
  aliceOrderIds = placed.map((reply) => reply.rows[0]!.OrderId as number);
  const items = await queryRows<{ id: number; is_digital: boolean }>(
    shop.db,
    sql`SELECT i.id, i.is_digital FROM order_items i JOIN orders o ON o.id = i.order_id
         WHERE o.user_id = ${alice.userId} ORDER BY i.id`,
  );
  aliceItemIds = items.map((item) => item.id);
  downloadableItemId = items.find((item) => item.is_digital)!.id;
});

afterAll(async () => {
  await shop?.close();
});

interface Try {
  what: string;
  send: () => Promise<{ status: number; body: string }>;
  refused: readonly number[];
}

const post =
  (name: Parameters<typeof endpointPath>[0], params: object, headers: Record<string, string>) => async () => {
    const reply = await shop.call(endpointPath(name), params, headers);
    return { status: reply.status, body: reply.raw.body };
  };
const get = (url: string) => async () => {
  const reply = await shop.app.inject({ method: 'GET', url });
  return { status: reply.statusCode, body: reply.body };
};

/** B's headers: B's own session, claiming to be A in the UserID header, or no session at all. */
const intruders = () => [
  { who: 'B', headers: sessionHeaders(bob) },
  { who: 'B as A', headers: sessionHeaders(bob, { userid: String(alice.userId) }) },
  { who: 'a visitor', headers: { token: '', userid: '' } },
  { who: 'a made-up token', headers: { token: MADE_UP_TOKEN, userid: String(alice.userId) } },
];

function profileOf(userId: number) {
  return {
    UserID: userId,
    FirstName: 'Intruder',
    LastName: 'Changed',
    MobileNo: '',
    AddressLineOne: 'Elsewhere 1',
    CityId: -999,
    StateProvinceId: -999,
    PostalCode: '',
    recordValueJson: '[]',
  };
}

function matrix(): Try[] {
  const tries: Try[] = [];
  for (const { who, headers } of intruders()) {
    const notFoundOrNoSession = who === 'B' ? [404] : [401];
    for (const orderId of aliceOrderIds) {
      tries.push({
        what: `${who}: items of A's order ${orderId}`,
        send: post('get-customer-order-history-detail', { OrderId: orderId }, headers),
        refused: notFoundOrNoSession,
      });
    }
    tries.push(
      {
        what: `${who}: A's order history`,
        send: post('get-customer-order-history-master', { UserId: alice.userId }, headers),
        refused: [401],
      },
      {
        what: `${who}: A's profile`,
        send: post('update-profile', profileOf(alice.userId), headers),
        refused: [401],
      },
      {
        what: `${who}: an order in A's name`,
        send: post(
          'post-order/post-customer-order',
          {
            UserID: alice.userId,
            OrderNote: '',
            cartJsonData: JSON.stringify([{ ProductId: 1, Quantity: 1, productSelectedAttributes: [] }]),
            CouponCode: '',
            PaymentMethod: PaymentMethod.CashOnDelivery,
            paymentToken: '',
            payPalOrderConfirmJson: '',
            recordValueJson: '[]',
          },
          headers,
        ),
        refused: [401],
      },
    );
    if (who !== 'B') {
      tries.push({ what: `${who}: logging out`, send: post('logout-user', {}, headers), refused: [401] });
    }
  }
  for (const itemId of aliceItemIds) {
    tries.push(
      { what: `B's token: download of A's item ${itemId}`, send: get(downloadPath(itemId, bob.token)), refused: [404] },
      {
        what: `a made-up token: download of A's item ${itemId}`,
        send: get(downloadPath(itemId, MADE_UP_TOKEN)),
        refused: [401],
      },
      { what: `no token: download of A's item ${itemId}`, send: get(downloadPath(itemId, '')), refused: [401, 404] },
    );
  }
  return tries;
}

it("refuses every try of B on A's orders, downloads and profile with 404 or 401, and changes nothing of A's", async () => {
  const before = await queryRows(
    shop.db,
    sql`SELECT u.first_name, u.last_name, u.address_line_one, (SELECT count(*)::int FROM orders o WHERE o.user_id = u.id) AS orders
          FROM users u WHERE u.id = ${alice.userId}`,
  );

  // Controls: A is answered for the very same ids.
  for (const orderId of aliceOrderIds) {
    expect(
      (await post('get-customer-order-history-detail', { OrderId: orderId }, sessionHeaders(alice))()).status,
    ).toBe(200);
  }
  expect(
    (await post('get-customer-order-history-master', { UserId: alice.userId }, sessionHeaders(alice))()).status,
  ).toBe(200);
  expect((await get(downloadPath(downloadableItemId, alice.token))()).status).toBe(200);

  const tries = matrix();
  const wrong: string[] = [];
  await timed(`access ${shop.driver}: ${tries.length} tries`, async () => {
    for (const attempt of tries) {
      const { status, body } = await attempt.send();
      if (!attempt.refused.includes(status)) wrong.push(`${attempt.what}: ${status} ${body.slice(0, 200)}`);
    }
  });
  expect(wrong).toEqual([]);

  // A missing order and one of A's are answered alike: B learns nothing of which ids exist.
  const missingId = Math.max(...aliceOrderIds) + 1_000;
  const missing = await post('get-customer-order-history-detail', { OrderId: missingId }, sessionHeaders(bob))();
  const alices = await post('get-customer-order-history-detail', { OrderId: aliceOrderIds[0] }, sessionHeaders(bob))();
  // The id asked for is the only difference (in the sentence and in errorValues).
  const withoutId = (body: string, id: number) => body.replaceAll(new RegExp(`\\b${id}\\b`, 'g'), 'ID');
  expect(withoutId(alices.body, aliceOrderIds[0]!)).toBe(withoutId(missing.body, missingId));
  expect(JSON.parse(alices.body)).toMatchObject({
    errorCode: 'ORDER_NOT_FOUND',
    errorValues: { id: aliceOrderIds[0] },
  });

  // B's own history holds none of A's orders; A's profile, orders and session are as they were.
  const history = await shop.call(
    endpointPath('get-customer-order-history-master'),
    { UserId: bob.userId },
    sessionHeaders(bob),
  );
  expect(history.status).toBe(200);
  expect(history.rows).toEqual([]);
  const after = await queryRows(
    shop.db,
    sql`SELECT u.first_name, u.last_name, u.address_line_one, (SELECT count(*)::int FROM orders o WHERE o.user_id = u.id) AS orders
          FROM users u WHERE u.id = ${alice.userId}`,
  );
  expect(after).toEqual(before);
  expect(
    (await post('get-customer-order-history-master', { UserId: alice.userId }, sessionHeaders(alice))()).status,
  ).toBe(200);
});

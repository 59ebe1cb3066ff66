// Refunds and cancels of wallet orders in live mode, against the local PayPal stand-in: the capture's
// refund endpoint is asked for the server's amount, PayPal's refund id and status are recorded, and a
// refund PayPal refuses or fails changes nothing in the shop.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath, OrderStatus, PaymentMethod, problem, type AdminOrderDetail } from '@shop/contract';
import { queryRows } from '../../db/database';
import { centsToPayPalValue } from '../../payments/paypal-wallet';
import { orderableProduct, sessionHeaders, stockOf, type Shopper } from '../../../test/support/checkout';
import {
  FAKE_PAYPAL_CLIENT_ID,
  FAKE_PAYPAL_CLIENT_SECRET,
  payPalEnv,
  startFakePayPal,
  type FakePayPal,
} from '../../../test/support/fake-paypal';
import { findPlaces, signUpAndLogIn } from '../../../test/support/shopper';
import { createTestShop, type TestShop } from '../../../test/support/test-app';
import { adminClient, problemOf } from '../../../test/support/admin-test-client';

let paypal: FakePayPal;
let shop: TestShop;
let admin: ReturnType<typeof adminClient>;
let cookie: string;
let ownerCookie: string;
let alice: Shopper;
let product: { id: number; total: number; unitPrice: number };

beforeAll(async () => {
  paypal = await startFakePayPal();
  shop = await createTestShop({ env: payPalEnv(paypal) });
  admin = adminClient(shop);
  ownerCookie = (await admin.firstOwner()).cookie;
  cookie = await admin.signIn((await admin.createMember('orders')).email);
  alice = await signUpAndLogIn(shop, (await findPlaces(shop)).home, 'paypal-refunds@example.com');
  const orderable = await orderableProduct(shop);
  const [row] = await queryRows<{ price: number }>(
    shop.db,
    sql`SELECT effective_price AS price FROM products WHERE id = ${orderable.id}`,
  );
  product = { ...orderable, unitPrice: row!.price };
});
afterAll(async () => {
  await shop?.close();
  await paypal?.close();
});

const detail = async (id: number) =>
  (await admin.send('GET', `/api/v1/admin/orders/${id}`, { cookie })).json() as AdminOrderDetail;
const refund = (id: number, body: unknown) => admin.send('POST', `/api/v1/admin/orders/${id}/refund`, { cookie, body });
const cancel = (id: number, as = cookie) =>
  admin.send('POST', `/api/v1/admin/orders/${id}/cancel`, { cookie: as, body: { reason: 'out of stock' } });
const auditRows = async () =>
  (await queryRows<{ n: number }>(shop.db, sql`SELECT count(*)::int AS n FROM audit_log`))[0]!.n;
/** What a refused refund or cancel must leave as it was. */
const state = async (id: number) => ({
  order: await detail(id),
  stock: await stockOf(shop, product.id),
  audit: await auditRows(),
});

/**
 * An order of `quantity` units paid through PayPal: the storefront creates the PayPal order for the
 * total, the buyer approves it, the back-office captures it and places the order with the capture.
 */
async function paidByPayPal(quantity = 2) {
  const total = product.total + product.unitPrice * (quantity - 1);
  const created = await shop.call(
    endpointPath('payments/wallet-create-order'),
    { Amount: total / 100, CurrencyCode: 'USD' },
    sessionHeaders(alice),
  );
  const walletOrderId = created.rows[0]!.WalletOrderId as string;
  paypal.approve(walletOrderId);
  const captured = await shop.call(
    endpointPath('payments/wallet-capture-order'),
    { WalletOrderId: walletOrderId },
    sessionHeaders(alice),
  );
  expect(captured.status).toBe(200);
  const placed = await shop.call(
    endpointPath('post-order/post-customer-order'),
    {
      UserID: alice.userId,
      OrderNote: '',
      cartJsonData: JSON.stringify([{ ProductId: product.id, Quantity: quantity, productSelectedAttributes: [] }]),
      CouponCode: '',
      PaymentMethod: PaymentMethod.Wallet,
      paymentToken: '',
      payPalOrderConfirmJson: captured.rows[0]!.CaptureJson as string,
      recordValueJson: '[]',
    },
    sessionHeaders(alice),
  );
  expect(placed.status, placed.body.errorMessage as string).toBe(200);
  const id = placed.rows[0]!.OrderId as number;
  const captureId = paypal.orders.get(walletOrderId)!.capture!.id;
  const order = await detail(id);
  expect(order.orderTotal).toBe(total);
  expect(order.payments).toEqual([expect.objectContaining({ provider: 'paypal', amount: total })]);
  return { id, walletOrderId, captureId, order };
}

/** A refund made in PayPal itself (its dashboard), which the shop does not know of. */
async function refundInPayPal(captureId: string, cents: number) {
  const basic = Buffer.from(`${FAKE_PAYPAL_CLIENT_ID}:${FAKE_PAYPAL_CLIENT_SECRET}`).toString('base64');
  const token = await fetch(`${paypal.url}/v1/oauth2/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  });
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const made = await fetch(`${paypal.url}/v2/payments/captures/${captureId}/refund`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ amount: { value: centsToPayPalValue(cents), currency_code: 'USD' } }),
  });
  expect(made.status).toBe(201);
}

const refundRequests = (captureId: string) => paypal.requestsTo('POST', `/v2/payments/captures/${captureId}/refund`);

describe('refunds through PayPal', () => {
  it('refunds one unit of the capture for its amount and currency, and records PayPal’s refund id and status', async () => {
    const { id, walletOrderId, captureId, order } = await paidByPayPal(2);
    const stockBefore = await stockOf(shop, product.id);
    const line = order.lines[0]!;
    const reply = await refund(id, { lines: [{ orderItemId: line.id, quantity: 1 }], restock: true });
    expect(reply.statusCode).toBe(200);

    const [request] = refundRequests(captureId);
    expect(request!.body).toEqual({ amount: { value: centsToPayPalValue(line.unitPrice), currency_code: 'USD' } });
    expect(request!.headers['paypal-request-id']).toMatch(new RegExp(`^order-${id}-refund-[0-9a-f-]{36}$`));
    expect(request!.headers.authorization).toMatch(/^Bearer A21AA/);
    const made = paypal.refunds.at(-1)!;
    expect(made).toMatchObject({
      captureId,
      status: 'COMPLETED',
      amount: { value: centsToPayPalValue(line.unitPrice) },
    });
    expect(paypal.orders.get(walletOrderId)!.capture!.status).toBe('PARTIALLY_REFUNDED');

    const shown = reply.json() as AdminOrderDetail;
    expect(shown.refunds).toEqual([
      expect.objectContaining({
        kind: 'refund',
        provider: 'paypal',
        providerRefundId: made.id,
        amount: line.unitPrice,
        currency: 'USD',
        status: 'COMPLETED',
        restocked: true,
      }),
    ]);
    expect(shown).toMatchObject({
      status: OrderStatus.Active,
      paymentStatus: 'paid',
      refundedTotal: line.unitPrice,
      refundableTotal: order.orderTotal - line.unitPrice,
    });
    expect(shown.timeline.at(-1)!.note).toContain(made.id);
    expect(await stockOf(shop, product.id)).toBe(stockBefore + 1);

    // The rest (the other unit and the shipping): PayPal is asked for exactly what is left, and the capture is all back.
    const rest = await refund(id, { wholeOrder: true, restock: false });
    expect(rest.statusCode).toBe(200);
    expect(refundRequests(captureId).at(-1)!.body).toEqual({
      amount: { value: centsToPayPalValue(order.orderTotal - line.unitPrice), currency_code: 'USD' },
    });
    expect(paypal.refunded).toContain(captureId);
    expect(rest.json()).toMatchObject({
      paymentStatus: 'refunded',
      refundableTotal: 0,
      refundedTotal: order.orderTotal,
    });
    expect((rest.json() as AdminOrderDetail).payments[0]!.status).toBe('refunded');

    // Nothing left: refused by the shop, PayPal not asked again.
    const asked = refundRequests(captureId).length;
    const none = await refund(id, { wholeOrder: true, restock: false });
    expect(none.statusCode).toBe(409);
    expect(problemOf(none)).toEqual(problem('ORDER_FULLY_REFUNDED', { orderNumber: order.orderNumber }));
    expect(refundRequests(captureId)).toHaveLength(asked);
  });

  it('changes nothing and answers PayPal’s reason when PayPal refuses: the capture was refunded in PayPal already', async () => {
    const { id, walletOrderId, order } = await paidByPayPal(1);
    paypal.orders.get(walletOrderId)!.capture!.status = 'REFUNDED';
    const before = await state(id);
    const reply = await refund(id, { wholeOrder: true, restock: true });
    expect(reply.statusCode).toBe(422);
    expect(reply.json().errorMessage).toBe(
      'PayPal refused the refund: The capture has already been fully refunded. (CAPTURE_FULLY_REFUNDED)',
    );
    expect(await state(id)).toEqual(before);
    expect(before.order.refunds).toEqual([]);
    expect(before.order.refundableTotal).toBe(order.orderTotal);
  });

  it('changes nothing when PayPal has less left than the shop thinks (part refunded in PayPal): its reason is answered', async () => {
    const { id, captureId, order } = await paidByPayPal(2);
    await refundInPayPal(captureId, 100);
    const before = await state(id);
    const reply = await refund(id, { wholeOrder: true, restock: false });
    expect(reply.statusCode).toBe(422);
    expect(reply.json().errorMessage).toMatch(/^PayPal refused the refund: .*\(REFUND_AMOUNT_EXCEEDED\)$/);
    expect(refundRequests(captureId).at(-1)!.body).toEqual({
      amount: { value: centsToPayPalValue(order.orderTotal), currency_code: 'USD' },
    });
    expect(await state(id)).toEqual(before);
  });

  it('changes nothing and answers 502 when PayPal fails (does not know the capture)', async () => {
    const { id, walletOrderId } = await paidByPayPal(1);
    paypal.orders.delete(walletOrderId);
    const before = await state(id);
    const reply = await refund(id, { wholeOrder: true, restock: true });
    expect(reply.statusCode).toBe(502);
    expect(problemOf(reply)).toEqual(problem('REFUND_PROVIDER_FAILED'));
    const cancelled = await cancel(id);
    expect(cancelled.statusCode).toBe(502);
    expect(await state(id)).toEqual(before);
  });
});

describe('cancelling an order paid through PayPal', () => {
  it('refunds the capture in full, records PayPal’s refund, returns the stock', async () => {
    const { id, captureId, order } = await paidByPayPal(2);
    const stockBefore = await stockOf(shop, product.id);
    const reply = await cancel(id);
    expect(reply.statusCode).toBe(200);
    const requests = refundRequests(captureId);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.body).toEqual({
      amount: { value: centsToPayPalValue(order.orderTotal), currency_code: 'USD' },
    });
    expect(paypal.refunded).toContain(captureId);
    const made = paypal.refunds.at(-1)!;
    const shown = reply.json() as AdminOrderDetail;
    expect(shown).toMatchObject({
      status: OrderStatus.Refunded,
      paymentStatus: 'refunded',
      refundedTotal: order.orderTotal,
      refundableTotal: 0,
    });
    expect(shown.refunds).toEqual([
      expect.objectContaining({
        kind: 'cancel',
        provider: 'paypal',
        providerRefundId: made.id,
        amount: order.orderTotal,
        status: 'COMPLETED',
        restocked: true,
      }),
    ]);
    expect(shown.timeline.at(-1)).toMatchObject({ action: 'cancel', status: OrderStatus.Refunded });
    expect(shown.timeline.at(-1)!.note).toContain(made.id);
    expect(await stockOf(shop, product.id)).toBe(stockBefore + 2);
  });

  it('after a partial refund, refunds only what is left of the capture', async () => {
    const { id, captureId, order } = await paidByPayPal(2);
    const line = order.lines[0]!;
    expect((await refund(id, { lines: [{ orderItemId: line.id, quantity: 1 }], restock: false })).statusCode).toBe(200);
    const reply = await cancel(id);
    expect(reply.statusCode).toBe(200);
    expect(refundRequests(captureId).map((request) => request.body)).toEqual([
      { amount: { value: centsToPayPalValue(line.unitPrice), currency_code: 'USD' } },
      { amount: { value: centsToPayPalValue(order.orderTotal - line.unitPrice), currency_code: 'USD' } },
    ]);
    expect(paypal.refunded).toContain(captureId);
    expect(reply.json()).toMatchObject({ refundedTotal: order.orderTotal, refundableTotal: 0 });
  });

  it('asks PayPal once when two members cancel at the same moment', async () => {
    const { id, captureId, order } = await paidByPayPal(1);
    const stockBefore = await stockOf(shop, product.id);
    const replies = await Promise.all([cancel(id), cancel(id, ownerCookie)]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    expect(problemOf(replies.find((reply) => reply.statusCode === 409)!)).toEqual(
      problem('ORDER_NOT_CANCELLABLE', { orderNumber: order.orderNumber }),
    );
    expect(refundRequests(captureId)).toHaveLength(1);
    expect(paypal.refunds.filter((made) => made.captureId === captureId)).toHaveLength(1);
    const after = await detail(id);
    expect(after.refunds).toHaveLength(1);
    expect(after.timeline.filter((event) => event.action === 'cancel')).toHaveLength(1);
    expect(await stockOf(shop, product.id)).toBe(stockBefore + 1);
  });

  it('is refused with PayPal’s reason and changes nothing when PayPal refuses the refund', async () => {
    const { id, walletOrderId } = await paidByPayPal(1);
    paypal.orders.get(walletOrderId)!.capture!.status = 'REFUNDED';
    const before = await state(id);
    const reply = await cancel(id);
    expect(reply.statusCode).toBe(422);
    expect(reply.json().errorMessage).toContain('(CAPTURE_FULLY_REFUNDED)');
    expect(await state(id)).toEqual(before);
    expect(before.order).toMatchObject({ status: OrderStatus.Active, cancellable: true });
  });
});

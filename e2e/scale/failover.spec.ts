// Orders placed through nginx while one back-office instance is killed (SIGKILL) and started again:
// every order a shopper was told about exists once, the stock is conserved, only requests in flight
// at the kill failed, and each order's confirmation mail reaches the (real SMTP) receiver, also one
// the killed instance had queued or was sending (its job expires and another worker sends it; a mail
// whose send the kill cut after the server took it may then arrive twice, which is printed).
import { randomUUID } from 'node:crypto';

import { type APIRequestContext, expect, test } from '@playwright/test';
import { PaymentMethod } from '@shop/contract';

import { orderableProducts } from '../support/orders';
import { type Shopper, createShopper } from '../support/session';
import { CLUSTER, freshClientAddress } from './cluster-ports';
import { type ReceivedMail, clusterAction, mailsTo } from './control';

const SHOPPERS = 8;
const ORDERS_EACH = 3;
/** Orders sent at once: at most this many can be in flight at the kill. */
const CONCURRENCY = 6;

interface Attempt {
  shopper: Shopper;
  key: string;
  orderId?: number;
}

/** Places the attempt's order with its Idempotency-Key, sending it again while the answer is a failure of the cluster. */
async function place(request: APIRequestContext, attempt: Attempt, productId: number, failures: string[]) {
  for (let sent = 0; sent < 100; sent += 1) {
    let status = 0;
    try {
      const response = await request.post(`${CLUSTER.backofficeUrl}/api/v1/common/post-order/post-customer-order`, {
        headers: {
          Token: attempt.shopper.token,
          UserID: String(attempt.shopper.user.UserID),
          'Idempotency-Key': attempt.key,
        },
        data: {
          requestParameters: {
            UserID: attempt.shopper.user.UserID,
            OrderNote: '',
            cartJsonData: JSON.stringify([{ ProductId: productId, Quantity: 1, productSelectedAttributes: [] }]),
            CouponCode: '',
            PaymentMethod: PaymentMethod.CashOnDelivery,
            paymentToken: '',
            payPalOrderConfirmJson: '',
            recordValueJson: '[]',
          },
        },
        timeout: 30_000,
      });
      status = response.status();
      if (status === 200) {
        const [row] = JSON.parse(((await response.json()) as { data: string }).data) as { OrderId: number }[];
        attempt.orderId = row!.OrderId;
        return;
      }
      // 409: the same key is still being placed (by the instance that was killed, until its claim is stale).
      if (status !== 409 && status < 500) throw new Error(`order refused: ${status} ${await response.text()}`);
    } catch (error) {
      if (String(error).includes('order refused')) throw error;
    }
    if (status !== 409) failures.push(`${status || 'no answer'}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`order ${attempt.key} was never placed`);
}

async function stockOf(request: APIRequestContext, productId: number): Promise<number> {
  const response = await request.post(`${CLUSTER.backofficeUrl}/api/v1/dynamic/dataoperation/get-product_detail`, {
    headers: { Token: '', UserID: '' },
    data: { requestParameters: { ProductId: productId } },
  });
  expect(response.status()).toBe(200);
  const [detail] = JSON.parse(((await response.json()) as { data: string }).data) as { StockQuantity: number }[];
  return detail!.StockQuantity;
}

test('orders through a back-office killed and restarted each exist once, stock holds, mails go once', async ({
  request,
}) => {
  test.setTimeout(300_000);
  const { physical } = await orderableProducts(request, 'en');
  const shoppers = await Promise.all(
    Array.from({ length: SHOPPERS }, () => createShopper(request, {}, freshClientAddress())),
  );
  const attempts: Attempt[] = shoppers.flatMap((shopper) =>
    Array.from({ length: ORDERS_EACH }, () => ({ shopper, key: randomUUID() })),
  );
  const stockBefore = await stockOf(request, physical.id);
  expect(stockBefore).toBeGreaterThanOrEqual(attempts.length);

  const failures: string[] = [];
  const queue = [...attempts];
  let started = 0;
  const killed = (async () => {
    // Once a third of the orders are under way, the first back-office dies mid-stream and comes back.
    while (started < attempts.length / 3) await new Promise((resolve) => setTimeout(resolve, 20));
    await clusterAction(request, 'backoffice/1', 'kill');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await clusterAction(request, 'backoffice/1', 'start');
  })();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let attempt = queue.shift(); attempt; attempt = queue.shift()) {
        started += 1;
        await place(request, attempt, physical.id, failures);
      }
    }),
  );
  await killed;

  const orderIds = attempts.map((attempt) => attempt.orderId);
  console.log(
    `failover: ${attempts.length} orders through nginx, ${failures.length} failed answers around the kill ` +
      `(${failures.join(', ') || 'none'}), each sent again with its key`,
  );
  expect(new Set(orderIds).size, 'one order per key').toBe(attempts.length);
  expect(failures.length, 'only requests in flight at the kill fail').toBeLessThanOrEqual(CONCURRENCY);
  expect(await stockOf(request, physical.id)).toBe(stockBefore - attempts.length);

  // Each shopper's history holds exactly their orders, and a confirmation mail of each arrived.
  let twice = 0;
  for (const shopper of shoppers) {
    const history = await request.post(
      `${CLUSTER.backofficeUrl}/api/v1/dynamic/dataoperation/get-customer-order-history-master`,
      {
        headers: { Token: shopper.token, UserID: String(shopper.user.UserID) },
        data: { requestParameters: { UserId: shopper.user.UserID, recordValueJson: '[]' } },
      },
    );
    const orders = JSON.parse(((await history.json()) as { data: string }).data) as {
      OrderId: number;
      OrderNumber: string;
    }[];
    const mine = attempts.filter((attempt) => attempt.shopper === shopper).map((attempt) => attempt.orderId);
    expect(orders.map((order) => order.OrderId).sort()).toEqual(mine.sort());
    const confirmations = (mails: ReceivedMail[], order: { OrderNumber: string }) =>
      mails.filter((mail) => mail.raw.includes(`Order ${order.OrderNumber} confirmed`)).length;
    // A mail a killed worker held comes back to the queue after its expiry and the next maintenance.
    const unconfirmed = async () => {
      const mails = await mailsTo(request, shopper.email, 0);
      return orders.filter((order) => confirmations(mails, order) === 0).map((order) => order.OrderNumber);
    };
    await expect.poll(unconfirmed, { timeout: 150_000, intervals: [1_000] }).toEqual([]);
    const mails = await mailsTo(request, shopper.email, 0);
    twice += orders.filter((order) => confirmations(mails, order) > 1).length;
  }
  console.log(`failover: every order's confirmation delivered; ${twice} delivered twice (a send cut by the kill)`);
});

import { type CurrencyCode, OrderStatusName, PaymentMethod } from '@shop/contract';
import { resolveSession } from '../accounts/sessions';
import { adminLink, notifyStaff } from '../admin/staff-notifications';
import type { Config } from '../config';
import { toMoney } from '../catalog/money';
import type { PaymentProviders } from '../payments/providers';
import type { EndpointHandler, EndpointHandlers } from '../protocol/register-endpoints';
import { failure, rows, type Outcome } from '../protocol/outcome';
import { claimKey, releaseKey, requestDigest, storeAnswer } from './idempotency';
import { findOrderForMail, listItemsOfOwnOrder, listOrdersOf } from './order-repository';
import { composeNewOrderNotice } from '../mail/new-order-notice-mail';
import { composeOrderConfirmationMail } from '../mail/order-confirmation-mail';
import type { Mailer } from '../mail/mailer';
import type { ShopMetrics } from '../metrics/shop-metrics';
import { findShopName } from '../mail/shop-name-repository';
import type { RequestContext } from '../protocol/context';
import { placeOrder } from './place-order';

export const IdempotencyMessages = {
  inProgress: 'This order is already being placed. Please wait a moment.',
  conflict: 'Idempotency-Key: this key was already used for a different order',
} as const;

// A repeat that arrives while the first request is still at work waits for its answer this long.
const REPLAY_WAIT_MS = 15_000;
const REPLAY_POLL_MS = 50;

/**
 * The key that makes a repeated submission harmless: the `Idempotency-Key` header, or else the
 * payment's own id (a card token or a wallet capture can pay for one order only).
 */
function idempotencyKeyOf(
  headerKey: string,
  params: { PaymentMethod: number; paymentToken: string; payPalOrderConfirmJson: string },
): string | undefined {
  if (headerKey) return `key:${headerKey.slice(0, 200)}`;
  if (params.PaymentMethod === PaymentMethod.Card && params.paymentToken)
    return `card:${requestDigest(params.paymentToken)}`;
  if (params.PaymentMethod === PaymentMethod.Wallet && params.payPalOrderConfirmJson) {
    return `wallet:${requestDigest(params.payPalOrderConfirmJson)}`;
  }
  return undefined;
}

/** What placing an order needs beyond the request: the payment providers, and the mailer and config to tell people. */
export interface OrderHandlerDeps {
  providers: PaymentProviders;
  mailer: Mailer;
  config: Pick<Config, 'PUBLIC_URL'>;
  metrics?: Pick<ShopMetrics, 'orderPlaced' | 'payment'>;
}

const paymentMethodNames = new Map<number, string>(Object.entries(PaymentMethod).map(([name, code]) => [code, name]));

/** Counts an order's attempt: placed or not, and how its payment went. */
function countOrder(metrics: OrderHandlerDeps['metrics'], paymentMethod: number, outcome: Outcome<unknown>) {
  if (!metrics) return;
  const method = paymentMethodNames.get(paymentMethod) ?? 'unknown';
  if (outcome.ok) {
    metrics.orderPlaced(method);
    metrics.payment(method, paymentMethod === PaymentMethod.CashOnDelivery ? 'on-delivery' : 'paid');
  } else {
    metrics.payment(method, outcome.statusCode === 402 ? 'declined' : 'refused');
  }
}

function placeOrderHandler({
  providers,
  mailer,
  config,
  metrics,
}: OrderHandlerDeps): EndpointHandler<'post-order/post-customer-order'> {
  return async (params, context) => {
    const session = await resolveSession(context, params);
    if (!session.ok) return session;
    const scopedKey = idempotencyKeyOf(context.idempotencyKey, params);
    const place = async (key: string) => {
      const outcome = await placeOrder(
        { db: context.db, providers, log: context.log },
        { userId: session.userId, languageId: context.languageId, params, idempotencyKey: key },
      );
      countOrder(metrics, params.PaymentMethod, outcome);
      const orderId = outcome.ok ? Number(outcome.rows[0]?.OrderId) : 0;
      if (orderId > 0) await announceOrder(context, mailer, config, orderId);
      return outcome;
    };
    if (!scopedKey) return place(`order:${crypto.randomUUID()}`);

    const key = `${session.userId}:${scopedKey}`;
    const digest = requestDigest(params);
    const deadline = Date.now() + REPLAY_WAIT_MS;
    for (;;) {
      const claim = await claimKey(context.db, key, session.userId, digest);
      if (claim.kind === 'conflict') return failure(422, IdempotencyMessages.conflict);
      if (claim.kind === 'replay') return claim.answer.outcome as Outcome<never>;
      if (claim.kind === 'claimed') break;
      if (Date.now() > deadline) return failure(409, IdempotencyMessages.inProgress);
      await new Promise((resolve) => setTimeout(resolve, REPLAY_POLL_MS));
    }
    try {
      const outcome = await place(key);
      await storeAnswer(context.db, key, { statusCode: outcome.ok ? 200 : outcome.statusCode, outcome });
      return outcome;
    } catch (error) {
      // Unexpected: let the shopper try again with the same key.
      await releaseKey(context.db, key).catch(() => undefined);
      throw error;
    }
  };
}

const orderHistoryHandler: EndpointHandler<'get-customer-order-history-master'> = async (params, context) => {
  const session = await resolveSession(context, params);
  if (!session.ok) return session;
  const records = await listOrdersOf(context.db, session.userId);
  return rows(
    records.map((record) => ({
      OrderId: record.id,
      OrderNumber: record.order_number,
      OrderDateUTC: new Date(record.created_at).toISOString(),
      LatestStatusName: OrderStatusName[record.status as keyof typeof OrderStatusName] ?? String(record.status),
      TotalItems: record.total_items,
      OrderTotal: toMoney(record.order_total),
      CurrencyCode: record.currency as CurrencyCode,
    })),
  );
};

const orderDetailHandler: EndpointHandler<'get-customer-order-history-detail'> = async (params, context) => {
  const session = await resolveSession(context);
  if (!session.ok) return session;
  const items = await listItemsOfOwnOrder(context.db, params.OrderId, session.userId, context.languageId);
  // Someone else's order is answered like one that does not exist.
  if (!items) return failure(404, `OrderId: no order ${params.OrderId} in your order history`);
  return rows(
    items.map((item) => ({
      OrderItemID: item.id,
      ProductName: item.product_name,
      DefaultImageUrl: item.image_url,
      Price: toMoney(item.unit_price),
      Quantity: item.quantity,
      OrderItemTotal: toMoney(item.line_total),
      IsDigitalProduct: item.is_digital,
      LatestStatusID: item.status,
      ShippingStatusID: item.shipping_status,
    })),
  );
};

/**
 * Mails the order's confirmation to the customer and a notice to the staff who follow new orders, in the
 * background: the shopper's answer never waits for the mail server.
 */
async function announceOrder(
  context: RequestContext,
  mailer: Mailer,
  config: OrderHandlerDeps['config'],
  orderId: number,
): Promise<void> {
  const details = await findOrderForMail(context.db, orderId);
  if (!details) return;
  const cashOnDelivery = details.paymentMethod === PaymentMethod.CashOnDelivery;
  const shopName = await findShopName(context.db, context.languageId);
  const mail = composeOrderConfirmationMail({
    shopName,
    languageId: context.languageId,
    customerName: details.customerName,
    orderNumber: details.orderNumber,
    lines: details.lines,
    total: details.total,
    currency: details.currency,
    cashOnDelivery,
  });
  // Queued before the shopper is answered: an order they were told of has its confirmation on the queue.
  await mailer.sendInBackground({ ...mail, to: details.email, fromName: shopName }, context.log, { orderId });
  await notifyStaff(
    { db: context.db, mailer, log: context.log },
    (member, memberShopName) =>
      composeNewOrderNotice({
        shopName: memberShopName,
        language: member.language,
        orderNumber: details.orderNumber,
        customerName: details.customerFullName,
        units: details.lines.reduce((sum, line) => sum + line.quantity, 0),
        total: details.total,
        currency: details.currency,
        cashOnDelivery,
        adminUrl: adminLink(config, `orders/${orderId}`),
      }),
    { orderId },
  );
}

export function createOrderHandlers(deps: OrderHandlerDeps): EndpointHandlers {
  return {
    'post-order/post-customer-order': placeOrderHandler(deps),
    'get-customer-order-history-master': orderHistoryHandler,
    'get-customer-order-history-detail': orderDetailHandler,
  };
}

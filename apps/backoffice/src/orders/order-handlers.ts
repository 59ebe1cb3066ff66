import { type CurrencyCode, OrderStatusName, PaymentMethod, problem } from '@shop/contract';
import { toMoney } from '../catalog/money';
import { failure, rows } from '../protocol/outcome';
import { signedIn, type EndpointHandlers, type SignedInHandler } from '../protocol/register-endpoints';
import { claimKey, replayedOutcome, requestDigest } from './idempotency';
import { releaseKey, storeAnswer } from './idempotency-repository';
import { listItemsOfOwnOrder, listOrdersOf } from './order-repository';
import { placeOrder, type PlaceOrderDeps } from './place-order';

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
export type OrderHandlerDeps = Omit<PlaceOrderDeps, 'db' | 'log'>;

function placeOrderHandler(deps: OrderHandlerDeps): SignedInHandler<'post-order/post-customer-order'> {
  return async (params, context) => {
    const { userId } = context.session;
    const scopedKey = idempotencyKeyOf(context.idempotencyKey, params);
    const place = (key: string) =>
      placeOrder(
        { ...deps, db: context.db, log: context.log },
        { userId, languageId: context.languageId, params, idempotencyKey: key },
      );
    if (!scopedKey) return place(`order:${crypto.randomUUID()}`);

    const key = `${userId}:${scopedKey}`;
    const digest = requestDigest(params);
    const deadline = Date.now() + REPLAY_WAIT_MS;
    for (;;) {
      const claim = await claimKey(context.db, key, userId, digest);
      if (claim.kind === 'conflict') return failure(422, problem('IDEMPOTENCY_KEY_REUSED'));
      if (claim.kind === 'replay') return replayedOutcome(claim.answer.outcome);
      if (claim.kind === 'claimed') break;
      if (Date.now() > deadline) return failure(409, problem('ORDER_IN_PROGRESS'));
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

const orderHistoryHandler: SignedInHandler<'get-customer-order-history-master'> = async (_params, { db, session }) => {
  const records = await listOrdersOf(db, session.userId);
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

const orderDetailHandler: SignedInHandler<'get-customer-order-history-detail'> = async (params, context) => {
  const items = await listItemsOfOwnOrder(context.db, params.OrderId, context.session.userId, context.languageId);
  // Someone else's order is answered like one that does not exist.
  if (!items) return failure(404, problem('ORDER_NOT_FOUND', { id: params.OrderId }));
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

export function createOrderHandlers(deps: OrderHandlerDeps): EndpointHandlers {
  return {
    'post-order/post-customer-order': signedIn(placeOrderHandler(deps)),
    'get-customer-order-history-master': signedIn(orderHistoryHandler),
    'get-customer-order-history-detail': signedIn(orderDetailHandler),
  };
}

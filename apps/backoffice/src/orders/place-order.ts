import { PaymentMethod, ResponseMsg, problem, type ParsedParamsOf, type Problem, type WireRowOf } from '@shop/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../db/database';
import { isUniqueViolation } from '../db/database-errors';
import { findUserRecord, type UserRecord } from '../accounts/users-repository';
import { loadCartCatalog } from '../cart/cart-repository';
import { couponDiscount } from '../cart/coupon-discount';
import { countRedemptions, findCoupon } from '../cart/coupon-repository';
import { pricingCurrency } from '../cart/currency';
import { paymentMethodOffered } from '../content/shop-settings-repository';
import { priceCart, type PricedCart, type PricedLine, type PricingCurrency } from '../cart/price-cart';
import type { ShopMetrics } from '../metrics/shop-metrics';
import type { PaymentProviders } from '../payments/providers';
import { failure, rows, type Outcome } from '../protocol/outcome';
import { announceOrder, type AnnounceOrderDeps } from './announce-order';
import { claimWalletPayment, giveBack, pay, type TakenPayment, type WalletPayment } from './order-payment';
import { OrderRefused } from './order-refusal';
import {
  countCouponUse,
  findOrderByIdempotencyKey,
  insertOrder,
  takeFromStock,
  type StockTake,
} from './order-repository';

type PlaceOrderParams = ParsedParamsOf<'post-order/post-customer-order'>;
type PlaceOrderRow = WireRowOf<'post-order/post-customer-order'>;

export interface PlaceOrderDeps extends AnnounceOrderDeps {
  db: Database;
  providers: PaymentProviders;
  log: FastifyBaseLogger;
  metrics?: Pick<ShopMetrics, 'orderPlaced' | 'payment'>;
}

/** One order as the signed-in customer asked for it. */
export interface OrderRequest {
  userId: number;
  languageId: number;
  params: PlaceOrderParams;
  idempotencyKey: string;
}

/**
 * Places an order for a signed-in customer. In one transaction: the cart's products are locked
 * and priced again from the catalogue (nothing the browser says about money is used), every line
 * is checked, the coupon is applied, the payment is taken or verified, stock is taken from each
 * line's variant and its product's total with guards that never let either go below zero, and the
 * order is written. Anything refused rolls all of it back: no order, no stock change, no coupon
 * use, and a taken payment is given back. A placed order is then mailed to the customer and staff.
 */
export async function placeOrder(deps: PlaceOrderDeps, request: OrderRequest): Promise<Outcome<PlaceOrderRow>> {
  const { db, providers } = deps;
  let placed: { id: number; orderNumber: string };
  try {
    const currency = await checkOrderRequest(db, request.params);
    placed = await db.transaction(async (tx) => {
      // The process that placed this order may have stopped before the answer was kept (a crash
      // between the commit and storing the answer): the retry is answered with that order, never a second one.
      const earlier = await findOrderByIdempotencyKey(tx, request.idempotencyKey);
      if (earlier) return earlier;
      const customer = await findCustomer(tx, request);
      const cart = await priceLockedCart(tx, request, currency);
      // A wallet payment was captured before this call: once it is known to be genuine and unused,
      // any refusal below gives it back.
      const wallet = await claimWalletPayment(tx, providers, request.params);
      refuseUnorderableLines(cart, wallet);
      const coupon = await redeemCoupon(tx, request, { cart, currency, wallet });
      const amount = { cents: cart.total - coupon.discount, currency: currency.code };
      const payment = await pay(tx, providers, { ...request, amount }, wallet);
      await reserveStock(tx, cart.lines, payment);
      return recordOrder(tx, request, { customer, cart, coupon, payment });
    });
  } catch (error) {
    if (!(error instanceof OrderRefused)) throw error;
    await giveBack(deps.log, error.takenPayment);
    return counted(deps, request, failure(error.statusCode, error.problem));
  }
  const answer = rows([{ ResponseMsg: ResponseMsg.orderPlaced, OrderId: placed.id, OrderNumber: placed.orderNumber }]);
  counted(deps, request, answer);
  await announceOrder(deps, request.languageId, placed.id);
  return answer;
}

/** The order's pricing currency, once the request names one the shop offers and a payment it takes (else 400). */
async function checkOrderRequest(db: Database, params: PlaceOrderParams): Promise<PricingCurrency> {
  const currency = await pricingCurrency(db, params.CurrencyCode);
  if (!currency) throw new OrderRefused(400, problem('CURRENCY_NOT_OFFERED'));
  if (!(await paymentMethodOffered(db, params.PaymentMethod))) {
    throw new OrderRefused(400, problem('PAYMENT_METHOD_NOT_OFFERED'));
  }
  if (params.PaymentMethod === PaymentMethod.Card && !params.paymentToken) {
    throw new OrderRefused(400, problem('PAYMENT_TOKEN_REQUIRED'));
  }
  if (params.PaymentMethod === PaymentMethod.Wallet && !params.payPalOrderConfirmJson) {
    throw new OrderRefused(400, problem('WALLET_CONFIRMATION_REQUIRED'));
  }
  return currency;
}

/** The customer the order is for, with the address it is billed and sent to (409 when the account is gone). */
async function findCustomer(tx: Executor, request: OrderRequest): Promise<UserRecord> {
  const customer = await findUserRecord(tx, request.userId, request.languageId);
  if (!customer) throw new OrderRefused(409, problem('CUSTOMER_UNKNOWN'));
  return customer;
}

/** Prices the cart from the catalogue, its products locked (in id order) until the order is written. */
async function priceLockedCart(tx: Executor, request: OrderRequest, currency: PricingCurrency): Promise<PricedCart> {
  const productIds = request.params.cartJsonData.map((line) => line.ProductId);
  const catalog = await loadCartCatalog(tx, productIds, request.languageId, { forUpdate: true });
  return priceCart(request.params.cartJsonData, catalog, currency);
}

/** Why a line cannot be ordered, naming its product. */
function lineProblem(line: PricedLine): Problem | undefined {
  const product = productName(line);
  switch (line.status) {
    case 'ok':
      return undefined;
    case 'not-found':
      return problem('PRODUCT_UNAVAILABLE', { product });
    case 'out-of-stock':
      return problem('OUT_OF_STOCK', { product });
    case 'insufficient-stock':
      return problem('LOW_STOCK', { product, left: line.availableQuantity });
    case 'quantity-exceeded':
      return problem('QUANTITY_LIMIT', { max: line.availableQuantity });
    case 'options-required':
    case 'invalid-options':
      return problem('OPTIONS_CHANGED', { product });
  }
}

const productName = (line: Pick<PricedLine, 'name' | 'productId'>) => line.name || `Product ${line.productId}`;

/** Refuses the order (409) at its first line that cannot be ordered. */
function refuseUnorderableLines(cart: PricedCart, taken: TakenPayment | undefined): void {
  for (const line of cart.lines) {
    const refusal = lineProblem(line);
    if (refusal) throw new OrderRefused(409, refusal, taken);
  }
}

/** The order's coupon and the discount it gives; no coupon asked for is a discount of 0. */
interface RedeemedCoupon {
  couponId: number | null;
  discount: number;
}

/** Checks the order's coupon and counts its use (409 when it gives this cart nothing or is used up). */
async function redeemCoupon(
  tx: Executor,
  request: OrderRequest,
  order: { cart: PricedCart; currency: PricingCurrency; wallet: WalletPayment | undefined },
): Promise<RedeemedCoupon> {
  const { cart, currency } = order;
  if (!request.params.CouponCode) return { couponId: null, discount: 0 };
  // Check and use are one step: the coupon's row is locked before its uses are counted, so
  // concurrent orders with it (even for other products, which do not wait on each other's
  // product locks) count one after the other and none reads a count another is about to raise.
  // No deadlock: every order takes its product rows first (in id order, priceLockedCart), then this
  // one coupon row, and asks for no new lock on either afterwards (the use count below updates the
  // row it already holds; stock is taken from products it already holds, and from their
  // variants, whose rows are only ever locked by someone holding their product's).
  const coupon = await findCoupon(tx, request.params.CouponCode, { forUpdate: true });
  const discount = couponDiscount(coupon, {
    subtotal: cart.subtotal,
    subtotalUsd: cart.subtotalUsd,
    rate: currency.rate,
    now: new Date(),
    cartHasDiscountedLines: cart.hasDiscountedLines,
    customerRedemptions: coupon ? await countRedemptions(tx, coupon.id, request.userId) : undefined,
  });
  if (!coupon || discount <= 0 || !(await countCouponUse(tx, coupon.id))) {
    throw new OrderRefused(409, problem('COUPON_INVALID'), order.wallet);
  }
  return { couponId: coupon.id, discount };
}

/**
 * The stock an order takes: each variant's units (each product's, for a product without variants)
 * over all the lines, in product then variant order, so two orders take their rows in one order.
 */
function stockTakes(lines: PricedLine[]): StockTake[] {
  const takes = new Map<string, StockTake>();
  for (const line of lines) {
    const key = `${line.productId}:${line.variantId ?? ''}`;
    const take = takes.get(key) ?? { productId: line.productId, variantId: line.variantId, quantity: 0 };
    take.quantity += line.quantity;
    takes.set(key, take);
  }
  return [...takes.values()].sort((a, b) => a.productId - b.productId || (a.variantId ?? 0) - (b.variantId ?? 0));
}

/** Takes the order's units out of stock (409 when a product has fewer left than the order takes). */
async function reserveStock(tx: Executor, lines: PricedLine[], taken: TakenPayment | undefined): Promise<void> {
  // Several lines may hold the same variant: take each variant's units (and its product's) in one step.
  for (const take of stockTakes(lines)) {
    if (!(await takeFromStock(tx, take))) {
      const line = lines.find((candidate) => candidate.productId === take.productId);
      const product = line ? productName(line) : `Product ${take.productId}`;
      throw new OrderRefused(409, problem('OUT_OF_STOCK', { product }), taken);
    }
  }
}

/** What an order is written with, once everything in it is checked and its payment taken. */
interface OrderToRecord {
  customer: UserRecord;
  cart: PricedCart;
  coupon: RedeemedCoupon;
  payment: TakenPayment | undefined;
}

/**
 * Writes the order: its lines, the customer's billing and shipping address as they are now, payment
 * and coupon. A payment recorded since it was checked (reconciliation found it held by no order and
 * owes it back) refuses the order as the payment's own check would; reconciliation gives it back, so
 * this order does not.
 */
async function recordOrder(
  tx: Executor,
  request: OrderRequest,
  order: OrderToRecord,
): Promise<{ id: number; orderNumber: string }> {
  try {
    return await writeOrder(tx, request, order);
  } catch (error) {
    if (!order.payment || !isUniqueViolation(error, 'payments_provider_reference_unique')) throw error;
    // As the card's charge and the wallet's check answer a payment recorded before they looked.
    if (request.params.PaymentMethod === PaymentMethod.Card) throw new OrderRefused(402, problem('CARD_PAYMENT_USED'));
    throw new OrderRefused(409, problem('PAYMENT_ALREADY_USED'));
  }
}

function writeOrder(
  tx: Executor,
  request: OrderRequest,
  order: OrderToRecord,
): Promise<{ id: number; orderNumber: string }> {
  const { customer, cart, coupon, payment } = order;
  return insertOrder(tx, {
    userId: request.userId,
    paymentMethod: request.params.PaymentMethod,
    paid: payment !== undefined,
    currency: cart.currency,
    subtotal: cart.subtotal,
    shipping: cart.shipping,
    discount: coupon.discount,
    total: cart.total - coupon.discount,
    couponId: coupon.couponId,
    couponCode: coupon.couponId === null ? '' : request.params.CouponCode,
    orderNote: request.params.OrderNote,
    billing: {
      firstName: customer.first_name,
      lastName: customer.last_name,
      email: customer.email,
      mobileNo: customer.mobile_no,
      address: customer.address_line_one,
      city: customer.city_name,
      state: customer.state_name,
      country: customer.country_name,
      postalCode: customer.postal_code,
    },
    shippingAddress: {
      name: `${customer.first_name} ${customer.last_name}`.trim(),
      phone: customer.mobile_no,
      address: customer.address_line_one,
      city: customer.city_name ?? '',
      state: customer.state_name ?? '',
      country: customer.country_name ?? '',
      postalCode: customer.postal_code,
    },
    languageId: request.languageId,
    idempotencyKey: request.idempotencyKey,
    lines: cart.lines,
    payment: payment ? { provider: payment.provider, reference: payment.reference } : undefined,
  });
}

const paymentMethodNames = new Map<number, string>(Object.entries(PaymentMethod).map(([name, code]) => [code, name]));

/** Counts an order's attempt, placed or not, and how its payment went; answers the outcome. */
function counted<Row>(deps: PlaceOrderDeps, request: OrderRequest, outcome: Outcome<Row>): Outcome<Row> {
  const { metrics } = deps;
  if (!metrics) return outcome;
  const paymentMethod = request.params.PaymentMethod;
  const method = paymentMethodNames.get(paymentMethod) ?? 'unknown';
  if (outcome.ok) {
    metrics.orderPlaced(method);
    metrics.payment(method, paymentMethod === PaymentMethod.CashOnDelivery ? 'on-delivery' : 'paid');
  } else {
    metrics.payment(method, outcome.statusCode === 402 ? 'declined' : 'refused');
  }
  return outcome;
}

import { Messages, PaymentMethod, ResponseMsg, type ParsedParamsOf, type WireRowOf } from '@shop/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { findUserRecord } from '../accounts/users-repository';
import { loadCartCatalog } from '../cart/cart-repository';
import { couponDiscount } from '../cart/coupon-discount';
import { countRedemptions, findCoupon } from '../cart/coupon-repository';
import { pricingCurrency } from '../cart/currency';
import { paymentMethodOffered } from '../content/shop-settings-repository';
import { priceCart, type PricedLine } from '../cart/price-cart';
import type { PaymentProviders, TakenAmount } from '../payments/providers';
import { failure, rows, type Outcome } from '../protocol/outcome';
import {
  countCouponUse,
  findOrderByIdempotencyKey,
  insertOrder,
  paymentIsUsed,
  takeFromStock,
  type StockTake,
} from './order-repository';

type PlaceOrderParams = ParsedParamsOf<'post-order/post-customer-order'>;
type PlaceOrderRow = WireRowOf<'post-order/post-customer-order'>;

export const OrderMessages = {
  paymentTokenRequired: 'paymentToken: the card payment is missing',
  walletConfirmationRequired: 'payPalOrderConfirmJson: the wallet payment is missing',
  paymentAlreadyUsed: 'This payment was already used for another order.',
  unknownCustomer: 'Your account could not be found. Please log in again.',
  currencyUnavailable: 'CurrencyCode: this currency is not offered by the shop',
  paymentMethodNotOffered: 'PaymentMethod: this payment method is not offered by the shop',
  walletAmountMismatch: 'The wallet payment does not match the order total.',
} as const;

/** Why a line cannot be ordered, in words a shopper understands. */
function lineProblem(line: PricedLine): string | undefined {
  const name = line.name || `Product ${line.productId}`;
  switch (line.status) {
    case 'ok':
      return undefined;
    case 'not-found':
      return `${name} is no longer available.`;
    case 'out-of-stock':
      return `${name} is out of stock.`;
    case 'insufficient-stock':
      return `Only ${line.availableQuantity} of ${name} left in stock.`;
    case 'quantity-exceeded':
      return `Can not add more than ${line.availableQuantity} for this product`;
    case 'options-required':
    case 'invalid-options':
      return `Please choose the options of ${name} again.`;
  }
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

/** A payment already taken when the order is refused, and how to give it back. */
interface TakenPayment {
  reference: string;
  refund: (reference: string) => Promise<void>;
}

/** A refusal inside the order's transaction: it rolls everything back and becomes the answer. */
class OrderRefused extends Error {
  constructor(
    readonly statusCode: 400 | 402 | 409 | 422,
    message: string,
    /** A payment taken before the refusal, to give back. */
    readonly takenPayment?: TakenPayment,
  ) {
    super(message);
  }
}

export interface PlaceOrderDeps {
  db: Database;
  providers: PaymentProviders;
  log: FastifyBaseLogger;
}

/**
 * Places an order for a signed-in customer. In one transaction: the cart's products are locked
 * and priced again from the catalogue (nothing the browser says about money is used), every line
 * is checked, the coupon is applied, the payment is taken or verified, stock is taken from each
 * line's variant and its product's total with guards that never let either go below zero, and the
 * order is written. Anything refused rolls all of it back: no order, no stock change, no coupon
 * use, and a taken payment is given back.
 */
export async function placeOrder(
  deps: PlaceOrderDeps,
  input: { userId: number; languageId: number; params: PlaceOrderParams; idempotencyKey: string },
): Promise<Outcome<PlaceOrderRow> & { statusCode?: number }> {
  const { db, providers } = deps;
  const { params, userId } = input;
  const currency = await pricingCurrency(db, params.CurrencyCode);
  if (!currency) return failure(400, OrderMessages.currencyUnavailable);
  if (!(await paymentMethodOffered(db, params.PaymentMethod))) {
    return failure(400, OrderMessages.paymentMethodNotOffered);
  }
  if (params.PaymentMethod === PaymentMethod.Card && !params.paymentToken) {
    return failure(400, OrderMessages.paymentTokenRequired);
  }
  if (params.PaymentMethod === PaymentMethod.Wallet && !params.payPalOrderConfirmJson) {
    return failure(400, OrderMessages.walletConfirmationRequired);
  }

  let walletAmount: TakenAmount | undefined;
  try {
    const placed = await db.transaction(async (tx) => {
      // The process that placed this order may have stopped before the answer was kept (a crash
      // between the commit and storing the answer): the retry is answered with that order, never a second one.
      const earlier = await findOrderByIdempotencyKey(tx, input.idempotencyKey);
      if (earlier) return earlier;

      const customer = await findUserRecord(tx, userId, input.languageId);
      if (!customer) throw new OrderRefused(409, OrderMessages.unknownCustomer);

      const catalog = await loadCartCatalog(
        tx,
        params.cartJsonData.map((line) => line.ProductId),
        input.languageId,
        { forUpdate: true },
      );
      const cart = priceCart(params.cartJsonData, catalog, currency);

      // A wallet payment was captured before this call: once it is known to be genuine and unused,
      // any refusal below gives it back.
      let taken: TakenPayment | undefined;
      let payment: { provider: string; reference: string } | undefined;
      if (params.PaymentMethod === PaymentMethod.Wallet) {
        const capture = await providers.wallet.verifyCapture(tx, { confirmJson: params.payPalOrderConfirmJson });
        if (!capture.ok) throw new OrderRefused(402, capture.message);
        if (await paymentIsUsed(tx, capture.reference)) throw new OrderRefused(409, OrderMessages.paymentAlreadyUsed);
        taken = { reference: capture.reference, refund: (reference) => providers.wallet.refund(reference) };
        payment = capture;
        walletAmount = capture.amount;
      }

      for (const line of cart.lines) {
        const problem = lineProblem(line);
        if (problem) throw new OrderRefused(409, problem, taken);
      }

      let couponId: number | null = null;
      let discount = 0;
      if (params.CouponCode) {
        // Check and use are one step: the coupon's row is locked before its uses are counted, so
        // concurrent orders with it (even for other products, which do not wait on each other's
        // product locks) count one after the other and none reads a count another is about to raise.
        // No deadlock: every order takes its product rows first (in id order, above), then this one
        // coupon row, and asks for no new lock on either afterwards (the use count below updates the
        // row it already holds; stock is taken from products it already holds, and from their
        // variants, whose rows are only ever locked by someone holding their product's).
        const coupon = await findCoupon(tx, params.CouponCode, { forUpdate: true });
        discount = couponDiscount(coupon, {
          subtotal: cart.subtotal,
          subtotalUsd: cart.subtotalUsd,
          rate: currency.rate,
          now: new Date(),
          cartHasDiscountedLines: cart.hasDiscountedLines,
          customerRedemptions: coupon ? await countRedemptions(tx, coupon.id, userId) : undefined,
        });
        if (!coupon || discount <= 0 || !(await countCouponUse(tx, coupon.id))) {
          throw new OrderRefused(409, Messages.couponInvalid, taken);
        }
        couponId = coupon.id;
      }
      const total = cart.total - discount;

      if (walletAmount && (walletAmount.cents !== total || walletAmount.currency !== currency.code)) {
        throw new OrderRefused(402, OrderMessages.walletAmountMismatch, taken);
      }
      if (params.PaymentMethod === PaymentMethod.Card) {
        const charge = await providers.card.charge(tx, {
          token: params.paymentToken,
          amount: { cents: total, currency: currency.code },
          idempotencyKey: input.idempotencyKey,
          description: `Order of customer ${userId}`,
        });
        if (!charge.ok) throw new OrderRefused(402, charge.message);
        taken = { reference: charge.reference, refund: (reference) => providers.card.refund(reference) };
        payment = charge;
      }

      // Several lines may hold the same variant: take each variant's units (and its product's) in one step.
      for (const take of stockTakes(cart.lines)) {
        if (!(await takeFromStock(tx, take))) {
          const name =
            cart.lines.find((line) => line.productId === take.productId)?.name ?? `Product ${take.productId}`;
          throw new OrderRefused(409, `${name} is out of stock.`, taken);
        }
      }

      return insertOrder(tx, {
        userId,
        paymentMethod: params.PaymentMethod,
        paid: payment !== undefined,
        currency: currency.code,
        subtotal: cart.subtotal,
        shipping: cart.shipping,
        discount,
        total,
        couponId,
        couponCode: couponId === null ? '' : params.CouponCode,
        orderNote: params.OrderNote,
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
        languageId: input.languageId,
        idempotencyKey: input.idempotencyKey,
        lines: cart.lines,
        payment: payment ? { provider: payment.provider, reference: payment.reference } : undefined,
      });
    });
    return rows([{ ResponseMsg: ResponseMsg.orderPlaced, OrderId: placed.id, OrderNumber: placed.orderNumber }]);
  } catch (error) {
    if (!(error instanceof OrderRefused)) throw error;
    if (error.takenPayment) {
      await error.takenPayment.refund(error.takenPayment.reference).catch((refundError: unknown) => {
        deps.log.error(
          { err: refundError, reference: error.takenPayment?.reference },
          'refund after a refused order failed',
        );
      });
    }
    return { ok: false, statusCode: error.statusCode as 409, errorMessage: error.message };
  }
}

// The order's payment: a wallet payment the shopper captured before the order, or a card charged
// with it; inside the order's transaction, so a refused order takes nothing, or gives it back.
import { PaymentMethod, problem, type ParsedParamsOf } from '@shop/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../db/database';
import type { Amount, PaymentProviders, TakenAmount } from '../payments/providers';
import { paymentIsUsed } from './order-repository';
import { OrderRefused } from './order-refusal';

type PlaceOrderParams = ParsedParamsOf<'post-order/post-customer-order'>;

/** A payment taken for an order (a card charged, a wallet capture verified), and how to give it back. */
export interface TakenPayment {
  provider: string;
  reference: string;
  refund: (reference: string) => Promise<void>;
}

/** A wallet capture verified with the provider, with what it took. */
export interface WalletPayment extends TakenPayment {
  amount: TakenAmount;
}

/**
 * The wallet payment the shopper captured before placing the order, once it is known to be genuine
 * and unused (402 and 409 otherwise); undefined for any other payment method.
 */
export async function claimWalletPayment(
  tx: Executor,
  providers: PaymentProviders,
  params: PlaceOrderParams,
): Promise<WalletPayment | undefined> {
  if (params.PaymentMethod !== PaymentMethod.Wallet) return undefined;
  const capture = await providers.wallet.verifyCapture(tx, { confirmJson: params.payPalOrderConfirmJson });
  if (!capture.ok) throw new OrderRefused(402, capture.problem);
  if (await paymentIsUsed(tx, capture.reference)) throw new OrderRefused(409, problem('PAYMENT_ALREADY_USED'));
  const { provider, reference, amount } = capture;
  return { provider, reference, amount, refund: (taken) => providers.wallet.refund(taken) };
}

/**
 * Pays `amount`: the wallet's capture must be for exactly that; a card is charged it (402 when the
 * card is declined). Answers the payment, or undefined for cash on delivery.
 */
export async function pay(
  tx: Executor,
  providers: PaymentProviders,
  order: { userId: number; params: PlaceOrderParams; idempotencyKey: string; amount: Amount },
  wallet: WalletPayment | undefined,
): Promise<TakenPayment | undefined> {
  const { amount } = order;
  if (wallet && (wallet.amount.cents !== amount.cents || wallet.amount.currency !== amount.currency)) {
    throw new OrderRefused(402, problem('WALLET_AMOUNT_MISMATCH'), wallet);
  }
  if (order.params.PaymentMethod !== PaymentMethod.Card) return wallet;
  const charge = await providers.card.charge(tx, {
    token: order.params.paymentToken,
    amount,
    idempotencyKey: order.idempotencyKey,
    description: `Order of customer ${order.userId}`,
  });
  if (!charge.ok) throw new OrderRefused(402, charge.problem);
  return { provider: charge.provider, reference: charge.reference, refund: (taken) => providers.card.refund(taken) };
}

/** Gives back a payment taken for an order that was then refused; a refund that fails is logged, not thrown. */
export async function giveBack(log: FastifyBaseLogger, payment: TakenPayment | undefined): Promise<void> {
  await payment?.refund(payment.reference).catch((refundError: unknown) => {
    log.error({ err: refundError, reference: payment.reference }, 'refund after a refused order failed');
  });
}

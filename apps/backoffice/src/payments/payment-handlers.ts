import { problem, type SessionEndpointName } from '@shop/contract';
import { offeredPaymentMethods } from '../content/shop-settings-repository';
import type { Database } from '../db/database';
import {
  signedIn,
  type EndpointHandler,
  type EndpointHandlers,
  type SignedInHandler,
} from '../protocol/register-endpoints';
import { failure, rows } from '../protocol/outcome';
import { toCents } from '../catalog/money';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { RateLimits } from '../rate-limit/rate-limit-rules';
import { limitPaymentCall, type PaymentCallLimits } from './payment-admission';
import type { PaymentProviders } from './providers';
import { createSandboxCardToken } from './sandbox-card';
import { findWalletOrder } from './sandbox-repository';
import { advanceWalletOrder, captureAnswer, createWalletOrder } from './sandbox-wallet';

const cardTokenLimits: PaymentCallLimits = {
  perUser: RateLimits.cardTokensPerUser,
  perAddress: RateLimits.cardTokensPerAddress,
};
const walletLimits: PaymentCallLimits = {
  perUser: RateLimits.walletCallsPerUser,
  perAddress: RateLimits.walletCallsPerAddress,
};

/** A payment helper call (their contract requires a session) within `limits`; 429 beyond them. */
function guarded<N extends SessionEndpointName>(
  rateLimiter: RateLimiter,
  limits: PaymentCallLimits,
  handler: SignedInHandler<N>,
): EndpointHandler<N> {
  return signedIn<N>(async (params, context) => {
    const limited = await limitPaymentCall(rateLimiter, limits, { userId: context.session.userId, ip: context.ip });
    if (limited) return limited;
    return handler(params, context);
  });
}

/**
 * How card and wallet payments are taken, for the storefront; the sandbox's own calls when the
 * sandbox stands in for a provider, and the server-side PayPal create and capture when live PayPal
 * is. A method that is unavailable has no calls at all. Every call that makes or moves a payment is
 * for a signed-in shopper and limited per shopper and per address.
 */
export function createPaymentHandlers(
  providers: PaymentProviders,
  db: Database,
  rateLimiter: RateLimiter,
): EndpointHandlers {
  const handlers: EndpointHandlers = {
    'get-strp-pub-key': async () => {
      // A method the owner switched off is as unavailable as one the shop has no keys for.
      const offered = await offeredPaymentMethods(db);
      return rows([
        {
          PublishableKey: offered.card ? providers.card.publishableKey : '',
          Mode: offered.card ? providers.card.mode : 'unavailable',
          WalletMode: offered.wallet ? providers.wallet.mode : 'unavailable',
          CashOnDeliveryOffered: offered.cashOnDelivery,
        },
      ]);
    },
  };
  if (providers.card.mode === 'sandbox') {
    handlers['payments/sandbox-card-token'] = guarded(rateLimiter, cardTokenLimits, async (params, context) => {
      const token = await createSandboxCardToken(context.db, params);
      if (!token.ok) return failure(400, token.problem);
      return rows([{ PaymentToken: token.token, Brand: token.brand, Last4: token.last4 }]);
    });
  }
  if (providers.wallet.mode === 'sandbox') {
    handlers['payments/sandbox-wallet-create'] = guarded(rateLimiter, walletLimits, async (params) => {
      const order = await createWalletOrder(db, { cents: toCents(params.Amount), currency: params.CurrencyCode });
      return rows([{ WalletOrderId: order.id, Status: order.status }]);
    });
    handlers['payments/sandbox-wallet-approve'] = guarded(rateLimiter, walletLimits, async (params) => {
      const order = await advanceWalletOrder(db, params.WalletOrderId, 'approve');
      if (order) return rows([{ WalletOrderId: order.id, Status: order.status }]);
      return (await findWalletOrder(db, params.WalletOrderId))
        ? failure(409, problem('WALLET_WRONG_STATE'))
        : failure(404, problem('WALLET_ORDER_NOT_FOUND'));
    });
    handlers['payments/sandbox-wallet-capture'] = guarded(rateLimiter, walletLimits, async (params) => {
      const order = await advanceWalletOrder(db, params.WalletOrderId, 'capture');
      if (order) return rows([{ WalletOrderId: order.id, Status: order.status, CaptureJson: captureAnswer(order) }]);
      return (await findWalletOrder(db, params.WalletOrderId))
        ? failure(409, problem('WALLET_WRONG_STATE'))
        : failure(404, problem('WALLET_ORDER_NOT_FOUND'));
    });
  }
  const checkout = providers.wallet.checkout;
  if (checkout) {
    handlers['payments/wallet-create-order'] = guarded(rateLimiter, walletLimits, async (params) => {
      const order = await checkout.createOrder({ cents: toCents(params.Amount), currency: params.CurrencyCode });
      if (!order.ok) return failure(order.statusCode, order.problem);
      return rows([{ WalletOrderId: order.walletOrderId, Status: order.status }]);
    });
    handlers['payments/wallet-capture-order'] = guarded(rateLimiter, walletLimits, async (params) => {
      const order = await checkout.captureOrder(params.WalletOrderId);
      if (!order.ok) return failure(order.statusCode, order.problem);
      return rows([{ WalletOrderId: order.walletOrderId, Status: order.status, CaptureJson: order.captureJson }]);
    });
  }
  return handlers;
}

import type { Database } from '../db/database';
import type { EndpointHandlers } from '../protocol/register-endpoints';
import { failure, rows } from '../protocol/outcome';
import { toCents } from '../catalog/money';
import type { PaymentProviders } from './providers';
import { createSandboxCardToken } from './sandbox-card';
import {
  SandboxWalletMessages,
  advanceWalletOrder,
  captureAnswer,
  createWalletOrder,
  findWalletOrder,
} from './sandbox-wallet';

/**
 * The card key for the storefront; the sandbox's own calls when no live provider is set, and the
 * server-side PayPal create and capture when live PayPal is.
 */
export function createPaymentHandlers(providers: PaymentProviders, db: Database): EndpointHandlers {
  const handlers: EndpointHandlers = {
    'get-strp-pub-key': async () =>
      rows([{ PublishableKey: providers.card.publishableKey, Mode: providers.card.mode }]),
  };
  if (providers.card.mode === 'sandbox') {
    handlers['payments/sandbox-card-token'] = async (params, context) => {
      const token = await createSandboxCardToken(context.db, params);
      if (!token.ok) return failure(400, token.message);
      return rows([{ PaymentToken: token.token, Brand: token.brand, Last4: token.last4 }]);
    };
  }
  if (providers.wallet.mode === 'sandbox') {
    handlers['payments/sandbox-wallet-create'] = async (params) => {
      const order = await createWalletOrder(db, { cents: toCents(params.Amount), currency: params.CurrencyCode });
      return rows([{ WalletOrderId: order.id, Status: order.status }]);
    };
    handlers['payments/sandbox-wallet-approve'] = async (params) => {
      const order = await advanceWalletOrder(db, params.WalletOrderId, 'approve');
      if (order) return rows([{ WalletOrderId: order.id, Status: order.status }]);
      return (await findWalletOrder(db, params.WalletOrderId))
        ? failure(409, SandboxWalletMessages.wrongState)
        : failure(404, SandboxWalletMessages.notFound);
    };
    handlers['payments/sandbox-wallet-capture'] = async (params) => {
      const order = await advanceWalletOrder(db, params.WalletOrderId, 'capture');
      if (order) return rows([{ WalletOrderId: order.id, Status: order.status, CaptureJson: captureAnswer(order) }]);
      return (await findWalletOrder(db, params.WalletOrderId))
        ? failure(409, SandboxWalletMessages.wrongState)
        : failure(404, SandboxWalletMessages.notFound);
    };
  }
  const checkout = providers.wallet.checkout;
  if (checkout) {
    handlers['payments/wallet-create-order'] = async (params) => {
      const order = await checkout.createOrder({ cents: toCents(params.Amount), currency: params.CurrencyCode });
      if (!order.ok) return failure(order.statusCode, order.message);
      return rows([{ WalletOrderId: order.walletOrderId, Status: order.status }]);
    };
    handlers['payments/wallet-capture-order'] = async (params) => {
      const order = await checkout.captureOrder(params.WalletOrderId);
      if (!order.ok) return failure(order.statusCode, order.message);
      return rows([{ WalletOrderId: order.walletOrderId, Status: order.status, CaptureJson: order.captureJson }]);
    };
  }
  return handlers;
}

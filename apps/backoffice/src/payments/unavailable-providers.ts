import { PaymentMessages, problem } from '@shop/contract';
import type { CardProvider, WalletProvider } from './providers';

/**
 * Card payments in a shop that has no way to take them (production without Stripe keys and
 * without PAYMENTS=sandbox): every charge is refused with a plain reason, so an order paid by card
 * is refused before anything is taken or stored, and nothing stands in for a provider.
 */
export const unavailableCardProvider: CardProvider = {
  mode: 'unavailable',
  publishableKey: '',
  async charge() {
    return { ok: false, problem: problem('CARD_UNAVAILABLE') };
  },
  async refund() {
    // Nothing was ever taken.
  },
  async refundAmount() {
    return { ok: false, message: PaymentMessages.cardUnavailable };
  },
};

/** Wallet payments in a shop that has no way to take them: no capture is ever believed. */
export const unavailableWalletProvider: WalletProvider = {
  mode: 'unavailable',
  async verifyCapture() {
    return { ok: false, problem: problem('WALLET_UNAVAILABLE') };
  },
  async refund() {
    // Nothing was ever taken.
  },
  async refundAmount() {
    return { ok: false, message: PaymentMessages.walletUnavailable };
  },
};

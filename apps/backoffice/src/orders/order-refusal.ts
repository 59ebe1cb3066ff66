import type { TakenPayment } from './order-payment';

export const OrderMessages = {
  paymentTokenRequired: 'paymentToken: the card payment is missing',
  walletConfirmationRequired: 'payPalOrderConfirmJson: the wallet payment is missing',
  paymentAlreadyUsed: 'This payment was already used for another order.',
  unknownCustomer: 'Your account could not be found. Please log in again.',
  currencyUnavailable: 'CurrencyCode: this currency is not offered by the shop',
  paymentMethodNotOffered: 'PaymentMethod: this payment method is not offered by the shop',
  walletAmountMismatch: 'The wallet payment does not match the order total.',
} as const;

/** A refusal while placing an order: inside its transaction it rolls everything back; it becomes the answer. */
export class OrderRefused extends Error {
  constructor(
    readonly statusCode: 400 | 402 | 409 | 422,
    message: string,
    /** A payment taken before the refusal, to give back. */
    readonly takenPayment?: TakenPayment,
  ) {
    super(message);
  }
}

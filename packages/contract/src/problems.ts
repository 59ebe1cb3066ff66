// Every business error the back-office answers has a stable code, sent in the envelope as
// `errorCode` beside the sentence (`errorMessage`) and the values the sentence names
// (`errorValues`). Programs decide by the code and translate by it; the sentence stays the spec's
// where the spec has one, so a client that only reads `errorMessage` reads what it always read.
import { Messages, PaymentMessages, cannotAddMore } from './messages';
import { adminProblems } from './admin-problems';
import { tryAgainIn } from './wait-text';

/** Values a problem's sentence names: a product, a number of minutes, an id. */
export type ProblemValues = Readonly<Record<string, string | number>>;

/** The problems a shopper can meet (the storefront translates each of them). */
export const shopProblems = {
  // The protocol itself.
  INVALID_INPUT: (values: { reason: string }) => values.reason,
  UNEXPECTED: () => 'An unexpected error occurred. Please try again later.',
  NOT_FOUND: (values: { what: string }) => values.what,
  SESSION_REQUIRED: () => 'Your session has expired or is not valid. Please log in again.',
  USER_MISMATCH: () => 'UserID does not match the signed-in user.',
  SERVICE_BUSY: () => Messages.passwordChecksBusy,

  // Accounts.
  RESET_CODE_INVALID: () => Messages.resetCodeInvalid,
  SEALED_PASSWORD_UNREADABLE: () => 'Password: The password could not be read. Please enter it again.',
  CUSTOMER_UNKNOWN: () => 'Your account could not be found. Please log in again.',

  // Things that are not there.
  PRODUCT_NOT_FOUND: (values: { id: number }) => `ProductId: no product with id ${values.id}`,
  ORDER_NOT_FOUND: (values: { id: number }) => `OrderId: no order ${values.id} in your order history`,
  CAMPAIGN_NOT_FOUND: (values: { id: number }) => `CampaignId: no campaign with id ${values.id}`,
  DOWNLOAD_NOT_AVAILABLE: () => 'This download is not available.',
  DOWNLOAD_FILE_MISSING: () => "This download's file cannot be found. Please contact the shop.",
  NEWSLETTER_LINK_INVALID: () =>
    'SubscriberToken: This link is not valid. Please open the link from your email exactly as it is.',
  NEWSLETTER_LINK_EXPIRED: () =>
    'SubscriberToken: This confirmation link has expired. Please subscribe again to get a new one.',

  // Placing an order.
  CURRENCY_NOT_OFFERED: () => 'CurrencyCode: this currency is not offered by the shop',
  PAYMENT_METHOD_NOT_OFFERED: () => 'PaymentMethod: this payment method is not offered by the shop',
  PAYMENT_TOKEN_REQUIRED: () => 'paymentToken: the card payment is missing',
  WALLET_CONFIRMATION_REQUIRED: () => 'payPalOrderConfirmJson: the wallet payment is missing',
  PAYMENT_ALREADY_USED: () => 'This payment was already used for another order.',
  COUPON_INVALID: () => Messages.couponInvalid,
  PRODUCT_UNAVAILABLE: (values: { product: string }) => `${values.product} is no longer available.`,
  OUT_OF_STOCK: (values: { product: string }) => `${values.product} is out of stock.`,
  LOW_STOCK: (values: { product: string; left: number }) => `Only ${values.left} of ${values.product} left in stock.`,
  QUANTITY_LIMIT: (values: { max: number }) => cannotAddMore(values.max),
  OPTIONS_CHANGED: (values: { product: string }) => `Please choose the options of ${values.product} again.`,
  ORDER_IN_PROGRESS: () => 'This order is already being placed. Please wait a moment.',
  IDEMPOTENCY_KEY_REUSED: () => 'Idempotency-Key: this key was already used for a different order',

  // Paying by card.
  CARD_NUMBER_INVALID: () => 'CardNumber: Your card number is invalid.',
  CARD_EXPIRED: () => 'ExpiryYear: Your card has expired.',
  CARD_DECLINED: () => 'Your card was declined.',
  CARD_INSUFFICIENT_FUNDS: () => 'Your card has insufficient funds.',
  CARD_CHARGE_EXPIRED: () => 'Your card has expired.',
  CARD_CVC_INCORRECT: () => "Your card's security code is incorrect.",
  CARD_TOKEN_UNUSABLE: () => 'This card token is not valid or was already used. Please enter your card again.',
  CARD_PAYMENT_NOT_COMPLETED: () => 'Your card payment could not be completed. Please try another card.',
  CARD_PAYMENT_USED: () => 'This card payment can no longer be used. Please enter your card again.',
  CARD_UNAVAILABLE: () => PaymentMessages.cardUnavailable,

  // Paying by wallet.
  WALLET_ORDER_NOT_FOUND: () => 'WalletOrderId: no such wallet order',
  WALLET_WRONG_STATE: () => 'The wallet order cannot do that now.',
  WALLET_NOT_COMPLETED: () => 'The wallet payment was not completed.',
  WALLET_CONFIRMATION_UNREADABLE: () => 'payPalOrderConfirmJson: the wallet confirmation could not be read',
  WALLET_AMOUNT_MISMATCH: () => 'The wallet payment does not match the order total.',
  PAYPAL_ORDER_NOT_FOUND: () => 'WalletOrderId: no such PayPal order',
  PAYPAL_ORDER_NOT_CAPTURABLE: () =>
    'The PayPal order cannot be captured now: it must be approved in PayPal, and captured only once.',
  WALLET_DECLINED: () => 'PayPal could not take this payment. Please choose another way to pay in PayPal.',
  WALLET_UNAVAILABLE: () => PaymentMessages.walletUnavailable,

  // Limits (HTTP 429): each says how long to wait.
  TOO_MANY_LOGINS_FOR_EMAIL: (values: { minutes: number }) =>
    `Too many failed login attempts for this email. ${tryAgainIn(values)} or reset your password.`,
  TOO_MANY_LOGINS: (values: { minutes: number }) => `Too many failed login attempts. ${tryAgainIn(values)}.`,
  TOO_MANY_RESET_CODES_FOR_EMAIL: (values: { minutes: number }) =>
    `Too many codes were requested for this email. ${tryAgainIn(values)}.`,
  TOO_MANY_RESET_CODES: (values: { minutes: number }) => `Too many codes were requested. ${tryAgainIn(values)}.`,
  TOO_MANY_RESET_ATTEMPTS: (values: { minutes: number }) => `Too many password reset attempts. ${tryAgainIn(values)}.`,
  TOO_MANY_SIGNUPS: (values: { minutes: number }) => `Too many sign-ups. ${tryAgainIn(values)}.`,
  TOO_MANY_SELLER_REQUESTS: (values: { minutes: number }) => `Too many seller requests. ${tryAgainIn(values)}.`,
  TOO_MANY_MESSAGES: (values: { minutes: number }) => `Too many messages. ${tryAgainIn(values)}.`,
  TOO_MANY_SUBSCRIPTIONS: (values: { minutes: number }) => `Too many subscriptions. ${tryAgainIn(values)}.`,
  TOO_MANY_CONFIRMATION_MAILS: (values: { minutes: number }) =>
    `Too many confirmation mails for this address. ${tryAgainIn(values)}.`,
  TOO_MANY_REVIEWS: (values: { minutes: number }) => `Too many reviews. ${tryAgainIn(values)}.`,
  TOO_MANY_CARD_ATTEMPTS: (values: { minutes: number }) => `Too many card attempts. ${tryAgainIn(values)}.`,
  TOO_MANY_WALLET_ATTEMPTS: (values: { minutes: number }) => `Too many wallet payment attempts. ${tryAgainIn(values)}.`,
} as const;

const problemCatalogue = { ...shopProblems, ...adminProblems };
type Catalogue = typeof problemCatalogue;

export type ShopProblemCode = keyof typeof shopProblems;
export type AdminProblemCode = keyof typeof adminProblems;
export type ProblemCode = keyof Catalogue;
/** The values problem `C`'s sentence names ([] when it names none). */
export type ProblemArguments<C extends ProblemCode> = Parameters<Catalogue[C]>;

/** A business error: its code, its English sentence, and the values the sentence names. */
export interface Problem<C extends ProblemCode = ProblemCode> {
  code: C;
  message: string;
  values?: ProblemValues;
}

/** The problem `code` with its sentence written: `problem('OUT_OF_STOCK', { product: 'Mug' })`. */
export function problem<C extends ProblemCode>(code: C, ...values: ProblemArguments<C>): Problem<C> {
  const write = problemCatalogue[code] as (...args: ProblemArguments<C>) => string;
  const message = write(...values);
  return values[0] === undefined ? { code, message } : { code, message, values: values[0] };
}

export function isProblemCode(value: unknown): value is ProblemCode {
  return typeof value === 'string' && Object.hasOwn(problemCatalogue, value);
}

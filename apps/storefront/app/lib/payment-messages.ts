// What the card form says before anything is sent (not spec messages: the spec's card form is the
// provider's own). Worded as Stripe Elements words them, so sandbox and live read alike.
export const CardMessages = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryPast: "Your card's expiration year is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
} as const;

/**
 * The back-office answers "the order is being placed already" (a repeated submission that arrived
 * while the first was still at work) with HTTP 409 and these words. Unlike the other 409s (a line
 * that cannot be bought, a coupon no longer valid) it does not settle the checkout attempt: the
 * same attempt, resent, will get the first request's answer.
 */
export const ORDER_IN_PROGRESS_MESSAGE = 'This order is already being placed. Please wait a moment.';

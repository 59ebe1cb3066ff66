// What the card form says before anything is sent (not spec messages: the spec's card form is the
// provider's own). Worded as Stripe Elements words them, so sandbox and live read alike.
export const CardMessages = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryPast: "Your card's expiration year is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
} as const;

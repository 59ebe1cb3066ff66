// The sandbox card provider behaves like the card networks' well-known test cards: a card
// number decides what happens when it is charged. Numbers not listed here succeed if they pass
// the Luhn check, as Stripe's test mode does for its generic test numbers.

import type { ShopProblemCode } from '@shop/contract';

export type ChargeOutcome = 'succeeded' | 'card_declined' | 'insufficient_funds' | 'expired_card' | 'incorrect_cvc';

const outcomesByNumber: Record<string, ChargeOutcome> = {
  '4242424242424242': 'succeeded',
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
};

/** The problem a failed charge answers (its sentence repeats nothing about the card itself). */
const declineProblems = {
  card_declined: 'CARD_DECLINED',
  insufficient_funds: 'CARD_INSUFFICIENT_FUNDS',
  expired_card: 'CARD_CHARGE_EXPIRED',
  incorrect_cvc: 'CARD_CVC_INCORRECT',
} as const satisfies Record<Exclude<ChargeOutcome, 'succeeded'>, ShopProblemCode>;

/** The problem of a charge outcome other than 'succeeded', as stored with its token (a plain decline if unknown). */
export function declineProblemOf(outcome: string): ShopProblemCode {
  return Object.hasOwn(declineProblems, outcome)
    ? declineProblems[outcome as keyof typeof declineProblems]
    : 'CARD_DECLINED';
}

/** Digits only: spaces and dashes people type are dropped. */
export function normalizeCardNumber(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function chargeOutcomeFor(digits: string): ChargeOutcome {
  return outcomesByNumber[digits] ?? 'succeeded';
}

export function cardBrand(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'card';
}

/** Whether an expiry month/year is this month or later. */
export function isExpired(month: number, year: number, now: Date): boolean {
  const fullYear = year < 100 ? 2000 + year : year;
  return fullYear < now.getUTCFullYear() || (fullYear === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
}

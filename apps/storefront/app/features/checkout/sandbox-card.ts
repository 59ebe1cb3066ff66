import { CardMessages } from '../../lib/payment-messages';

// Card numbers have 12 to 19 digits; they are shown in groups of four as they are typed.
const MIN_CARD_DIGITS = 12;
const MAX_CARD_DIGITS = 19;
const CARD_GROUP = 4;
const CENTURY = 2000;

/** What the sandbox's card token call takes (payments/sandbox-card-token). */
export interface SandboxCard {
  CardNumber: string;
  ExpiryMonth: number;
  ExpiryYear: number;
  Cvc: string;
}

export type CardField = 'number' | 'expiry' | 'cvc';

export type CardCheck = { ok: true; card: SandboxCard } | { ok: false; field: CardField; message: string };

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** The card number as typed, in groups of four digits ('4242 4242 4242 4242'), at most 19 digits. */
export function formatCardNumber(input: string): string {
  const digits = digitsOf(input).slice(0, MAX_CARD_DIGITS);
  return digits.replace(new RegExp(`(\\d{${CARD_GROUP}})(?=\\d)`, 'g'), '$1 ');
}

/** The expiry as typed, 'MM / YY'; a first digit above 1 is a month of its own ('4' → '04 / '). */
export function formatExpiry(input: string): string {
  let digits = digitsOf(input).slice(0, 4);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
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

/**
 * Checks the sandbox card form before anything is sent, as a card provider's form would: a
 * complete, valid number; an expiry month 01-12 not in the past; a 3 or 4 digit security code.
 */
export function checkSandboxCard(fields: { number: string; expiry: string; cvc: string }, now: Date): CardCheck {
  const number = digitsOf(fields.number);
  if (number.length < MIN_CARD_DIGITS) return { ok: false, field: 'number', message: CardMessages.numberIncomplete };
  if (!passesLuhn(number)) return { ok: false, field: 'number', message: CardMessages.numberInvalid };

  const expiry = digitsOf(fields.expiry);
  const month = Number(expiry.slice(0, 2));
  if (expiry.length !== 4 || month < 1 || month > 12) {
    return { ok: false, field: 'expiry', message: CardMessages.expiryIncomplete };
  }
  const year = CENTURY + Number(expiry.slice(2));
  const thisYear = now.getFullYear();
  if (year < thisYear || (year === thisYear && month < now.getMonth() + 1)) {
    return { ok: false, field: 'expiry', message: CardMessages.expiryPast };
  }

  const cvc = fields.cvc.trim();
  if (!/^\d{3,4}$/.test(cvc)) return { ok: false, field: 'cvc', message: CardMessages.cvcIncomplete };
  return { ok: true, card: { CardNumber: number, ExpiryMonth: month, ExpiryYear: year, Cvc: cvc } };
}

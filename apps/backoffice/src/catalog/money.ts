/** Cents to the wire's decimal amount (two decimals). */
export function toMoney(cents: number): number {
  return Math.round(cents) / 100;
}

/** A decimal amount from the wire to cents. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

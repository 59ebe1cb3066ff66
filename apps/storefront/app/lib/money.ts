import { Currency, DEFAULT_CURRENCY, roundMoney } from '@shop/contract';

const MONEY_DECIMALS = 2;

/** A price as the shop shows it: currency symbol and two decimals, e.g. `$1,250.00`. */
export function formatPrice(amount: number): string {
  const digits = roundMoney(amount).toLocaleString('en-US', {
    minimumFractionDigits: MONEY_DECIMALS,
    maximumFractionDigits: MONEY_DECIMALS,
  });
  return `${Currency[DEFAULT_CURRENCY].symbol}${digits}`;
}

import type { ShopCurrency } from '@shop/contract';

import { formatMoney } from '../../../lib/currency/currency';

/** An additional price as '+$3.00' (or '−$3.00' for a cheaper option) in the shopper's currency; '' for none. */
export function additionalPriceText(amount: number, currency: ShopCurrency): string {
  if (amount === 0) return '';
  return `${amount > 0 ? '+' : '−'}${formatMoney(Math.abs(amount), currency)}`;
}

/**
 * The accessible name of an option: its name, then its additional price when it has one, then
 * `unavailable` (e.g. '(Out of Stock)') when it cannot be chosen.
 */
export function optionName(name: string, amount: number, currency: ShopCurrency, unavailable?: string): string {
  return [name, additionalPriceText(amount, currency), unavailable ? `(${unavailable})` : ''].filter(Boolean).join(' ');
}

/** An option's additional price, shown small beside it. */
export function AdditionalPrice({ amount, currency }: { amount: number; currency: ShopCurrency }) {
  const text = additionalPriceText(amount, currency);
  if (!text) return null;
  return (
    <bdi dir="ltr" className="text-xs text-olive-700">
      {text}
    </bdi>
  );
}

import type { CurrencyCode, ShopCurrency } from '@shop/contract';
import { useState } from 'react';
import { useRevalidator } from 'react-router';

import { useLabels } from '../../lib/labels/labels';
import { currencyCookie } from './currency-cookie';

/**
 * The footer's USD/EUR choice. It remembers the choice in the currency cookie and reloads the
 * page's data, so every price (rendered by the loaders from that cookie) changes in place.
 */
export function CurrencySelect({ currencies, current }: { currencies: ShopCurrency[]; current: ShopCurrency }) {
  const labels = useLabels('Footer');
  const revalidator = useRevalidator();
  // Shows the new choice at once, while the prices in it are being loaded.
  const [pending, setPending] = useState<CurrencyCode | null>(null);
  const loading = revalidator.state === 'loading';
  const value = loading && pending ? pending : current.CurrencyCode;
  const optionLabel: Partial<Record<CurrencyCode, string>> = {
    USD: labels.lbl_footer_usd,
    EUR: labels.lbl_footer_eur,
  };

  function choose(code: CurrencyCode) {
    document.cookie = currencyCookie(code, { secure: window.location.protocol === 'https:' });
    setPending(code);
    void revalidator.revalidate();
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor="footer-currency" className="text-sm font-semibold tracking-wide text-sand-100 uppercase">
        {labels.lbl_footer_currency}
      </label>
      <select
        id="footer-currency"
        value={value}
        aria-busy={loading}
        onChange={(event) => choose(event.target.value as CurrencyCode)}
        className="w-full max-w-60 rounded-md border border-olive-500 bg-olive-800 px-3 py-2 text-sand-50 hover:border-sand-300"
      >
        {currencies.map((currency) => (
          <option key={currency.CurrencyCode} value={currency.CurrencyCode}>
            {optionLabel[currency.CurrencyCode] ?? `${currency.CurrencyCode} (${currency.Symbol})`}
          </option>
        ))}
      </select>
    </div>
  );
}

import type { Executor } from '../db/database';
import { offeredCurrencyRate } from '../content/shop-settings-repository';
import type { PricingCurrency } from './price-cart';

/**
 * The currency to price in, or undefined when the shop does not offer it: EUR needs a rate
 * (`eur_per_usd`) and must not be switched off in the owner's currencies.
 */
export async function pricingCurrency(db: Executor, code: 'USD' | 'EUR'): Promise<PricingCurrency | undefined> {
  const rate = await offeredCurrencyRate(db, code);
  return rate !== undefined && rate > 0 ? { code, rate } : undefined;
}

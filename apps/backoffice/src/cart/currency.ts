import type { Executor } from '../db/database';
import { findSetting } from '../content/content-repository';
import type { PricingCurrency } from './price-cart';

/** The currency to price in; EUR uses the rate kept in the shop's settings (`eur_per_usd`). */
export async function pricingCurrency(db: Executor, code: 'USD' | 'EUR'): Promise<PricingCurrency | undefined> {
  if (code === 'USD') return { code, rate: 1 };
  const rate = await findSetting(db, 'eur_per_usd');
  return typeof rate === 'number' && rate > 0 ? { code, rate } : undefined;
}

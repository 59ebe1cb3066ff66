// The logo every storefront page shows: the setting website_logo, for every language, and
// website_logo_ar, the Arabic pages' own (the demo shop's Arabic wordmark). Read by
// get-website-logo and get-shop-settings; the admin sets the first.
import { inArray } from 'drizzle-orm';
import { Language } from '@shop/contract';
import type { Executor } from '../db/database';
import { settings } from '../db/schema';

export const LogoSetting = {
  everyLanguage: 'website_logo',
  arabic: 'website_logo_ar',
} as const;

/**
 * The logo of a language's pages: on Arabic pages the Arabic one when it is set, otherwise the
 * logo for every language; undefined when the shop has none.
 */
export async function findLogoFor(db: Executor, languageId: number): Promise<string | undefined> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [LogoSetting.everyLanguage, LogoSetting.arabic]));
  const urlOf = (key: string) => {
    const value = rows.find((row) => row.key === key)?.value;
    return typeof value === 'string' ? value : undefined;
  };
  const arabic = languageId === Language.ar.id ? urlOf(LogoSetting.arabic) : undefined;
  return arabic || urlOf(LogoSetting.everyLanguage);
}

import { eq } from 'drizzle-orm';
import { Language, languageCodeOf } from '@shop/contract';
import type { Executor } from '../db/database';
import { settings } from '../db/schema';

const FALLBACK_NAME = 'Shop';

/** The shop's title (settings 'site_title', one text per language code) in a language, English by default. */
export async function findShopName(db: Executor, languageId: number): Promise<string> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'site_title'));
  const titles = (row?.value ?? {}) as Partial<Record<string, string>>;
  const code = languageCodeOf(languageId);
  return titles[code] || titles[Language.en.code] || FALLBACK_NAME;
}

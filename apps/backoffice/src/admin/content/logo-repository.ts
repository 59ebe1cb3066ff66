// The logo every storefront page shows: the setting website_logo, read by get-website-logo and
// get-shop-settings. The admin sets it for every language; a logo it sets replaces the Arabic
// pages' own one too (the demo shop's Arabic wordmark), which belonged to the logo before.
import { eq, sql } from 'drizzle-orm';
import { LogoSetting } from '../../content/logo-setting';
import type { Executor } from '../../db/database';
import { settings } from '../../db/schema';

const LOGO_KEY = LogoSetting.everyLanguage;

/** The logo's URL; '' when none is set. */
export async function findLogo(db: Executor): Promise<string> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, LOGO_KEY));
  return typeof row?.value === 'string' ? row.value : '';
}

/**
 * Sets the logo; answers the one before ('' when none) and the Arabic pages' logo it replaced
 * (undefined when there was none, or the logo did not change). The setting is made first when
 * missing and locked, so parallel changes are recorded one after another.
 */
export async function saveLogo(tx: Executor, url: string): Promise<{ before: string; arabicBefore?: string }> {
  await tx.insert(settings).values({ key: LOGO_KEY, value: '' }).onConflictDoNothing();
  const [current] = await tx
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, LOGO_KEY))
    .for('update');
  const before = typeof current?.value === 'string' ? current.value : '';
  if (before === url) return { before };
  await tx
    .update(settings)
    .set({ value: url, updatedAt: sql`now()` })
    .where(eq(settings.key, LOGO_KEY));
  const [arabic] = await tx
    .delete(settings)
    .where(eq(settings.key, LogoSetting.arabic))
    .returning({ value: settings.value });
  return typeof arabic?.value === 'string' ? { before, arabicBefore: arabic.value } : { before };
}

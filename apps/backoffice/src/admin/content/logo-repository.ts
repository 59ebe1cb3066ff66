// The logo every storefront page shows: the setting website_logo, read by get-website-logo and
// get-shop-settings.
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { settings } from '../../db/schema';

const LOGO_KEY = 'website_logo';

/** The logo's URL; '' when none is set. */
export async function findLogo(db: Executor): Promise<string> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, LOGO_KEY));
  return typeof row?.value === 'string' ? row.value : '';
}

/**
 * Sets the logo; answers the one before ('' when none). The setting is made first when missing and
 * locked, so parallel changes are recorded one after another.
 */
export async function saveLogo(tx: Executor, url: string): Promise<{ before: string }> {
  await tx.insert(settings).values({ key: LOGO_KEY, value: '' }).onConflictDoNothing();
  const [current] = await tx
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, LOGO_KEY))
    .for('update');
  await tx
    .update(settings)
    .set({ value: url, updatedAt: sql`now()` })
    .where(eq(settings.key, LOGO_KEY));
  return { before: typeof current?.value === 'string' ? current.value : '' };
}

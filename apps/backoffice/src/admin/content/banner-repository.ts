// Home banners as the admin reads and writes them; the storefront's reader is content/content-repository.ts.
import { count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { AdminBanner, CreateBannerBody } from '@shop/contract';
import type { Executor } from '../../db/database';
import { banners } from '../../db/schema';
import { shownNow } from '../../content/content-repository';
import { arabicLocalized, englishColumns, readTexts, type LocalizedKeys } from './bilingual-columns';
import {
  isoOrNull,
  nextDisplayOrder,
  scheduledListFilter,
  scheduledListOrder,
  type ScheduledListQuery,
} from './scheduled-rows';

/** A banner's fields, as staff send them and the audit log records them. */
export type BannerFields = CreateBannerBody;

/** The banner texts and their keys in `localized` (the storefront reads the same keys). */
const TEXT_KEYS = {
  topTitle: 'TopTitle',
  mainTitle: 'MainTitle',
  bottomTitle: 'BottomTitle',
  leftButtonText: 'LeftButtonText',
  rightButtonText: 'RightButtonText',
} as const satisfies LocalizedKeys<string>;

const SEARCHED = [
  { column: banners.mainTitle, key: TEXT_KEYS.mainTitle },
  { column: banners.topTitle, key: TEXT_KEYS.topTitle },
];

const bannerRow = { ...getTableColumns(banners), live: shownNow(banners) };
type BannerRow = typeof banners.$inferSelect & { live: boolean };

function toAdminBanner(row: BannerRow): AdminBanner {
  return {
    id: row.id,
    themeTypeId: row.themeTypeId,
    imageUrl: row.imageUrl,
    ...readTexts(row, TEXT_KEYS),
    leftButtonUrl: row.leftButtonUrl,
    rightButtonUrl: row.rightButtonUrl,
    isActive: row.isActive,
    startsAt: isoOrNull(row.startsAt),
    endsAt: isoOrNull(row.endsAt),
    displayOrder: row.displayOrder,
    live: row.live,
  };
}

function columnsOf(fields: BannerFields) {
  return {
    themeTypeId: fields.themeTypeId,
    imageUrl: fields.imageUrl,
    ...englishColumns(fields, TEXT_KEYS),
    leftButtonUrl: fields.leftButtonUrl,
    rightButtonUrl: fields.rightButtonUrl,
    isActive: fields.isActive,
    startsAt: fields.startsAt === null ? null : new Date(fields.startsAt),
    endsAt: fields.endsAt === null ? null : new Date(fields.endsAt),
  };
}

export async function listAdminBanners(db: Executor, query: ScheduledListQuery) {
  const where = scheduledListFilter(banners, query, SEARCHED);
  const rows = await db
    .select(bannerRow)
    .from(banners)
    .where(where)
    .orderBy(...scheduledListOrder(banners, query))
    .limit(query.limit)
    .offset(query.offset);
  const [totals] = await db.select({ total: count() }).from(banners).where(where);
  return { items: rows.map(toAdminBanner), total: Number(totals?.total ?? 0) };
}

/** The banner, locked until the transaction ends with `forUpdate`. */
export async function findAdminBanner(
  db: Executor,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<AdminBanner | undefined> {
  const query = db.select(bannerRow).from(banners).where(eq(banners.id, id));
  const [row] = options.forUpdate ? await query.for('update', { of: banners }) : await query;
  return row && toAdminBanner(row);
}

/** Adds a banner after the others. */
export async function insertBanner(tx: Executor, fields: BannerFields): Promise<AdminBanner> {
  const [row] = await tx
    .insert(banners)
    .values({
      ...columnsOf(fields),
      localized: arabicLocalized(fields, TEXT_KEYS),
      displayOrder: nextDisplayOrder(banners),
    })
    .returning(bannerRow);
  return toAdminBanner(row!);
}

/** Writes every field of a banner; other languages' texts in `localized` are kept. */
export async function writeBanner(tx: Executor, id: number, fields: BannerFields): Promise<AdminBanner> {
  const arabic = JSON.stringify(arabicLocalized(fields, TEXT_KEYS));
  const [row] = await tx
    .update(banners)
    .set({ ...columnsOf(fields), localized: sql`${banners.localized} || ${arabic}::jsonb` })
    .where(eq(banners.id, id))
    .returning(bannerRow);
  return toAdminBanner(row!);
}

export async function deleteBanner(tx: Executor, id: number): Promise<void> {
  await tx.delete(banners).where(eq(banners.id, id));
}

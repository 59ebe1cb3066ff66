// Campaigns as the admin reads and writes them; the storefront's reader is content/content-repository.ts.
import { count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { AdminCampaign, CreateCampaignBody } from '@shop/contract';
import type { Executor } from '../../db/database';
import { campaigns } from '../../db/schema';
import { shownNow } from '../../content/content-repository';
import { arabicLocalized, englishColumns, readTexts, type LocalizedKeys } from './bilingual-columns';
import {
  isoOrNull,
  nextDisplayOrder,
  scheduledListFilter,
  scheduledListOrder,
  type ScheduledListQuery,
} from './scheduled-rows';

/** A campaign's fields, as staff send them and the audit log records them. */
export type CampaignFields = CreateCampaignBody;

/** The campaign texts and their keys in `localized` (the storefront reads the same keys). */
const TEXT_KEYS = {
  mainTitle: 'MainTitle',
  discountTitle: 'DiscountTitle',
  body: 'Body',
} as const satisfies LocalizedKeys<string>;

const SEARCHED = [
  { column: campaigns.mainTitle, key: TEXT_KEYS.mainTitle },
  { column: campaigns.discountTitle, key: TEXT_KEYS.discountTitle },
];

const campaignRow = { ...getTableColumns(campaigns), live: shownNow(campaigns) };
type CampaignRow = typeof campaigns.$inferSelect & { live: boolean };

function toAdminCampaign(row: CampaignRow): AdminCampaign {
  return {
    id: row.id,
    ...readTexts(row, TEXT_KEYS),
    coverPictureUrl: row.coverPictureUrl,
    isActive: row.isActive,
    startsAt: isoOrNull(row.startsAt),
    endsAt: isoOrNull(row.endsAt),
    displayOrder: row.displayOrder,
    live: row.live,
  };
}

function columnsOf(fields: CampaignFields) {
  return {
    ...englishColumns(fields, TEXT_KEYS),
    coverPictureUrl: fields.coverPictureUrl,
    isActive: fields.isActive,
    startsAt: fields.startsAt === null ? null : new Date(fields.startsAt),
    endsAt: fields.endsAt === null ? null : new Date(fields.endsAt),
  };
}

export async function listAdminCampaigns(db: Executor, query: ScheduledListQuery) {
  const where = scheduledListFilter(campaigns, query, SEARCHED);
  const rows = await db
    .select(campaignRow)
    .from(campaigns)
    .where(where)
    .orderBy(...scheduledListOrder(campaigns, query))
    .limit(query.limit)
    .offset(query.offset);
  const [totals] = await db.select({ total: count() }).from(campaigns).where(where);
  return { items: rows.map(toAdminCampaign), total: Number(totals?.total ?? 0) };
}

/** The campaign, locked until the transaction ends with `forUpdate`. */
export async function findAdminCampaign(
  db: Executor,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<AdminCampaign | undefined> {
  const query = db.select(campaignRow).from(campaigns).where(eq(campaigns.id, id));
  const [row] = options.forUpdate ? await query.for('update', { of: campaigns }) : await query;
  return row && toAdminCampaign(row);
}

/** Adds a campaign after the others. */
export async function insertCampaign(tx: Executor, fields: CampaignFields): Promise<AdminCampaign> {
  const [row] = await tx
    .insert(campaigns)
    .values({
      ...columnsOf(fields),
      localized: arabicLocalized(fields, TEXT_KEYS),
      displayOrder: nextDisplayOrder(campaigns),
    })
    .returning(campaignRow);
  return toAdminCampaign(row!);
}

/** Writes every field of a campaign; other languages' texts in `localized` are kept. */
export async function writeCampaign(tx: Executor, id: number, fields: CampaignFields): Promise<AdminCampaign> {
  const arabic = JSON.stringify(arabicLocalized(fields, TEXT_KEYS));
  const [row] = await tx
    .update(campaigns)
    .set({ ...columnsOf(fields), localized: sql`${campaigns.localized} || ${arabic}::jsonb` })
    .where(eq(campaigns.id, id))
    .returning(campaignRow);
  return toAdminCampaign(row!);
}

export async function deleteCampaign(tx: Executor, id: number): Promise<void> {
  await tx.delete(campaigns).where(eq(campaigns.id, id));
}

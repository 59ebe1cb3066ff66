// The shop's own pages (about, faq, terms) as the admin reads and writes them. A page without a row
// shows the storefront's built-in text; the storefront's reader is content/content-repository.ts.
import { eq, inArray, sql } from 'drizzle-orm';
import {
  CONTENT_PAGE_SLUGS,
  type AdminContentPage,
  type ContentPageSlug,
  type SaveContentPageBody,
} from '@shop/contract';
import type { Executor } from '../../db/database';
import { contentPages } from '../../db/schema';
import { arabicLocalized, englishColumns, readTexts, type LocalizedKeys } from './bilingual-columns';

/** A page's fields, as staff send them and the audit log records them. */
export type ContentPageFields = SaveContentPageBody;

/** The page texts and their keys in `localized`. */
const TEXT_KEYS = { title: 'title', body: 'body' } as const satisfies LocalizedKeys<string>;

type PageRow = typeof contentPages.$inferSelect;

function toAdminPage(row: PageRow): AdminContentPage {
  return {
    slug: row.slug as ContentPageSlug,
    ...readTexts(row, TEXT_KEYS),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** A page never written in the admin: the storefront shows its built-in text. */
function unwrittenPage(slug: ContentPageSlug): AdminContentPage {
  return { slug, title: { en: '', ar: '' }, body: { en: '', ar: '' }, updatedAt: null };
}

/** The three pages, in their fixed order. */
export async function listAdminContentPages(db: Executor): Promise<AdminContentPage[]> {
  const rows = await db
    .select()
    .from(contentPages)
    .where(inArray(contentPages.slug, [...CONTENT_PAGE_SLUGS]));
  return CONTENT_PAGE_SLUGS.map((slug) => {
    const row = rows.find((candidate) => candidate.slug === slug);
    return row ? toAdminPage(row) : unwrittenPage(slug);
  });
}

export async function findAdminContentPage(db: Executor, slug: ContentPageSlug): Promise<AdminContentPage> {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.slug, slug));
  return row ? toAdminPage(row) : unwrittenPage(slug);
}

/**
 * Writes a page; answers it before (undefined when it was never written) and after. The row is made
 * first when missing and locked, so parallel saves of one page are recorded one after another.
 */
export async function saveContentPage(
  tx: Executor,
  slug: ContentPageSlug,
  fields: ContentPageFields,
): Promise<{ before: AdminContentPage | undefined; after: AdminContentPage }> {
  const created = await tx
    .insert(contentPages)
    .values({ slug, title: '' })
    .onConflictDoNothing()
    .returning({ slug: contentPages.slug });
  const [current] = await tx.select().from(contentPages).where(eq(contentPages.slug, slug)).for('update');
  const arabic = JSON.stringify(arabicLocalized(fields, TEXT_KEYS));
  const [row] = await tx
    .update(contentPages)
    .set({
      ...englishColumns(fields, TEXT_KEYS),
      localized: sql`${contentPages.localized} || ${arabic}::jsonb`,
      updatedAt: sql`now()`,
    })
    .where(eq(contentPages.slug, slug))
    .returning();
  return { before: created.length > 0 || !current ? undefined : toAdminPage(current), after: toAdminPage(row!) };
}

/** Removes a page's text, so the storefront shows its built-in one again; answers what it was. */
export async function deleteContentPage(tx: Executor, slug: ContentPageSlug): Promise<AdminContentPage | undefined> {
  const [row] = await tx.delete(contentPages).where(eq(contentPages.slug, slug)).returning();
  return row && toAdminPage(row);
}

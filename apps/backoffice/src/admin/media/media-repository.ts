// The SQL of uploads: media_assets (one row per kind and SHA-256) and, for digital files, the
// digital_files row a product points at.
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { MediaItem, MediaKind, MediaListQuery } from '@shop/contract';
import type { Executor } from '../../db/database';
import { digitalFiles, mediaAssets } from '../../db/schema';
import { digitalUploadPath } from './media-storage';
import { mediaFileOf, mediaImageOf, type MediaAssetRow } from './uploaded-image';
import { likePattern } from '../like-pattern';

export type NewMediaAsset = typeof mediaAssets.$inferInsert;

/** The asset of `kind` with these bytes, if uploaded before. */
export async function findAsset(db: Executor, kind: MediaKind, hash: string): Promise<MediaAssetRow | undefined> {
  const [row] = await db
    .select()
    .from(mediaAssets)
    .where(and(eq(mediaAssets.kind, kind), eq(mediaAssets.hash, hash)));
  return row;
}

/**
 * Adds an asset; undefined when one of its kind with the same hash exists. The unique index decides,
 * so parallel uploads of the same bytes make one row: the others wait for it and insert nothing.
 */
export async function insertAsset(tx: Executor, asset: NewMediaAsset): Promise<MediaAssetRow | undefined> {
  const [row] = await tx
    .insert(mediaAssets)
    .values(asset)
    .onConflictDoNothing({ target: [mediaAssets.kind, mediaAssets.hash] })
    .returning();
  return row;
}

/** The digital_files row of an uploaded file (by its content-addressed path), if there is one. */
export async function findUploadedDigitalFile(tx: Executor, hash: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: digitalFiles.id })
    .from(digitalFiles)
    .where(eq(digitalFiles.storagePath, digitalUploadPath(hash)))
    .orderBy(asc(digitalFiles.id))
    .limit(1);
  return row?.id;
}

export async function insertDigitalFile(
  tx: Executor,
  file: { storagePath: string; contentType: string; sizeBytes: number },
): Promise<number> {
  const [row] = await tx.insert(digitalFiles).values(file).returning({ id: digitalFiles.id });
  return row!.id;
}

const sortColumns = {
  createdAt: mediaAssets.createdAt,
  originalName: sql`lower(${mediaAssets.originalName})`,
  sizeBytes: mediaAssets.sizeBytes,
} as const;

/** The digital_files row of an uploaded file is the one at its content-addressed path. */
const digitalFileOfAsset = eq(digitalFiles.storagePath, sql`${digitalUploadPath('')} || ${mediaAssets.hash}`);

/** One page of uploads of the query's kind, and how many match in all. */
export async function listMedia(db: Executor, query: MediaListQuery): Promise<{ items: MediaItem[]; total: number }> {
  const filters: SQL[] = [eq(mediaAssets.kind, query.kind)];
  if (query.q) filters.push(sql`${mediaAssets.originalName} ILIKE ${likePattern(query.q)}`);
  const where = and(...filters);
  const direction = query.order === 'desc' ? desc : asc;
  const ordering = [direction(sortColumns[query.sort]), direction(mediaAssets.id)];
  if (query.kind === 'image') {
    const rows = await db
      .select()
      .from(mediaAssets)
      .where(where)
      .orderBy(...ordering)
      .limit(query.limit)
      .offset(query.offset);
    const [totals] = await db.select({ total: count() }).from(mediaAssets).where(where);
    return { items: rows.map(mediaImageOf), total: Number(totals?.total ?? 0) };
  }
  const rows = await db
    .select({ asset: mediaAssets, digitalFileId: digitalFiles.id })
    .from(mediaAssets)
    .innerJoin(digitalFiles, digitalFileOfAsset)
    .where(where)
    .orderBy(...ordering, asc(digitalFiles.id))
    .limit(query.limit)
    .offset(query.offset);
  const [totals] = await db
    .select({ total: count() })
    .from(mediaAssets)
    .innerJoin(digitalFiles, digitalFileOfAsset)
    .where(where);
  return { items: rows.map((row) => mediaFileOf(row.asset, row.digitalFileId)), total: Number(totals?.total ?? 0) };
}

// An uploaded image's URLs from its media row: what product and banner code stores and what an
// <img srcset> or <picture> names. (From a stored URL alone: the contract's uploadedImageSourcesOfUrl.)
import { uploadedImageSources, type MediaFile, type MediaImage, type UploadedImageSources } from '@shop/contract';
import type { mediaAssets } from '../../db/schema';

export type MediaAssetRow = typeof mediaAssets.$inferSelect;

/** The URLs of an uploaded image: `url` (widest WebP), `srcset` (WebP), `avifSrcset`, `jpegUrl`, `widths`. */
export function uploadedImageOf(row: Pick<MediaAssetRow, 'hash' | 'widths'>, origin = ''): UploadedImageSources {
  return uploadedImageSources(row.hash, row.widths, origin);
}

const isoTime = (value: Date | string) => new Date(value).toISOString();

/** An image row as the admin API answers it. */
export function mediaImageOf(row: MediaAssetRow): MediaImage {
  return {
    kind: 'image',
    id: row.id,
    ...uploadedImageOf(row),
    width: row.width ?? 0,
    height: row.height ?? 0,
    contentType: row.contentType,
    originalName: row.originalName,
    sizeBytes: row.sizeBytes,
    createdAt: isoTime(row.createdAt),
  };
}

/** A digital file's row (and the id of its digital_files row) as the admin API answers it. */
export function mediaFileOf(row: MediaAssetRow, digitalFileId: number): MediaFile {
  return {
    kind: 'file',
    id: digitalFileId,
    mediaId: row.id,
    originalName: row.originalName,
    sizeBytes: row.sizeBytes,
    contentType: row.contentType,
    createdAt: isoTime(row.createdAt),
  };
}

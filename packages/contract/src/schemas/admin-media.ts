// The admin API's uploads (under /api/v1/admin/media): images, re-encoded for the storefront and
// served from content-addressed URLs, and the files of digital products, kept private.
import { z } from 'zod';
import { adminListQuery, adminPage, SortOrder } from './admin-common';

/** Largest image upload, in bytes (10 MB). */
export const MEDIA_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Largest digital product file, in bytes (100 MB). */
export const MEDIA_FILE_MAX_BYTES = 100 * 1024 * 1024;
/** Most pixels (width × height) an uploaded image may have, so that decoding one cannot exhaust memory. */
export const MEDIA_IMAGE_MAX_PIXELS = 50_000_000;
/** Widths an image is re-encoded at (never wider than the original, which is kept at its own width up to the last). */
export const MEDIA_IMAGE_WIDTHS = [320, 640, 1024, 1600] as const;
/** Image types accepted, judged by the bytes. */
export const MEDIA_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const;
/** The accepted image types as a person reads them. */
export const MEDIA_IMAGE_TYPE_NAMES = 'JPEG, PNG, WebP, AVIF or GIF';
/** Longest original file name kept. */
export const MEDIA_NAME_MAX_LENGTH = 200;
/** Public path under which uploaded images are served, one folder per image named by its SHA-256. */
export const UPLOADED_IMAGE_PATH = '/media/u/';

/** What an upload is: an image shown on the storefront, or a digital product's file, downloaded only by its buyers. */
export const MediaKind = z.enum(['image', 'file'], { error: 'Expected image or file' });
export type MediaKind = z.infer<typeof MediaKind>;

/** Query (or form field before `file`) of POST /api/v1/admin/media. */
export const UploadMediaQuery = z.object({
  /** `image` (default; at most 10 MB, JPEG, PNG, WebP, AVIF or GIF) or `file` (a digital product, any type, at most 100 MB). */
  kind: MediaKind.default('image'),
});
export type UploadMediaQuery = z.infer<typeof UploadMediaQuery>;

/** An uploaded image: its re-encoded widths in WebP and AVIF, and one JPEG for places without WebP (mail). */
export const MediaImage = z.object({
  /** Discriminates images from files. */
  kind: z.literal('image'),
  /** Media asset id. */
  id: z.number().int().positive(),
  /** The default derivative: the widest WebP (store this URL on a product or banner). */
  url: z.string(),
  /** WebP `srcset` for <img>, every width. */
  srcset: z.string(),
  /** AVIF `srcset` for a <source type="image/avif">, every width. */
  avifSrcset: z.string(),
  /** The widest size as JPEG (transparency on white), for mail and feeds. */
  jpegUrl: z.string(),
  /** Widths re-encoded, narrowest first. */
  widths: z.array(z.number().int().positive()),
  /** Width of the original, upright (after its EXIF orientation). */
  width: z.number().int().positive(),
  /** Height of the original, upright. */
  height: z.number().int().positive(),
  /** The original's type, judged by its bytes. */
  contentType: z.string(),
  /** The name the file had on the uploader's computer (for display only). */
  originalName: z.string(),
  /** Size of the original, in bytes. */
  sizeBytes: z.number().int().min(0),
  /** When it was first uploaded. */
  createdAt: z.string(),
});
export type MediaImage = z.infer<typeof MediaImage>;

/** An uploaded digital product file, stored privately: only the download route serves it. */
export const MediaFile = z.object({
  /** Discriminates files from images. */
  kind: z.literal('file'),
  /** Digital file id: a product's `digitalFileId`. */
  id: z.number().int().positive(),
  /** Media asset id. */
  mediaId: z.number().int().positive(),
  /** The name the file had on the uploader's computer (for display only). */
  originalName: z.string(),
  /** Size in bytes. */
  sizeBytes: z.number().int().min(0),
  /** Type judged by the bytes; application/octet-stream when they say nothing. */
  contentType: z.string(),
  /** When it was first uploaded. */
  createdAt: z.string(),
});
export type MediaFile = z.infer<typeof MediaFile>;

/** Answer of POST /api/v1/admin/media (201 for a new upload, 200 when the same bytes were uploaded before), and a list row. */
export const MediaItem = z.discriminatedUnion('kind', [MediaImage, MediaFile]);
export type MediaItem = z.infer<typeof MediaItem>;

/** Query of GET /api/v1/admin/media: newest first by default; `q` matches the original name. */
export const MediaListQuery = adminListQuery(['createdAt', 'originalName', 'sizeBytes']).extend({
  /** Which uploads to list (default image). */
  kind: MediaKind.default('image'),
  /** Direction (default desc: newest first). */
  order: SortOrder.default('desc'),
});
export type MediaListQuery = z.infer<typeof MediaListQuery>;

/** Answer of GET /api/v1/admin/media. */
export const MediaPage = adminPage(MediaItem);
export type MediaPage = z.infer<typeof MediaPage>;

/** The widths an image `originalWidth` pixels wide is re-encoded at, narrowest first. */
export function uploadedImageWidths(originalWidth: number): number[] {
  const widest = MEDIA_IMAGE_WIDTHS[MEDIA_IMAGE_WIDTHS.length - 1]!;
  const narrower = MEDIA_IMAGE_WIDTHS.filter((width) => width < Math.min(originalWidth, widest));
  return [...narrower, Math.min(originalWidth, widest)];
}

/** Where an uploaded image's files are, and how an <img> or <picture> names them. */
export interface UploadedImageSources {
  url: string;
  srcset: string;
  avifSrcset: string;
  jpegUrl: string;
  widths: number[];
}

/** The URLs of an uploaded image from its hash and widths; `origin` ('' by default) prefixes them. */
export function uploadedImageSources(hash: string, widths: readonly number[], origin = ''): UploadedImageSources {
  const folder = `${origin}${UPLOADED_IMAGE_PATH}${hash}`;
  const widest = widths[widths.length - 1];
  const srcsetOf = (format: string) => widths.map((width) => `${folder}/${width}.${format} ${width}w`).join(', ');
  return {
    url: `${folder}/${widest}.webp`,
    srcset: srcsetOf('webp'),
    avifSrcset: srcsetOf('avif'),
    jpegUrl: `${folder}/${widest}.jpg`,
    widths: [...widths],
  };
}

const UPLOADED_IMAGE_URL = /^(.*)\/media\/u\/([0-9a-f]{64})\/([1-9]\d{0,4})\.(?:webp|avif|jpg)$/;

/**
 * The sources of an uploaded image from its `url` or `jpegUrl` (as a product or banner stores it),
 * or undefined for any other URL (the demo shop's pictures): the widest width names all the others.
 */
export function uploadedImageSourcesOfUrl(url: string): UploadedImageSources | undefined {
  const match = UPLOADED_IMAGE_URL.exec(url);
  if (!match) return undefined;
  const [, origin = '', hash = '', widest = ''] = match;
  return uploadedImageSources(hash, uploadedImageWidths(Number(widest)), origin);
}

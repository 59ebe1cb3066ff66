// An uploaded image, judged by its bytes and re-encoded: upright (its EXIF orientation applied),
// without metadata (no camera, no GPS position), at a few widths as WebP and AVIF, plus one JPEG.
import fs from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { MEDIA_IMAGE_MAX_PIXELS, MEDIA_IMAGE_TYPES, problem, uploadedImageWidths, type Problem } from '@shop/contract';
import { createConcurrencyGate, GateFull } from '../../accounts/concurrency-gate';
import { Overloaded } from '../../protocol/overloaded';

/** One file of an image's folder, e.g. `640.webp`. */
export interface DerivedFile {
  name: string;
  data: Buffer;
}

export interface DerivedImage {
  /** The original's type, judged by its bytes. */
  contentType: string;
  /** The original's size, upright. */
  width: number;
  height: number;
  widths: number[];
  files: DerivedFile[];
}

export type ImageDerivation =
  { ok: true; image: DerivedImage } | { ok: false; status: 413 | 415; problem: Problem; detail?: string };

const isAcceptedType = (mime: string): boolean => (MEDIA_IMAGE_TYPES as readonly string[]).includes(mime);

const WEBP_QUALITY = 80;
const AVIF_QUALITY = 55;
// AVIF's default effort (4) spends ~10× longer on a photo than 2 for a few percent of its size.
const AVIF_EFFORT = 2;
const JPEG_QUALITY = 82;

/**
 * Every width as WebP and AVIF, and the widest as a JPEG (flattened on white: JPEG has no
 * transparency), one after another, from a single decoding of the original at the widest width.
 */
async function encodeAll(bytes: Buffer, widths: readonly number[]): Promise<DerivedFile[]> {
  const widest = widths[widths.length - 1]!;
  // 'truncated' refuses an image cut short, yet takes the harmless warnings many cameras' files raise.
  const decoded = await sharp(bytes, { failOn: 'truncated', limitInputPixels: MEDIA_IMAGE_MAX_PIXELS })
    .autoOrient()
    .resize({ width: widest })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = decoded.info;
  const at = (target: number) => sharp(decoded.data, { raw: { width, height, channels } }).resize({ width: target });
  const files: DerivedFile[] = [];
  for (const target of widths) {
    files.push({ name: `${target}.webp`, data: await at(target).webp({ quality: WEBP_QUALITY }).toBuffer() });
    files.push({
      name: `${target}.avif`,
      data: await at(target).avif({ quality: AVIF_QUALITY, effort: AVIF_EFFORT }).toBuffer(),
    });
  }
  const jpeg = at(widest).flatten({ background: '#ffffff' }).jpeg({ quality: JPEG_QUALITY, mozjpeg: true });
  files.push({ name: `${widest}.jpg`, data: await jpeg.toBuffer() });
  return files;
}

/**
 * Re-encodes an uploaded image, or says why not: 415 for bytes that are not a JPEG, PNG, WebP, AVIF
 * or GIF (whatever the file's name or declared type), and for an image that cannot be decoded
 * (damaged or cut short); 413 for one with too many pixels. An animated GIF keeps its first frame.
 */
export async function deriveImage(bytes: Buffer): Promise<ImageDerivation> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !isAcceptedType(type.mime)) {
    return { ok: false, status: 415, problem: problem('NOT_AN_IMAGE', { found: type?.ext.toUpperCase() ?? '' }) };
  }
  // sharp's errors here are the image's fault (its bytes), never the server's: they answer 415.
  try {
    const metadata = await sharp(bytes).metadata();
    if (metadata.width * metadata.height > MEDIA_IMAGE_MAX_PIXELS) {
      return { ok: false, status: 413, problem: problem('IMAGE_TOO_MANY_PIXELS') };
    }
    const { width, height } = metadata.autoOrient;
    const widths = uploadedImageWidths(width);
    const files = await encodeAll(bytes, widths);
    return { ok: true, image: { contentType: type.mime, width, height, widths, files } };
  } catch (error) {
    return { ok: false, status: 415, problem: problem('IMAGE_UNREADABLE'), detail: String(error) };
  }
}

/** Images re-encoded at once (each keeps a thread of the pool that file reads share busy). */
export const MAX_CONCURRENT_DERIVATIONS = 2;
/** Uploads that may wait their turn (on disk, not in memory); beyond them the answer is 503 at once. */
export const MAX_WAITING_DERIVATIONS = 32;
const DERIVATIONS_RETRY_AFTER_SECONDS = 5;
const derivations = createConcurrencyGate(MAX_CONCURRENT_DERIVATIONS, MAX_WAITING_DERIVATIONS);

/** deriveImage of a staged upload, a few at a time; throws Overloaded (503) when too many wait. */
export async function deriveStagedImage(filePath: string): Promise<ImageDerivation> {
  try {
    return await derivations.run(async () => deriveImage(await fs.readFile(filePath)));
  } catch (error) {
    if (error instanceof GateFull) throw new Overloaded(problem('IMAGES_BUSY'), DERIVATIONS_RETRY_AFTER_SECONDS);
    throw error;
  }
}

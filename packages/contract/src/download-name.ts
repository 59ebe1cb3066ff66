// How a digital item's file is named (spec section 7, download-digital-file): the back-office names
// its answer so, and the storefront names a file the same way when a host sends no name.
import { slugify } from './format';

/** File extensions by content type (spec section 7: documents, spreadsheets, images, archives, audio, video). */
const extensions: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'application/zip': 'zip',
  'application/x-rar-compressed': 'rar',
  'application/x-7z-compressed': '7z',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
};

/** The download's file name: the product's name and the extension of its content type ("bin" when unknown). */
export function downloadFileName(productName: string, contentType: string): string {
  const extension = extensions[contentType.split(';')[0]!.trim().toLowerCase()] ?? 'bin';
  const base = slugify(productName).replace(/[^\p{L}\p{N}-]+/gu, '') || 'download';
  return `${base}.${extension}`;
}

/** A Content-Disposition header that keeps non-ASCII names (RFC 6266 / 5987). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

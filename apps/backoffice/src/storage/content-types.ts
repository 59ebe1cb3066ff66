// The content type a stored file is served with, judged by its key's extension: the same answer on
// every driver (a bucket records it at upload, the local folder judges it again at each read).
import path from 'node:path';

export const UNKNOWN_CONTENT_TYPE = 'application/octet-stream';

const byExtension: Record<string, string> = {
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/vnd.microsoft.icon',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.epub': 'application/epub+zip',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
  '.txt': 'text/plain; charset=utf-8',
};

export function contentTypeOf(key: string): string {
  return byExtension[path.posix.extname(key).toLowerCase()] ?? UNKNOWN_CONTENT_TYPE;
}

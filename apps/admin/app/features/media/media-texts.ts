// How the media screens word an upload's failure and a file's size, in the admin's language.
import { MEDIA_IMAGE_MAX_BYTES } from '@shop/contract';
import type { Translate } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import type { MediaMessageKey } from './messages';

type MediaTranslate = (key: MediaMessageKey, values?: Record<string, string | number>) => string;

/** Why `file` was not uploaded: not a picture, too large, or what the server said. */
export function uploadFailureText(error: unknown, file: File, t: Translate, m: MediaTranslate): string {
  if (error instanceof ApiError && error.code === 'NOT_AN_IMAGE') return m('notAnImage', { name: file.name });
  if ((error instanceof ApiError && error.code === 'UPLOAD_TOO_LARGE') || file.size > MEDIA_IMAGE_MAX_BYTES) {
    return m('tooLarge', { name: file.name });
  }
  return m('uploadFailed', { name: file.name, reason: errorText(error, t).replace(/^file: /, '') });
}

/** A size in bytes as people read it (1.2 MB), with the locale's digits. */
export function sizeText(bytes: number, locale: string, m: MediaTranslate): string {
  const format = (n: number) => n.toLocaleString(locale, { maximumFractionDigits: 1 });
  if (bytes < 1024) return m('bytes', { n: format(bytes) });
  if (bytes < 1024 * 1024) return m('kilobytes', { n: format(bytes / 1024) });
  return m('megabytes', { n: format(bytes / (1024 * 1024)) });
}

/** The uploadable picture types as the file chooser takes them. */
export const IMAGE_ACCEPT = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'image/avif': ['.avif'],
  'image/gif': ['.gif'],
};

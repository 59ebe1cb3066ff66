// The media API under /api/v1/admin/media: uploading an image (with its progress) and the library's pages.
import { problem, type MediaImage, type MediaItem, type MediaPage } from '@shop/contract';
import { api, apiUrl, ApiError } from '../../lib/api';

/** How many pictures one page of the library shows. */
export const MEDIA_PAGE_SIZE = 24;

/** One page of uploaded images, newest first; `q` matches the file's name. */
export function loadImagePage({ offset = 0, q = '' }: { offset?: number; q?: string } = {}): Promise<MediaPage> {
  return api<MediaPage>('/media', { query: { kind: 'image', limit: MEDIA_PAGE_SIZE, offset, q } });
}

/**
 * Uploads one file to the media API (kind image or file), reporting the share sent so far (0..1);
 * XMLHttpRequest because fetch cannot report an upload's progress. The same bytes uploaded twice
 * answer the first upload.
 */
export function uploadMedia(
  file: File,
  kind: 'image' | 'file',
  onProgress: (share: number) => void,
): Promise<MediaItem> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiUrl('/media', { kind }));
    request.setRequestHeader('accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener('error', () => reject(new ApiError(0, 'network')));
    request.addEventListener('load', () => {
      let payload: Record<string, unknown> = {};
      try {
        payload = JSON.parse(request.responseText) as Record<string, unknown>;
      } catch {
        // Not JSON: the status says enough.
      }
      if (request.status >= 200 && request.status < 300) return resolve(payload as unknown as MediaItem);
      reject(ApiError.of(request.status, request.statusText, payload));
    });
    const body = new FormData();
    body.append('file', file);
    request.send(body);
  });
}

/** Uploads one image (see uploadMedia); anything the server did not keep as an image is refused. */
export async function uploadImage(file: File, onProgress: (share: number) => void): Promise<MediaImage> {
  const item = await uploadMedia(file, 'image', onProgress);
  if (item.kind !== 'image') {
    // The same refusal as the server's for a file that is not a picture.
    const refusal = problem('NOT_AN_IMAGE', { found: '' });
    throw new ApiError(415, refusal.message, { errorCode: refusal.code, errorValues: refusal.values });
  }
  return item;
}

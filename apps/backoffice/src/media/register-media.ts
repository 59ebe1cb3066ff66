// Product, category and banner images under `/media/...`, read from the file storage (DATA_DIR/files/media
// or the bucket's `media/` folder) and cached by browsers for a year. Uploaded images
// (`/media/u/<sha256>/...`) never change under their name, so they are cached as immutable.
import { problem } from '@shop/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failureEnvelope } from '../protocol/envelope';
import { isStorageKey, type ByteRange, type FileStorage, type StoredFile } from '../storage/file-storage';

const ONE_YEAR_SECONDS = 31_536_000;
const ONE_DAY_SECONDS = 86_400;
const MEDIA_FOLDER = 'media';

/** What a missing picture answers: a 404 naming it, as JSON like every other refusal. */
export const missingMediaMessage = (url: string) => `Not found: there is no picture or file at ${url}`;

/**
 * The storage key of a `/media/` URL's path, or undefined for one that no picture can have: `..`, dot-files,
 * empty segments or anything else that is not a plain relative path.
 */
function mediaKeyOf(wildcard: string): string | undefined {
  if (wildcard.split('/').some((segment) => segment.startsWith('.'))) return undefined;
  const key = `${MEDIA_FOLDER}/${wildcard}`;
  return isStorageKey(key) ? key : undefined;
}

const cacheControlOf = (key: string) =>
  key.startsWith(`${MEDIA_FOLDER}/u/`)
    ? `public, max-age=${ONE_YEAR_SECONDS}, immutable`
    : `public, max-age=${ONE_YEAR_SECONDS}, stale-while-revalidate=${ONE_DAY_SECONDS}`;

/** Whether the browser's copy is the stored file still (If-None-Match first, then If-Modified-Since). */
function isUnchanged(request: FastifyRequest, file: StoredFile): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  const weak = (tag: string) => tag.trim().replace(/^W\//, '');
  if (ifNoneMatch) return ifNoneMatch === '*' || ifNoneMatch.split(',').some((tag) => weak(tag) === weak(file.etag));
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  // HTTP dates have whole seconds.
  return !Number.isNaN(since) && Math.floor(file.lastModified.getTime() / 1000) * 1000 <= since;
}

/**
 * The one byte range a `Range` header asks for within a file of `size` bytes; `unsatisfiable` for one that
 * starts past its end; undefined to send the whole file (no header, several ranges, another unit, a
 * malformed one, or an If-Range naming another version of the file), as RFC 9110 allows.
 */
function requestedRange(request: FastifyRequest, file: StoredFile): ByteRange | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const ifRange = request.headers['if-range'];
  const sameVersion =
    ifRange === undefined ||
    (ifRange === file.etag && !file.etag.startsWith('W/')) ||
    ifRange === file.lastModified.toUTCString();
  if (!sameVersion) return undefined;
  const size = file.sizeBytes;
  if (match[1] === '') {
    // The last N bytes.
    const suffix = Number(match[2]);
    return suffix === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? Infinity : Number(match[2]);
  if (end < start) return undefined;
  return start >= size ? 'unsatisfiable' : { start, end: Math.min(end, size - 1) };
}

function sendHeaders(reply: FastifyReply, key: string, file: StoredFile): FastifyReply {
  return reply
    .header('Content-Type', file.contentType)
    .header('Last-Modified', file.lastModified.toUTCString())
    .header('ETag', file.etag)
    .header('Accept-Ranges', 'bytes')
    .header('Cache-Control', cacheControlOf(key))
    .header('Cross-Origin-Resource-Policy', 'cross-origin');
}

export function registerMedia(app: FastifyInstance, storage: FileStorage): void {
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .code(404)
      .send(failureEnvelope(404, problem('NOT_FOUND', { what: missingMediaMessage(request.url.split('?')[0]!) })));

  /** A part of the file: its size first (from the storage), then only the bytes asked for. */
  async function sendPart(request: FastifyRequest, reply: FastifyReply, key: string) {
    const file = await storage.stat(key);
    if (!file) return notFound(request, reply);
    if (isUnchanged(request, file)) return sendHeaders(reply, key, file).code(304).send();
    const range = requestedRange(request, file);
    if (range === 'unsatisfiable') {
      return reply.code(416).header('Content-Range', `bytes */${file.sizeBytes}`).send();
    }
    const part = await storage.get(key, range);
    if (!part) return notFound(request, reply);
    sendHeaders(reply, key, part);
    if (range) {
      reply.code(206).header('Content-Range', `bytes ${range.start}-${range.end}/${part.sizeBytes}`);
    }
    const length = range ? range.end - range.start + 1 : part.sizeBytes;
    return reply.header('Content-Length', String(length)).send(part.body);
  }

  const route = { schema: { hide: true }, exposeHeadRoute: false };
  app.get<{ Params: { '*': string } }>('/media/*', route, async (request, reply) => {
    const key = mediaKeyOf(request.params['*']);
    if (!key) return notFound(request, reply);
    if (request.headers.range) return sendPart(request, reply, key);
    const file = await storage.get(key);
    if (!file) return notFound(request, reply);
    sendHeaders(reply, key, file);
    if (isUnchanged(request, file)) {
      file.body.destroy();
      return reply.code(304).send();
    }
    return reply.header('Content-Length', String(file.sizeBytes)).send(file.body);
  });
  // HEAD asks the storage about the file without fetching its bytes.
  app.head<{ Params: { '*': string } }>('/media/*', route, async (request, reply) => {
    const key = mediaKeyOf(request.params['*']);
    const file = key ? await storage.stat(key) : undefined;
    if (!key || !file) return notFound(request, reply);
    sendHeaders(reply, key, file);
    if (isUnchanged(request, file)) return reply.code(304).send();
    return reply.header('Content-Length', String(file.sizeBytes)).send();
  });
}

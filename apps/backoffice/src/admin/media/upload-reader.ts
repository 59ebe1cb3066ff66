// Reads POST /api/v1/admin/media's multipart form: the field `file` (one per request), and `kind`
// in the query or as a field before the file. The file goes to a staging file while it arrives,
// hashed and counted, so no upload is ever held whole in memory and none passes its limit.
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import {
  MEDIA_FILE_MAX_BYTES,
  MEDIA_IMAGE_MAX_BYTES,
  MEDIA_NAME_MAX_LENGTH,
  MediaKind,
  problem,
  type Problem,
} from '@shop/contract';
import type { Config } from '../../config';
import { invalidInput } from '../admin-schemas';
import { discardStaged, stageUpload, UploadTooLarge, type StagedFile } from './media-storage';

export type UploadReading =
  | { ok: true; kind: MediaKind; originalName: string; staged: StagedFile }
  | { ok: false; status: 400 | 413 | 415; problem: Problem };

const MEBIBYTE = 1024 * 1024;

/** Largest upload of each kind. */
export const uploadLimit = (kind: MediaKind) => (kind === 'image' ? MEDIA_IMAGE_MAX_BYTES : MEDIA_FILE_MAX_BYTES);

/** The problem of an upload over its kind's limit. */
export const uploadTooLarge = (kind: MediaKind) =>
  problem('UPLOAD_TOO_LARGE', { kind, megabytes: uploadLimit(kind) / MEBIBYTE });

/** The form's limits: one file (our own count stops it at its kind's limit first), and a few short fields. */
const formLimits = {
  files: 1,
  fileSize: MEDIA_FILE_MAX_BYTES + 1,
  fields: 4,
  fieldSize: 100,
  parts: 5,
  headerPairs: 20,
};

/** The name the file had on the uploader's computer, without any folder, control characters or excess length. */
export function cleanFileName(name: string | undefined): string {
  return path.win32
    .basename(name ?? '')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, MEDIA_NAME_MAX_LENGTH);
}

const fail = (status: 400 | 413 | 415, said: Problem) => ({ ok: false, status, problem: said }) as const;

const isCode = (error: unknown, code: string) => error instanceof Error && 'code' in error && error.code === code;

/** The multipart plugin's refusals of a form, as answers; undefined for anything else. */
function formFailure(error: unknown) {
  if (isCode(error, 'FST_FILES_LIMIT')) return fail(400, problem('UPLOAD_ONE_FILE'));
  if (isCode(error, 'FST_FIELDS_LIMIT') || isCode(error, 'FST_PARTS_LIMIT')) {
    return fail(400, problem('UPLOAD_TOO_MANY_FIELDS'));
  }
  // A file system error (its `syscall` names the call) is the server's; anything else is a form cut short or malformed.
  if (error instanceof Error && 'syscall' in error) return undefined;
  return fail(400, problem('UPLOAD_UNREADABLE'));
}

/** Reads what is left of a part that is not ours, so the form goes on. */
async function drain(stream: Readable): Promise<void> {
  for await (const _chunk of stream);
}

/**
 * The upload of a request, staged on disk; or the answer refusing it: 415 for a request that is not
 * multipart, 400 naming the field (no `file`, an empty one, two files, a bad `kind`), 413 over the limit.
 */
export async function readUpload(
  request: FastifyRequest,
  config: Config,
  queryKind: MediaKind,
): Promise<UploadReading> {
  if (!request.isMultipart()) return fail(415, problem('UPLOAD_NOT_MULTIPART'));
  let kind = queryKind;
  let staged: StagedFile | undefined;
  let originalName = '';
  try {
    for await (const part of request.parts({ limits: formLimits })) {
      if (part.type === 'field') {
        if (part.fieldname !== 'kind') continue;
        if (staged) return await discardThen(staged, fail(400, problem('UPLOAD_KIND_AFTER_FILE')));
        const parsed = MediaKind.safeParse(part.value);
        if (!parsed.success) return fail(400, invalidInput(parsed.error, 'kind'));
        kind = parsed.data;
      } else if (part.fieldname !== 'file') {
        await drain(part.file);
      } else {
        staged = await stageUpload(config, part.file, uploadLimit(kind));
        originalName = cleanFileName(part.filename);
      }
    }
  } catch (error) {
    await discardStaged(staged);
    if (error instanceof UploadTooLarge || isCode(error, 'FST_REQ_FILE_TOO_LARGE')) {
      return fail(413, uploadTooLarge(kind));
    }
    const failure = formFailure(error);
    if (!failure) throw error;
    return failure;
  }
  if (!staged) return fail(400, problem('UPLOAD_FILE_REQUIRED'));
  if (staged.sizeBytes === 0) return discardThen(staged, fail(400, problem('UPLOAD_FILE_EMPTY')));
  return { ok: true, kind, originalName, staged };
}

/**
 * Reads and drops what the client is still sending of a refused upload (e.g. the rest of a file
 * over the limit): Node does not do it for a request body that was being read, and a client that
 * cannot finish sending would never read the answer.
 */
export function discardRestOfBody(request: FastifyRequest): void {
  request.raw.unpipe();
  request.raw.resume();
}

async function discardThen<T>(staged: StagedFile, answer: T): Promise<T> {
  await discardStaged(staged);
  return answer;
}

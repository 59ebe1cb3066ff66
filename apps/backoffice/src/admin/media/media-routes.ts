import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  MEDIA_FILE_MAX_BYTES,
  MEDIA_IMAGE_MAX_BYTES,
  MEDIA_IMAGE_TYPE_NAMES,
  MediaItem,
  MediaListQuery,
  MediaPage,
  type StaffRole,
  UploadMediaQuery,
} from '@shop/contract';
import { failureEnvelope } from '../../protocol/envelope';
import type { AdminDeps } from '../admin-deps';
import { failureResponses, invalidInput, jsonSchemaOf, noValidation } from '../admin-schemas';
import { actorOf, requireStaff } from '../staff-access';
import { listMedia } from './media-repository';
import { discardStaged, sweepStaging } from './media-storage';
import { keepFile, keepImage } from './media-uploads';
import { discardRestOfBody, readUpload } from './upload-reader';

export const ADMIN_MEDIA_PATH = '/api/v1/admin/media';

const MEDIA_ROLES: readonly StaffRole[] = ['owner', 'catalogue'];
const MEGABYTES = (bytes: number) => bytes / (1024 * 1024);

/** The multipart body, for the OpenAPI document only (the handler reads the form itself). */
const uploadForm = {
  type: 'object',
  required: ['file'],
  properties: {
    file: { type: 'string', format: 'binary', description: 'The image or file (one per request).' },
    kind: { type: 'string', enum: ['image', 'file'], description: 'Instead of the query; must come before file.' },
  },
};

/** Uploads: images (re-encoded, public under /media/u/) and digital products' files (private). */
export function registerAdminMediaRoutes(app: FastifyInstance, deps: AdminDeps): void {
  app.get(
    ADMIN_MEDIA_PATH,
    {
      onRequest: requireStaff(deps, MEDIA_ROLES),
      schema: {
        summary: 'Lists uploads, newest first (owner, catalogue)',
        description:
          'For the image picker (`kind=image`, the default) or the digital files (`kind=file`). Paged by `limit` ' +
          '(1..100, default 25) and `offset`; `q` matches the original file name; sorted by `createdAt` (default, ' +
          'newest first), `originalName` or `sizeBytes`.',
        tags: ['admin'],
        querystring: jsonSchemaOf(MediaListQuery, 'input'),
        response: { 200: jsonSchemaOf(MediaPage), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const query = MediaListQuery.safeParse(request.query ?? {});
      if (!query.success) return reply.code(400).send(failureEnvelope(400, invalidInput(query.error)));
      const page = await listMedia(deps.db, query.data);
      return reply.send({ ...page, limit: query.data.limit, offset: query.data.offset });
    },
  );

  // The multipart parser lives in this scope only: every other route keeps reading bodies as JSON.
  app.register(async (scope) => {
    await sweepStaging(deps.config);
    await scope.register(multipart);
    scope.post(
      ADMIN_MEDIA_PATH,
      {
        onRequest: requireStaff(deps, MEDIA_ROLES),
        schema: {
          summary: 'Uploads an image or a digital product file (owner, catalogue)',
          description:
            'multipart/form-data with the field `file` (one per request) and `kind` (`image`, the default, or ' +
            '`file`) in the query or as a field before `file`. An image (at most ' +
            `${MEGABYTES(MEDIA_IMAGE_MAX_BYTES)} MB, ${MEDIA_IMAGE_TYPE_NAMES} judged by its bytes, never its name) ` +
            'is re-encoded without metadata, upright, at a few widths as WebP and AVIF plus one JPEG, under ' +
            '`/media/u/<sha256 of the original>/` with immutable caching. A file (any type, at most ' +
            `${MEGABYTES(MEDIA_FILE_MAX_BYTES)} MB) is kept privately with a digital_files row (its id is a ` +
            "product's digital file); only the download route serves it. Answers 201 for a new upload, 200 " +
            'with the same asset when the same bytes were uploaded before. 400 naming the field (no `file`, an ' +
            'empty one, two files, a bad `kind`), 413 over the limit, 415 for an image that is not one of the ' +
            'accepted types or cannot be read, or a body that is not multipart.',
          tags: ['admin'],
          consumes: ['multipart/form-data'],
          querystring: jsonSchemaOf(UploadMediaQuery, 'input'),
          body: uploadForm,
          response: { 200: jsonSchemaOf(MediaItem), 201: jsonSchemaOf(MediaItem), ...failureResponses },
        },
        validatorCompiler: noValidation,
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const query = UploadMediaQuery.safeParse(request.query ?? {});
        if (!query.success) return reply.code(400).send(failureEnvelope(400, invalidInput(query.error)));
        const upload = await readUpload(request, deps.config, query.data.kind);
        if (!upload.ok) {
          discardRestOfBody(request);
          return reply.code(upload.status).send(failureEnvelope(upload.status, upload.problem));
        }
        let kept;
        try {
          kept = upload.kind === 'image' ? await keepImage(deps, actor, upload) : await keepFile(deps, actor, upload);
        } finally {
          await discardStaged(upload.staged);
        }
        if (!kept.ok) {
          request.log.info({ by: actor.label, detail: kept.detail }, 'admin: refused an upload');
          return reply.code(kept.status).send(failureEnvelope(kept.status, kept.problem));
        }
        if (kept.created) {
          request.log.info({ kind: upload.kind, id: kept.item.id, by: actor.label }, 'admin: media uploaded');
        }
        return reply.code(kept.created ? 201 : 200).send(kept.item);
      },
    );
  });
}

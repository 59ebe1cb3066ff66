import type { FastifyInstance } from 'fastify';
import { DOWNLOAD_DIGITAL_FILE_PATH, attachmentHeader, downloadFileName, problem } from '@shop/contract';
import type { Database } from '../db/database';
import { resolveSession } from '../accounts/sessions';
import { failureEnvelope } from '../protocol/envelope';
import type { FileStorage } from '../storage/file-storage';
import { findDownload } from './download-repository';

const NOT_AVAILABLE = problem('DOWNLOAD_NOT_AVAILABLE');
/** The item is the customer's to download, yet its file is not in the storage: the shop has to put it back. */
export const FILE_MISSING = problem('DOWNLOAD_FILE_MISSING');

/** A URL fit for logs: the token of a download path is replaced. */
export function redactTokens(url: string): string {
  return url.startsWith(DOWNLOAD_DIGITAL_FILE_PATH) ? url.replace(/^([^?]*\/)[^/?]+/, '$1[token]') : url;
}

/**
 * GET {download path}/{orderItemId}/{token} (spec section 7, download-digital-file): the file of a
 * completed digital item, for the customer whose session token is in the path; 404 otherwise. The file is
 * streamed from the storage through the back-office, so the owner check above holds for every byte and the
 * bucket stays private.
 */
export function registerDownloads(app: FastifyInstance, db: Database, storage: FileStorage): void {
  app.get<{ Params: { orderItemId: string; token: string } }>(
    `${DOWNLOAD_DIGITAL_FILE_PATH}/:orderItemId/:token`,
    { schema: { summary: 'Downloads a completed digital item (owner only)', tags: ['common'] } },
    async (request, reply) => {
      const orderItemId = Number(request.params.orderItemId);
      if (!Number.isInteger(orderItemId) || orderItemId < 1) {
        return reply
          .code(400)
          .send(
            failureEnvelope(400, problem('INVALID_INPUT', { reason: 'orderItemId: Expected a positive whole number' })),
          );
      }
      const session = await resolveSession({ db, token: request.params.token, userIdHeader: '' });
      if (!session.ok) return reply.code(401).send(failureEnvelope(401, session.problem));
      const download = await findDownload(db, orderItemId, session.userId);
      if (!download) return reply.code(404).send(failureEnvelope(404, NOT_AVAILABLE));
      const file = await storage.get(download.storage_path);
      if (!file) {
        request.log.error({ orderItemId, storagePath: download.storage_path }, 'download: the file is missing');
        return reply.code(404).send(failureEnvelope(404, FILE_MISSING));
      }
      return reply
        .header('Content-Type', download.content_type)
        .header('Content-Length', String(file.sizeBytes))
        .header('Content-Disposition', attachmentHeader(downloadFileName(download.product_name, download.content_type)))
        .header('Cache-Control', 'private, no-store')
        .send(file.body);
    },
  );
}

import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import {
  AdminSubscriber,
  AdminSubscriberExportQuery,
  AdminSubscriberListQuery,
  AdminSubscriberPage,
  AdminSubscriberParams,
  SUBSCRIBER_EXPORT_MAX_ROWS,
  subscriberStateOf,
  problem,
} from '@shop/contract';
import type { AdminDeps } from '../admin-deps';
import {
  failureResponses,
  invalidInput,
  jsonSchemaOf,
  noValidation,
  staffSessionSecurity,
  refuse,
} from '../admin-schemas';
import { recordAudit } from '../audit-log';
import { actorOf } from '../staff-access';
import {
  findSubscriberById,
  listAllSubscribers,
  listSubscribers,
  unsubscribeIfSubscribed,
} from './subscriber-admin-repository';
import { subscribersCsv } from './subscribers-csv';

export const ADMIN_SUBSCRIBERS_PATH = '/api/v1/admin/subscribers';
export const ADMIN_SUBSCRIBERS_CSV_PATH = `${ADMIN_SUBSCRIBERS_PATH}.csv`;
const UNSUBSCRIBE_PATH = `${ADMIN_SUBSCRIBERS_PATH}/:id/unsubscribe`;

const schemaBase = { tags: ['admin'], security: staffSessionSecurity };

/** Newsletter subscribers: the list, its CSV export, and unsubscribing (the roles of `access`). */
export function registerAdminSubscriberRoutes(
  app: FastifyInstance,
  deps: AdminDeps,
  access: onRequestHookHandler,
): void {
  app.get(
    ADMIN_SUBSCRIBERS_PATH,
    {
      onRequest: access,
      schema: {
        ...schemaBase,
        summary: 'Lists newsletter subscribers (owner)',
        description:
          '`state` keeps pending (not confirmed yet), confirmed or unsubscribed ones; `q` matches the email. ' +
          'Paged by `limit` and `offset`; sorted by `sort` (createdAt, email, id) and `order` (desc by default).',
        querystring: jsonSchemaOf(AdminSubscriberListQuery, 'input'),
        response: { 200: jsonSchemaOf(AdminSubscriberPage), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const query = AdminSubscriberListQuery.safeParse(request.query ?? {});
      if (!query.success) return refuse(reply, 400, invalidInput(query.error));
      const page = await listSubscribers(deps.db, query.data);
      return reply.send({ ...page, limit: query.data.limit, offset: query.data.offset });
    },
  );

  app.get(
    ADMIN_SUBSCRIBERS_CSV_PATH,
    {
      onRequest: access,
      schema: {
        ...schemaBase,
        summary: 'Exports newsletter subscribers as CSV (owner)',
        description:
          "The subscribers the list's filters, search and sort select (limit and offset aside; at most " +
          `${SUBSCRIBER_EXPORT_MAX_ROWS.toLocaleString('en')}), as UTF-8 CSV with a byte-order mark and a header ` +
          'row. Columns: id, email, language, state, createdAt, confirmedAt, unsubscribedAt (ISO 8601, empty ' +
          'when not yet). Cells that start like a formula are written with a leading apostrophe.',
        querystring: jsonSchemaOf(AdminSubscriberExportQuery, 'input'),
        response: failureResponses,
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const query = AdminSubscriberExportQuery.safeParse(request.query ?? {});
      if (!query.success) return refuse(reply, 400, invalidInput(query.error));
      const rows = await listAllSubscribers(deps.db, query.data, SUBSCRIBER_EXPORT_MAX_ROWS);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="subscribers.csv"')
        .send(subscribersCsv(rows));
    },
  );

  app.post(
    UNSUBSCRIBE_PATH,
    {
      onRequest: access,
      schema: {
        ...schemaBase,
        summary: 'Unsubscribes a newsletter subscriber (owner)',
        description:
          'Takes the address off the newsletter and answers the subscriber. An address unsubscribed already ' +
          'is answered as it is, and nothing is recorded again. Signing up anew through the storefront makes it ' +
          'pending again (its owner must confirm). 404 for an unknown id.',
        params: jsonSchemaOf(AdminSubscriberParams, 'input'),
        response: { 200: jsonSchemaOf(AdminSubscriber), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const params = AdminSubscriberParams.safeParse(request.params);
      if (!params.success) return refuse(reply, 400, invalidInput(params.error));
      const { id } = params.data;
      const subscriber = await deps.db.transaction(async (tx) => {
        const unsubscribed = await unsubscribeIfSubscribed(tx, id);
        if (!unsubscribed) return findSubscriberById(tx, id);
        const before = subscriberStateOf({ confirmedAt: unsubscribed.confirmedAt, unsubscribedAt: null });
        await recordAudit(tx, actor, {
          action: 'unsubscribe',
          resource: 'subscriber',
          resourceId: id,
          before: { state: before, unsubscribedAt: null },
          after: { state: unsubscribed.state, unsubscribedAt: unsubscribed.unsubscribedAt },
        });
        return unsubscribed;
      });
      if (!subscriber) return refuse(reply, 404, problem('SUBSCRIBER_NOT_FOUND', { id }));
      return reply.send(subscriber);
    },
  );
}

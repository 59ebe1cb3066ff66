// The routes banners and campaigns share: list, read, create, change, delete and reorder, each change
// in one transaction with its audit entry, then published to the storefront.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  CONTENT_SCHEDULE_ORDER_MESSAGE,
  ContentIdParams,
  ContentReorderBody,
  contentScheduleInOrder,
  problem,
  type Problem,
  type StaffRole,
} from '@shop/contract';
import type { Executor } from '../../db/database';
import type { AdminDeps } from '../admin-deps';
import { ADMIN_SECURITY_SCHEME } from '../admin-order-routes';
import { failureResponses, invalidInput, jsonSchemaOf, noValidation, parseBody, refuse } from '../admin-schemas';
import { recordAudit } from '../audit-log';
import { actorOf, requireStaff } from '../staff-access';
import { changedFields } from '../changed-fields';
import { reorderRows, type ScheduledListQuery, type ScheduledTable } from './scheduled-rows';

/** Who may edit the shop's content: the owner and the catalogue team. */
export const CONTENT_ROLES: readonly StaffRole[] = ['owner', 'catalogue'];

/** What a banner or campaign answers besides its fields. */
interface Shown {
  id: number;
  displayOrder: number;
  live: boolean;
}

/** The fields every scheduled row has, among others. */
type ScheduleFields = Record<string, unknown> & {
  isActive: boolean;
  startsAt: string | null;
  endsAt: string | null;
};

/** A change as PATCH takes it: fields left out are kept, a text's language left out is kept. */
type FieldChange<Fields> = { [K in keyof Fields]?: Fields[K] extends object ? Partial<Fields[K]> : Fields[K] };

/** Banners or campaigns, for the shared routes. */
export interface ScheduledContent<Fields extends ScheduleFields> {
  /** The audit log's resource and the problems' noun, e.g. 'banner'. */
  resource: 'banner' | 'campaign';
  /** The plural, for the routes' descriptions, e.g. 'banners'. */
  plural: string;
  /** e.g. /api/v1/admin/banners. */
  path: string;
  table: ScheduledTable;
  schemas: {
    item: z.ZodType;
    page: z.ZodType;
    query: z.ZodType<ScheduledListQuery>;
    create: z.ZodType<Fields>;
    update: z.ZodType<FieldChange<Fields>>;
  };
  /** The fields as they are kept, e.g. a campaign body's HTML sanitised. */
  clean(fields: Fields): Fields;
  list(db: Executor, query: ScheduledListQuery): Promise<{ items: (Fields & Shown)[]; total: number }>;
  find(db: Executor, id: number, options?: { forUpdate?: boolean }): Promise<(Fields & Shown) | undefined>;
  insert(tx: Executor, fields: Fields): Promise<Fields & Shown>;
  write(tx: Executor, id: number, fields: Fields): Promise<Fields & Shown>;
  remove(tx: Executor, id: number): Promise<void>;
}

/** The fields of an answer (what the audit log records): without id, order and `live`. */
function fieldsOf<Fields>(item: Fields & Shown): Fields {
  const { id: _id, displayOrder: _order, live: _live, ...fields } = item;
  return fields as unknown as Fields;
}

function isText(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `fields` with `change` applied; a text changes only in the languages sent. */
function applyChange<Fields extends Record<string, unknown>>(fields: Fields, change: FieldChange<Fields>): Fields {
  const next: Record<string, unknown> = { ...fields };
  for (const [key, value] of Object.entries(change)) {
    if (value === undefined) continue;
    const current = next[key];
    next[key] = isText(current) && isText(value) ? { ...current, ...withoutUndefined(value) } : value;
  }
  return next as Fields;
}

const withoutUndefined = (value: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(value).filter(([, part]) => part !== undefined));

type Outcome<T> = { ok: true; value: T; changed: boolean } | { ok: false; status: 400 | 404 | 409; problem: Problem };

/** Registers the list, read, create, change, delete and reorder routes of `content`. */
export function registerScheduledContentRoutes<Fields extends ScheduleFields>(
  app: FastifyInstance,
  deps: AdminDeps,
  content: ScheduledContent<Fields>,
): void {
  const { resource, plural, path, schemas } = content;
  const one = `${path}/:id`;
  const common = {
    tags: ['admin'],
    security: [{ [ADMIN_SECURITY_SCHEME]: [] }],
  };
  const guard = requireStaff(deps, CONTENT_ROLES);
  const unknown = (id: number) => problem('CONTENT_NOT_FOUND', { kind: resource, id });
  const scheduleNote =
    'isActive, startsAt (inclusive) and endsAt (exclusive, after startsAt) decide when the storefront shows it; ' +
    '`live` says whether it does now.';

  /** The id in the path, or the 400 already sent. */
  const idOf = (params: unknown, reply: FastifyReply): number | undefined => {
    const parsed = ContentIdParams.safeParse(params);
    if (parsed.success) return parsed.data.id;
    void refuse(reply, 400, invalidInput(parsed.error));
    return undefined;
  };

  app.get(
    path,
    {
      onRequest: guard,
      schema: {
        ...common,
        summary: `Lists the ${plural} (owner, catalogue)`,
        description:
          'Paged by `limit` (1..100, default 25) and `offset`, sorted by `sort` (displayOrder, the ' +
          "storefront's order, or id) and `order`, searched with `q` in the titles of both languages, " +
          `filtered by \`active\` (true or false). ${scheduleNote} 400 naming the field for a bad query.`,
        querystring: jsonSchemaOf(schemas.query, 'input'),
        response: { 200: jsonSchemaOf(schemas.page), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const query = schemas.query.safeParse(request.query ?? {});
      if (!query.success) return refuse(reply, 400, invalidInput(query.error));
      const page = await content.list(deps.db, query.data);
      return reply.send({ ...page, limit: query.data.limit, offset: query.data.offset });
    },
  );

  app.get(
    one,
    {
      onRequest: guard,
      schema: {
        ...common,
        summary: `One ${resource} (owner, catalogue)`,
        description: `Every text in English and Arabic (Arabic '' is a missing translation). 404 for an unknown id.`,
        params: jsonSchemaOf(ContentIdParams, 'input'),
        response: { 200: jsonSchemaOf(schemas.item), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const id = idOf(request.params, reply);
      if (id === undefined) return reply;
      const item = await content.find(deps.db, id);
      return item ? reply.send(item) : refuse(reply, 404, unknown(id));
    },
  );

  app.post(
    path,
    {
      onRequest: guard,
      schema: {
        ...common,
        summary: `Adds a ${resource} (owner, catalogue)`,
        description:
          `The new ${resource} goes after the others. Images are uploaded media (/media/...) or https:// URLs; ` +
          `links are shop paths (/all-products/...) or https:// URLs. ${scheduleNote} 400 naming the field for ` +
          'bad input. Recorded in the audit log. Answers 201 with it.',
        body: jsonSchemaOf(schemas.create, 'input'),
        response: { 201: jsonSchemaOf(schemas.item), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const body = parseBody(schemas.create, request.body);
      if (!body.ok) return refuse(reply, 400, body.problem);
      const fields = content.clean(body.data);
      const created = await deps.db.transaction(async (tx) => {
        const item = await content.insert(tx, fields);
        await recordAudit(tx, actor, { action: 'create', resource, resourceId: item.id, after: fieldsOf(item) });
        return item;
      });
      await deps.changes.published('content');
      request.log.info({ id: created.id, by: actor.label }, `admin: ${resource} created`);
      return reply.code(201).send(created);
    },
  );

  app.patch(
    one,
    {
      onRequest: guard,
      schema: {
        ...common,
        summary: `Changes a ${resource} (owner, catalogue)`,
        description:
          'Only the fields sent change; a text may be sent in one language, the other is kept. The dates are ' +
          'checked together with the ones kept (endsAt after startsAt). 400 naming the field for bad input; ' +
          '404 for an unknown id. Recorded in the audit log with the changed fields before and after.',
        params: jsonSchemaOf(ContentIdParams, 'input'),
        body: jsonSchemaOf(schemas.update, 'input'),
        response: { 200: jsonSchemaOf(schemas.item), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const id = idOf(request.params, reply);
      if (id === undefined) return reply;
      const body = parseBody(schemas.update, request.body);
      if (!body.ok) return refuse(reply, 400, body.problem);
      const change = body.data;
      const outcome = await deps.db.transaction(async (tx): Promise<Outcome<Fields & Shown>> => {
        const before = await content.find(tx, id, { forUpdate: true });
        if (!before) return { ok: false, status: 404, problem: unknown(id) };
        const fields = content.clean(applyChange(fieldsOf(before), change));
        if (!contentScheduleInOrder(fields.startsAt, fields.endsAt)) {
          return {
            ok: false,
            status: 400,
            problem: problem('INVALID_INPUT', { reason: CONTENT_SCHEDULE_ORDER_MESSAGE }),
          };
        }
        const changes = changedFields(fieldsOf(before), fields);
        if (!changes) return { ok: true, value: before, changed: false };
        const after = await content.write(tx, id, fields);
        await recordAudit(tx, actor, { action: 'update', resource, resourceId: id, ...changes });
        return { ok: true, value: after, changed: true };
      });
      if (!outcome.ok) return refuse(reply, outcome.status, outcome.problem);
      if (outcome.changed) {
        await deps.changes.published('content');
        request.log.info({ id, by: actor.label }, `admin: ${resource} changed`);
      }
      return reply.send(outcome.value);
    },
  );

  app.delete(
    one,
    {
      onRequest: guard,
      schema: {
        ...common,
        summary: `Deletes a ${resource} (owner, catalogue)`,
        description:
          `Removes it from the storefront at once (to hide it for a while, set isActive false or its dates ` +
          'instead). 404 for an unknown id. Recorded in the audit log with its fields. Answers 204.',
        params: jsonSchemaOf(ContentIdParams, 'input'),
        response: failureResponses,
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const id = idOf(request.params, reply);
      if (id === undefined) return reply;
      const removed = await deps.db.transaction(async (tx) => {
        const before = await content.find(tx, id, { forUpdate: true });
        if (!before) return false;
        await content.remove(tx, id);
        await recordAudit(tx, actor, { action: 'delete', resource, resourceId: id, before: fieldsOf(before) });
        return true;
      });
      if (!removed) return refuse(reply, 404, unknown(id));
      await deps.changes.published('content');
      request.log.info({ id, by: actor.label }, `admin: ${resource} deleted`);
      return reply.code(204).send();
    },
  );

  app.put(
    `${path}/order`,
    {
      onRequest: guard,
      schema: {
        ...common,
        summary: `Puts the ${plural} in a new order (owner, catalogue)`,
        description:
          `\`ids\`: every ${resource}'s id once, in the order the storefront shows them (the first gets ` +
          `displayOrder 0), applied in one transaction. 400 naming the field for a bad list (an id twice, ` +
          `not a number); 409 when the list misses a ${resource} or names an unknown one (someone changed ` +
          'the list meanwhile: reload it). Recorded in the audit log with the order before and after. ' +
          'Answers the new order.',
        body: jsonSchemaOf(ContentReorderBody, 'input'),
        response: { 200: jsonSchemaOf(ContentReorderBody), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const body = parseBody(ContentReorderBody, request.body);
      if (!body.ok) return refuse(reply, 400, body.problem);
      const { ids } = body.data;
      const outcome = await deps.db.transaction(async (tx): Promise<Outcome<number[]>> => {
        const reordering = await reorderRows(tx, content.table, ids);
        if (!reordering.ok) {
          const { missing, unknown: strangers } = reordering;
          return {
            ok: false,
            status: 409,
            problem: problem('CONTENT_ORDER_CHANGED', {
              kind: resource,
              missing: missing.join(', '),
              unknown: strangers.join(', '),
            }),
          };
        }
        const changes = changedFields({ order: reordering.before }, { order: ids });
        if (changes) await recordAudit(tx, actor, { action: 'reorder', resource, ...changes });
        return { ok: true, value: ids, changed: changes !== undefined };
      });
      if (!outcome.ok) return refuse(reply, outcome.status, outcome.problem);
      if (outcome.changed) {
        await deps.changes.published('content');
        request.log.info({ by: actor.label }, `admin: ${plural} reordered`);
      }
      return reply.send({ ids: outcome.value });
    },
  );
}

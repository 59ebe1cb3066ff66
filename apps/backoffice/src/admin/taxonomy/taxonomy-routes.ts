import type { FastifyInstance, FastifyReply } from 'fastify';
import { TaxonomyIdParams, TaxonomyListQuery, TaxonomyOrder, type Problem, type StaffRole } from '@shop/contract';
import { failureEnvelope } from '../../protocol/envelope';
import type { AdminDeps } from '../admin-deps';
import { failureResponses, invalidInput, jsonSchemaOf, noValidation, parseBody } from '../admin-schemas';
import { actorOf, requireStaff } from '../staff-access';
import { changeEntry, createEntry, entryNotFound, removeEntry, reorderEntries } from './taxonomy-changes';
import { findEntry, itemOf, listEntries } from './taxonomy-entry-repository';
import type { Refusal, TaxonomyNoun } from './taxonomy-noun';
import { TAXONOMY_NOUNS } from './taxonomy-nouns';

export const ADMIN_TAXONOMY_PATH = '/api/v1/admin';

/** Who may read and change the taxonomy. */
export const TAXONOMY_ROLES = ['owner', 'catalogue'] as const satisfies readonly StaffRole[];

const ACCESS = 'Needs the session of an owner or catalogue member (401 without one, 403 for other roles).';
const CHANGE_NOTES =
  "Needs `Origin` to be the admin's own. Recorded in the audit log (the fields before and after); shoppers " +
  'see the change at once.';

const refuse = (reply: FastifyReply, refusal: Refusal) =>
  reply.code(refusal.status).send(failureEnvelope(refusal.status, refusal.problem));
const badInput = (reply: FastifyReply, said: Problem) => refuse(reply, { status: 400, problem: said });

/** Categories, brands, tags, colours and sizes: the same six routes for each noun. */
export function registerAdminTaxonomyRoutes(app: FastifyInstance, deps: AdminDeps): void {
  for (const noun of TAXONOMY_NOUNS) registerNounRoutes(app, deps, noun);
}

function registerNounRoutes(app: FastifyInstance, deps: AdminDeps, noun: TaxonomyNoun): void {
  const collection = `${ADMIN_TAXONOMY_PATH}/${noun.path}`;
  const entry = `${collection}/:id`;
  const common = {
    onRequest: requireStaff(deps, TAXONOMY_ROLES),
    validatorCompiler: noValidation,
  };
  const item = jsonSchemaOf(noun.schemas.item);
  const params = jsonSchemaOf(TaxonomyIdParams, 'input');
  const parseId = (raw: unknown) => TaxonomyIdParams.safeParse(raw ?? {});
  const published = () => deps.changes.published('catalog');

  app.get(
    collection,
    {
      ...common,
      schema: {
        summary: `Lists ${noun.many}`,
        description:
          `A page of ${noun.many} (limit 1..100, default 25; offset), sorted by displayOrder (default), name or ` +
          `id, filtered by \`active\`; \`q\` matches the English and Arabic names. Each answers productCount. ${ACCESS}`,
        tags: ['admin'],
        querystring: jsonSchemaOf(TaxonomyListQuery, 'input'),
        response: { 200: jsonSchemaOf(noun.schemas.page), ...failureResponses },
      },
    },
    async (request, reply) => {
      const query = TaxonomyListQuery.safeParse(request.query ?? {});
      if (!query.success) return badInput(reply, invalidInput(query.error));
      const page = await listEntries(deps.db, noun, query.data);
      return reply.send({
        items: page.rows.map(itemOf),
        total: page.total,
        limit: query.data.limit,
        offset: query.data.offset,
      });
    },
  );

  app.get(
    entry,
    {
      ...common,
      schema: {
        summary: `Reads a ${noun.one}`,
        description: `404 for an unknown id. ${ACCESS}`,
        tags: ['admin'],
        params,
        response: { 200: item, ...failureResponses },
      },
    },
    async (request, reply) => {
      const id = parseId(request.params);
      if (!id.success) return badInput(reply, invalidInput(id.error));
      const row = await findEntry(deps.db, noun, id.data.id);
      if (!row) return refuse(reply, { status: 404, problem: entryNotFound(noun, id.data.id) });
      return reply.send(itemOf(row));
    },
  );

  app.post(
    collection,
    {
      ...common,
      schema: {
        summary: `Creates a ${noun.one}`,
        description: `Answers 201 and the ${noun.one}; 400 naming the field for bad input. ${CHANGE_NOTES} ${ACCESS}`,
        tags: ['admin'],
        body: jsonSchemaOf(noun.schemas.create, 'input'),
        response: { 201: item, ...failureResponses },
      },
    },
    async (request, reply) => {
      const body = parseBody(noun.schemas.create, request.body);
      if (!body.ok) return badInput(reply, body.problem);
      const outcome = await createEntry(deps.db, actorOf(request), noun, body.data);
      if (!outcome.ok) return refuse(reply, outcome.refusal);
      await published();
      return reply.code(201).send(outcome.value);
    },
  );

  app.patch(
    entry,
    {
      ...common,
      schema: {
        summary: `Changes a ${noun.one}`,
        description:
          `Only the fields sent change; a name may be sent in one language, the other is kept. Answers the ` +
          `${noun.one}; 400 naming the field for bad input, 404 for an unknown id. ${CHANGE_NOTES} ${ACCESS}`,
        tags: ['admin'],
        params,
        body: jsonSchemaOf(noun.schemas.update, 'input'),
        response: { 200: item, ...failureResponses },
      },
    },
    async (request, reply) => {
      const id = parseId(request.params);
      if (!id.success) return badInput(reply, invalidInput(id.error));
      const body = parseBody(noun.schemas.update, request.body);
      if (!body.ok) return badInput(reply, body.problem);
      const outcome = await changeEntry(deps.db, actorOf(request), noun, id.data.id, body.data);
      if (!outcome.ok) return refuse(reply, outcome.refusal);
      if (outcome.changed) await published();
      return reply.send(outcome.value);
    },
  );

  app.delete(
    entry,
    {
      ...common,
      schema: {
        summary: `Deletes a ${noun.one}`,
        description:
          `Answers 204. 409 while products use it (the message says how many; deactivate it instead)` +
          `${noun.path === 'categories' ? ' or while it has subcategories' : ''}; 404 for an unknown id. ` +
          `${CHANGE_NOTES} ${ACCESS}`,
        tags: ['admin'],
        params,
        response: { 204: { type: 'null', description: 'Deleted' }, ...failureResponses },
      },
    },
    async (request, reply) => {
      const id = parseId(request.params);
      if (!id.success) return badInput(reply, invalidInput(id.error));
      const outcome = await removeEntry(deps.db, actorOf(request), noun, id.data.id);
      if (!outcome.ok) return refuse(reply, outcome.refusal);
      await published();
      return reply.code(204).send();
    },
  );

  app.put(
    `${collection}/order`,
    {
      ...common,
      schema: {
        summary: `Reorders the ${noun.many}`,
        description:
          `Takes every ${noun.one}'s id in the new order (the first gets displayOrder 0) and answers it. 409 when ` +
          `the list misses a ${noun.one} or names an unknown one (it changed meanwhile: reload it). One audit ` +
          `entry for the whole order. ${CHANGE_NOTES} ${ACCESS}`,
        tags: ['admin'],
        body: jsonSchemaOf(TaxonomyOrder, 'input'),
        response: { 200: jsonSchemaOf(TaxonomyOrder), ...failureResponses },
      },
    },
    async (request, reply) => {
      const body = parseBody(TaxonomyOrder, request.body);
      if (!body.ok) return badInput(reply, body.problem);
      const outcome = await reorderEntries(deps.db, actorOf(request), noun, body.data.ids);
      if (!outcome.ok) return refuse(reply, outcome.refusal);
      if (outcome.changed) await published();
      return reply.send({ ids: outcome.value });
    },
  );
}

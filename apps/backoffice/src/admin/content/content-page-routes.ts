import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  AdminContentPage,
  AdminContentPageList,
  CONTENT_PAGE_SLUGS,
  ContentPageParams,
  SaveContentPageBody,
  problem,
  type ContentPageSlug,
} from '@shop/contract';
import type { AdminDeps } from '../admin-deps';
import { ADMIN_SECURITY_SCHEME } from '../admin-order-routes';
import { failureResponses, jsonSchemaOf, noValidation, parseBody, refuse } from '../admin-schemas';
import { recordAudit } from '../audit-log';
import { sanitizeRichText } from '../rich-text';
import { actorOf, requireStaff } from '../staff-access';
import { changedFields } from '../changed-fields';
import {
  deleteContentPage,
  findAdminContentPage,
  listAdminContentPages,
  saveContentPage,
  type ContentPageFields,
} from './content-page-repository';
import { CONTENT_ROLES } from './scheduled-content-routes';

export const ADMIN_PAGES_PATH = '/api/v1/admin/pages';

const RESOURCE = 'page';

/** The page in the path, or the 404 already sent. */
function slugOf(params: unknown, reply: FastifyReply): ContentPageSlug | undefined {
  const parsed = ContentPageParams.safeParse(params);
  if (parsed.success) return parsed.data.slug;
  const asked = String((params as { slug?: unknown } | undefined)?.slug ?? '').slice(0, 40);
  void refuse(reply, 404, problem('PAGE_NOT_FOUND', { slug: asked }));
  return undefined;
}

/** The page as it is kept: the body's HTML sanitised (the title is plain text). */
const cleanPage = (fields: ContentPageFields): ContentPageFields => ({
  title: fields.title,
  body: { en: sanitizeRichText(fields.body.en), ar: sanitizeRichText(fields.body.ar) },
});

/** The shop's own pages: about, faq and terms. */
export function registerAdminContentPageRoutes(app: FastifyInstance, deps: AdminDeps): void {
  const one = `${ADMIN_PAGES_PATH}/:slug`;
  const common = { tags: ['admin'], security: [{ [ADMIN_SECURITY_SCHEME]: [] }] };
  const guard = requireStaff(deps, CONTENT_ROLES);
  const unwrittenNote =
    'A page never written has empty texts and updatedAt null: the storefront shows its built-in text.';

  app.get(
    ADMIN_PAGES_PATH,
    {
      onRequest: guard,
      schema: {
        ...common,
        summary: 'Lists the content pages (owner, catalogue)',
        description: `Always the three pages (${CONTENT_PAGE_SLUGS.join(', ')}), in that order. ${unwrittenNote}`,
        response: { 200: jsonSchemaOf(AdminContentPageList), ...failureResponses },
      },
    },
    async (_request, reply) => {
      const items = await listAdminContentPages(deps.db);
      return reply.send({ items, total: items.length, limit: items.length, offset: 0 });
    },
  );

  app.get(
    one,
    {
      onRequest: guard,
      schema: {
        ...common,
        summary: 'One content page (owner, catalogue)',
        description: `The title and the body (HTML) in English and Arabic. ${unwrittenNote} 404 for another slug.`,
        params: jsonSchemaOf(ContentPageParams, 'input'),
        response: { 200: jsonSchemaOf(AdminContentPage), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const slug = slugOf(request.params, reply);
      if (slug === undefined) return reply;
      return reply.send(await findAdminContentPage(deps.db, slug));
    },
  );

  app.put(
    one,
    {
      onRequest: guard,
      schema: {
        ...common,
        summary: 'Writes a content page (owner, catalogue)',
        description:
          'The title (plain text) and the body (HTML from the rich-text editor: scripts, styles, event ' +
          'handlers and unknown tags are removed) in English and Arabic; English required, Arabic left ' +
          'empty shows the English text. 400 naming the field for bad input; 404 for another slug. Recorded ' +
          'in the audit log with the changed fields before and after. Answers the page.',
        params: jsonSchemaOf(ContentPageParams, 'input'),
        body: jsonSchemaOf(SaveContentPageBody, 'input'),
        response: { 200: jsonSchemaOf(AdminContentPage), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const slug = slugOf(request.params, reply);
      if (slug === undefined) return reply;
      const body = parseBody(SaveContentPageBody, request.body);
      if (!body.ok) return refuse(reply, 400, body.problem);
      const fields = cleanPage(body.data);
      if (fields.body.en === '') return refuse(reply, 400, problem('PAGE_BODY_EMPTY'));
      const saved = await deps.db.transaction(async (tx) => {
        const { before, after } = await saveContentPage(tx, slug, fields);
        const written = { title: after.title, body: after.body };
        if (before === undefined) {
          await recordAudit(tx, actor, { action: 'create', resource: RESOURCE, resourceId: slug, after: written });
          return { page: after, changed: true };
        }
        const changes = changedFields({ title: before.title, body: before.body }, written);
        if (changes)
          await recordAudit(tx, actor, { action: 'update', resource: RESOURCE, resourceId: slug, ...changes });
        return { page: after, changed: changes !== undefined };
      });
      if (saved.changed) {
        await deps.changes.published('content');
        request.log.info({ slug, by: actor.label }, 'admin: content page written');
      }
      return reply.send(saved.page);
    },
  );

  app.delete(
    one,
    {
      onRequest: guard,
      schema: {
        ...common,
        summary: "Removes a content page's text (owner, catalogue)",
        description:
          'The storefront shows its built-in text again. 404 for another slug, or when the page shows its ' +
          'built-in text already. Recorded in the audit log with the texts removed. Answers 204.',
        params: jsonSchemaOf(ContentPageParams, 'input'),
        response: failureResponses,
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const slug = slugOf(request.params, reply);
      if (slug === undefined) return reply;
      const removed = await deps.db.transaction(async (tx) => {
        const before = await deleteContentPage(tx, slug);
        if (!before) return false;
        const { title, body } = before;
        await recordAudit(tx, actor, {
          action: 'delete',
          resource: RESOURCE,
          resourceId: slug,
          before: { title, body },
        });
        return true;
      });
      if (!removed) return refuse(reply, 404, problem('PAGE_NOT_WRITTEN', { slug }));
      await deps.changes.published('content');
      request.log.info({ slug, by: actor.label }, 'admin: content page removed');
      return reply.code(204).send();
    },
  );
}

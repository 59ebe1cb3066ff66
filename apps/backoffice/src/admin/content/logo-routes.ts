import type { FastifyInstance } from 'fastify';
import { AdminLogo, SaveLogoBody } from '@shop/contract';
import { failureEnvelope } from '../../protocol/envelope';
import type { AdminDeps } from '../admin-deps';
import { ADMIN_SECURITY_SCHEME } from '../admin-order-routes';
import { failureResponses, jsonSchemaOf, noValidation, parseBody } from '../admin-schemas';
import { recordAudit } from '../audit-log';
import { actorOf, requireStaff } from '../staff-access';
import { findLogo, saveLogo } from './logo-repository';
import { CONTENT_ROLES } from './scheduled-content-routes';

export const ADMIN_LOGO_PATH = '/api/v1/admin/logo';

/** The shop's logo, shown on every storefront page. */
export function registerAdminLogoRoutes(app: FastifyInstance, deps: AdminDeps): void {
  const common = { tags: ['admin'], security: [{ [ADMIN_SECURITY_SCHEME]: [] }] };
  const guard = requireStaff(deps, CONTENT_ROLES);

  app.get(
    ADMIN_LOGO_PATH,
    {
      onRequest: guard,
      schema: {
        ...common,
        summary: "The shop's logo (owner, catalogue)",
        description: "The URL every storefront page shows (get-website-logo, get-shop-settings); '' when none is set.",
        response: { 200: jsonSchemaOf(AdminLogo), ...failureResponses },
      },
    },
    async (_request, reply) => reply.send({ url: await findLogo(deps.db) }),
  );

  app.put(
    ADMIN_LOGO_PATH,
    {
      onRequest: guard,
      schema: {
        ...common,
        summary: "Sets the shop's logo (owner, catalogue)",
        description:
          '`url`: an uploaded image (/media/..., from POST /api/v1/admin/media) or an https:// URL. 400 naming ' +
          "the field for anything else. The logo of every language: it replaces the Arabic pages' own logo too " +
          "(the demo shop's Arabic wordmark). Recorded in the audit log with the URL before and after. Answers the logo.",
        body: jsonSchemaOf(SaveLogoBody, 'input'),
        response: { 200: jsonSchemaOf(AdminLogo), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const body = parseBody(SaveLogoBody, request.body);
      if (!body.ok) return reply.code(400).send(failureEnvelope(400, body.problem));
      const { url } = body.data;
      const changed = await deps.db.transaction(async (tx) => {
        const { before, arabicBefore } = await saveLogo(tx, url);
        if (before === url) return false;
        // The Arabic pages' own logo goes with the old one: the new logo shows in both languages.
        const was = arabicBefore === undefined ? { url: before } : { url: before, arabicUrl: arabicBefore };
        await recordAudit(tx, actor, { action: 'update', resource: 'logo', before: was, after: { url } });
        return true;
      });
      if (changed) {
        // The logo is part of every page's layout (get-shop-settings), which the storefront drops on 'settings'.
        await deps.changes.published('settings');
        request.log.info({ url, by: actor.label }, 'admin: logo changed');
      }
      return reply.send({ url });
    },
  );
}

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { problem, ShopSettings, UpdateShopSettingsBody, type Problem, type StaffRole } from '@shop/contract';
import { readShopSettings, saveSettings } from '../../content/shop-settings-repository';
import { failureEnvelope } from '../../protocol/envelope';
import type { AdminDeps } from '../admin-deps';
import { ADMIN_SECURITY_SCHEME } from '../admin-order-routes';
import { failureResponses, jsonSchemaOf, noValidation, parseBody } from '../admin-schemas';
import { recordAudit } from '../audit-log';
import { actorOf, requireStaff } from '../staff-access';
import { changedFields } from '../changed-fields';

export const ADMIN_SETTINGS_PATH = '/api/v1/admin/settings';

/** Only the owner reads and changes the shop's settings. */
export const SETTINGS_ROLES: readonly StaffRole[] = ['owner'];

/** Key of the transaction-scoped advisory lock that makes settings changes one at a time. */
const SETTINGS_LOCK_KEY = 7_301_018;

type Outcome = { ok: true; settings: ShopSettings; changed: (keyof ShopSettings)[] } | { ok: false; problem: Problem };

const schemaBase = { tags: ['admin'], security: [{ [ADMIN_SECURITY_SCHEME]: [] }] };

/** The shop's settings: read all, change some (owner). */
export function registerAdminSettingsRoutes(app: FastifyInstance, deps: AdminDeps): void {
  const access = requireStaff(deps, SETTINGS_ROLES);
  const fallbacks = { mailFrom: deps.config.MAIL_FROM };

  app.get(
    ADMIN_SETTINGS_PATH,
    {
      onRequest: access,
      schema: {
        ...schemaBase,
        summary: "Reads the shop's settings (owner)",
        description: 'Every setting, with what the shop uses where one was never saved.',
        response: { 200: jsonSchemaOf(ShopSettings), ...failureResponses },
      },
    },
    async (_request, reply) => reply.send(await readShopSettings(deps.db, fallbacks)),
  );

  app.patch(
    ADMIN_SETTINGS_PATH,
    {
      onRequest: access,
      schema: {
        ...schemaBase,
        summary: "Changes some of the shop's settings (owner)",
        description:
          'Each setting given replaces the saved one whole; the others stay. Social links are https addresses ' +
          "or ''; at least one payment method stays on; USD is always offered and EUR needs a rate. The shop " +
          'name and currencies show at once in get-shop-settings, the contact details and opening hours on ' +
          "the contact page and footer (their labels). With `reviewsNeedApproval` on, shoppers' new reviews " +
          'wait in the reviews queue (/api/v1/admin/reviews) until approved. Answers every setting.',
        body: jsonSchemaOf(UpdateShopSettingsBody, 'input'),
        response: { 200: jsonSchemaOf(ShopSettings), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const body = parseBody(UpdateShopSettingsBody, request.body);
      if (!body.ok) return reply.code(400).send(failureEnvelope(400, body.problem));
      const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${SETTINGS_LOCK_KEY})`);
        const before = await readShopSettings(tx, fallbacks);
        const after: ShopSettings = { ...before, ...body.data };
        if (after.currencies.includes('EUR') && after.eurPerUsd === null) {
          return { ok: false, problem: problem('EUR_RATE_REQUIRED') };
        }
        const changed = changedFields(before, body.data);
        if (!changed) return { ok: true, settings: before, changed: [] };
        const names = Object.keys(changed.after) as (keyof ShopSettings)[];
        await saveSettings(tx, Object.fromEntries(names.map((name) => [name, after[name]])));
        await recordAudit(tx, actor, { action: 'update', resource: 'settings', ...changed });
        return { ok: true, settings: after, changed: names };
      });
      if (!outcome.ok) return reply.code(400).send(failureEnvelope(400, outcome.problem));
      if (outcome.changed.length > 0) {
        await deps.changes.published('settings');
        // The contact page's and footer's details are answered as their labels.
        if (outcome.changed.includes('contact') || outcome.changed.includes('openingHours')) {
          await deps.changes.published('labels');
        }
        request.log.info({ settings: outcome.changed, by: actor.label }, 'admin: settings changed');
      }
      return reply.send(outcome.settings);
    },
  );
}

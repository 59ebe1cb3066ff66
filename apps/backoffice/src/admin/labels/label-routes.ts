import type { FastifyInstance } from 'fastify';
import {
  AdminLabel,
  AdminLabelListQuery,
  AdminLabelPage,
  AdminLabelParams,
  UpdateLabelBody,
  problem,
  type Problem,
  type StaffRole,
} from '@shop/contract';
import { settingLabelField } from '../../content/setting-labels';
import { shippedLabel } from '../../content/shipped-labels';
import { findSavedSettings } from '../../content/shop-settings-repository';
import { failureEnvelope } from '../../protocol/envelope';
import type { AdminDeps } from '../admin-deps';
import { ADMIN_SECURITY_SCHEME } from '../admin-order-routes';
import { failureResponses, invalidInput, jsonSchemaOf, noValidation, parseBody } from '../admin-schemas';
import { recordAudit } from '../audit-log';
import { changedFields } from '../changed-fields';
import { actorOf, requireStaff } from '../staff-access';
import { pageOfLabels, placeholderProblem, toAdminLabel } from './label-items';
import { findLabelForUpdate, listStoredLabels, saveLabelText } from './label-repository';

export const ADMIN_LABELS_PATH = '/api/v1/admin/labels';
const LABEL_PATH = `${ADMIN_LABELS_PATH}/:entity/:key`;

/** Who may edit the storefront's texts. */
export const LABEL_ROLES: readonly StaffRole[] = ['owner', 'catalogue'];

const LABEL_SETTINGS = ['contact', 'openingHours'] as const;

type Outcome = { ok: true; label: AdminLabel; changed: boolean } | { ok: false; status: 400 | 404; problem: Problem };

const schemaBase = { tags: ['admin'], security: [{ [ADMIN_SECURITY_SCHEME]: [] }] };

/** Every storefront text in English and Arabic (owner, catalogue). */
export function registerAdminLabelRoutes(app: FastifyInstance, deps: AdminDeps): void {
  const access = requireStaff(deps, LABEL_ROLES);

  app.get(
    ADMIN_LABELS_PATH,
    {
      onRequest: access,
      schema: {
        ...schemaBase,
        summary: "Lists the storefront's labels in English and Arabic (owner, catalogue)",
        description:
          '`q` matches the key or either text, ignoring case; `screen` keeps one screen; `missing=true` keeps ' +
          'labels whose Arabic is empty, or the same as the English where the shipped Arabic differs. Sorted ' +
          'by `sort` (screen, key) and `order`, paged by `limit` and `offset`. Each label carries its shipped ' +
          'texts, and `managedBy` names the setting that sets it (such labels are changed in the settings).',
        querystring: jsonSchemaOf(AdminLabelListQuery, 'input'),
        response: { 200: jsonSchemaOf(AdminLabelPage), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const query = AdminLabelListQuery.safeParse(request.query ?? {});
      if (!query.success) return reply.code(400).send(failureEnvelope(400, invalidInput(query.error)));
      const [stored, settings] = await Promise.all([
        listStoredLabels(deps.db),
        findSavedSettings(deps.db, LABEL_SETTINGS),
      ]);
      const page = pageOfLabels(
        stored.map((label) => toAdminLabel(label, settings)),
        query.data,
      );
      return reply.send({ ...page, limit: query.data.limit, offset: query.data.offset });
    },
  );

  app.patch(
    LABEL_PATH,
    {
      onRequest: access,
      schema: {
        ...schemaBase,
        summary: 'Changes a label’s English or Arabic text (owner, catalogue)',
        description:
          "Texts keep the shipped English's {placeholders}. An Arabic text of '' marks the translation " +
          'missing: shoppers then see the English. The contact details and opening hours are changed in ' +
          'the settings (409 here). Shoppers see the change at once; a restart keeps it. 404 for an unknown ' +
          'screen label.',
        params: jsonSchemaOf(AdminLabelParams, 'input'),
        body: jsonSchemaOf(UpdateLabelBody, 'input'),
        response: { 200: jsonSchemaOf(AdminLabel), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const params = AdminLabelParams.safeParse(request.params);
      if (!params.success) return reply.code(400).send(failureEnvelope(400, invalidInput(params.error)));
      const body = parseBody(UpdateLabelBody, request.body);
      if (!body.ok) return reply.code(400).send(failureEnvelope(400, body.problem));
      const { entity: screen, key } = params.data;
      const texts = body.data;
      if (texts.en === undefined && texts.ar === undefined) {
        return reply.code(400).send(failureEnvelope(400, problem('LABEL_TEXT_REQUIRED')));
      }
      const managedBy = settingLabelField(screen, key);
      if (managedBy)
        return reply.code(409).send(failureEnvelope(409, problem('LABEL_SET_IN_SETTINGS', { field: managedBy })));

      const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
        const before = await findLabelForUpdate(tx, screen, key);
        if (!before) return { ok: false, status: 404, problem: problem('LABEL_NOT_FOUND', { screen, key }) };
        const placeholders = placeholderProblem(shippedLabel(screen, key)?.en ?? before.en, texts);
        if (placeholders) return { ok: false, status: 400, problem: placeholders };
        const changed = changedFields({ en: before.en, ar: before.ar }, texts);
        const after = { ...before, ...texts };
        if (!changed) return { ok: true, label: toAdminLabel(after, {}), changed: false };
        for (const language of ['en', 'ar'] as const) {
          const text = texts[language];
          if (text !== undefined && text !== before[language]) await saveLabelText(tx, before, language, text);
        }
        await recordAudit(tx, actor, {
          action: 'update',
          resource: 'label',
          resourceId: `${screen}.${key}`,
          ...changed,
        });
        return { ok: true, label: toAdminLabel(after, {}), changed: true };
      });
      if (!outcome.ok) return reply.code(outcome.status).send(failureEnvelope(outcome.status, outcome.problem));
      if (outcome.changed) {
        await deps.changes.published('labels');
        request.log.info({ screen, key, by: actor.label }, 'admin: label changed');
      }
      return reply.send(outcome.label);
    },
  );
}

// What staff do for (or about) a customer beyond disabling: mail a password-reset code, export
// their data, and erase them (the owner only). Each is recorded in the audit log.
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  AdminCustomerDetail,
  AdminCustomerEraseBody,
  AdminCustomerExport,
  AdminCustomerParams,
  AdminCustomerResetCodeAnswer,
  languageCodeOf,
  problem,
  type Problem,
} from '@shop/contract';
import { mailResetCode, resetCodeKeyOf } from '../../accounts/password-reset-handlers';
import { ResetCodePolicy } from '../../accounts/reset-codes';
import { loadSecretKey } from '../../accounts/secret-key';
import { revokeUserSessions } from '../../accounts/session-repository';
import { failureEnvelope } from '../../protocol/envelope';
import { RateLimits } from '../../rate-limit/rate-limit-rules';
import type { AdminDeps } from '../admin-deps';
import {
  failureResponses,
  invalidInput,
  jsonSchemaOf,
  noValidation,
  parseBody,
  staffSessionSecurity,
} from '../admin-schemas';
import { recordAudit } from '../audit-log';
import { actorOf, requireStaff } from '../staff-access';
import { ADMIN_CUSTOMERS_PATH, CUSTOMER_ROLES, customerNotFound, ERASE_ROLES } from './customer-access';
import { eraseCustomer } from './customer-erasure';
import { exportCustomer } from './customer-export';
import { findCustomerById, findCustomerDetail, findCustomerLanguageId } from './customer-repository';

type Refusal = { ok: false; status: 404 | 400 | 409; problem: Problem };
const refuse = (reply: FastifyReply, refusal: Refusal) =>
  reply.code(refusal.status).send(failureEnvelope(refusal.status, refusal.problem));

const schemaBase = { tags: ['admin'], security: staffSessionSecurity };
const params = jsonSchemaOf(AdminCustomerParams, 'input');

export function registerCustomerActionRoutes(app: FastifyInstance, deps: AdminDeps): void {
  const access = requireStaff(deps, CUSTOMER_ROLES);
  // The same key the storefront's "forgot password" digests codes with, read once when first needed.
  let resetCodeKey: Promise<Buffer> | undefined;
  const loadResetCodeKey = () => {
    resetCodeKey ??= loadSecretKey(deps.config).then(resetCodeKeyOf);
    return resetCodeKey;
  };

  const customerId = (value: unknown, reply: FastifyReply): number | undefined => {
    const parsed = AdminCustomerParams.safeParse(value);
    if (parsed.success) return parsed.data.id;
    void reply.code(400).send(failureEnvelope(400, invalidInput(parsed.error)));
    return undefined;
  };

  app.post(
    `${ADMIN_CUSTOMERS_PATH}/:id/reset-code`,
    {
      onRequest: access,
      schema: {
        ...schemaBase,
        summary: 'Mails the customer a password-reset code (owner, orders)',
        description:
          'What the storefront’s "forgot password" does: a new code (earlier unused ones stop working), valid ' +
          'for 10 minutes and once, mailed to the customer in the language they last used with the shop; the ' +
          'customer then sets a new password on the storefront. Staff never see the code. Counts against the ' +
          'same per-email limit as the shopper’s own requests (429 beyond it). 409 for a disabled or erased ' +
          'account, 404 for an unknown id.',
        params,
        response: { 200: jsonSchemaOf(AdminCustomerResetCodeAnswer), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const id = customerId(request.params, reply);
      if (id === undefined) return reply;
      const customer = await findCustomerById(deps.db, id);
      if (!customer) return refuse(reply, { ok: false, status: 404, problem: customerNotFound(id) });
      if (customer.erased) return refuse(reply, { ok: false, status: 409, problem: problem('CUSTOMER_ERASED') });
      if (customer.disabledAt) return refuse(reply, { ok: false, status: 409, problem: problem('CUSTOMER_DISABLED') });
      // The shopper's own limit, counted atomically: a burst of clicks mails no more codes than it allows.
      const limited = await deps.rateLimiter.hit(RateLimits.resetCodesPerEmail, customer.email);
      if (limited) return reply.code(429).send(failureEnvelope(429, limited.problem));
      const key = await loadResetCodeKey();

      const outcome = await deps.db.transaction(async (tx): Promise<Refusal | { ok: true; languageId: number }> => {
        // Locked: an erasure or a disable at the same moment either comes first (and is refused here) or waits.
        const locked = await findCustomerById(tx, id, { forUpdate: true });
        if (!locked) return { ok: false, status: 404, problem: customerNotFound(id) };
        if (locked.erased) return { ok: false, status: 409, problem: problem('CUSTOMER_ERASED') };
        if (locked.disabledAt) return { ok: false, status: 409, problem: problem('CUSTOMER_DISABLED') };
        const languageId = await findCustomerLanguageId(tx, locked);
        await mailResetCode(
          { db: tx, mailer: deps.mailer, resetCodeKey: key, log: request.log, config: deps.config },
          locked,
          languageId,
        );
        const language = languageCodeOf(languageId);
        await recordAudit(tx, actor, {
          action: 'reset-code',
          resource: 'customer',
          resourceId: id,
          after: { language },
        });
        return { ok: true, languageId };
      });
      if (!outcome.ok) return refuse(reply, outcome);
      return reply.send({
        language: languageCodeOf(outcome.languageId),
        validMinutes: ResetCodePolicy.lifetimeSeconds / 60,
      } satisfies AdminCustomerResetCodeAnswer);
    },
  );

  app.get(
    `${ADMIN_CUSTOMERS_PATH}/:id/export`,
    {
      onRequest: access,
      schema: {
        ...schemaBase,
        summary: 'Exports everything the shop holds about a customer, as a JSON download (owner, orders)',
        description:
          'The account (never its password hash, session tokens or reset codes), address, orders with their ' +
          'lines, payments and refunds, reviews, newsletter subscription, contact messages and seller requests ' +
          'by their email, and their sign-ins. The cart and wish list live in the shopper’s browser only, so ' +
          'they are empty. Answered as an attachment named customer-<id>-<date>.json; each export is recorded ' +
          'in the audit log. 404 for an unknown id.',
        params,
        response: { 200: jsonSchemaOf(AdminCustomerExport), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const id = customerId(request.params, reply);
      if (id === undefined) return reply;
      // One transaction: the document is one moment's picture, and it exists only if its entry does.
      const document = await deps.db.transaction(async (tx) => {
        const exported = await exportCustomer(tx, id);
        if (!exported) return undefined;
        await recordAudit(tx, actor, {
          action: 'export',
          resource: 'customer',
          resourceId: id,
          after: { orders: exported.orders.length, reviews: exported.reviews.length },
        });
        return exported;
      });
      if (!document) return refuse(reply, { ok: false, status: 404, problem: customerNotFound(id) });
      const day = document.exportedAt.slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="customer-${id}-${day}.json"`)
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(`${JSON.stringify(document, null, 2)}\n`);
    },
  );

  app.post(
    `${ADMIN_CUSTOMERS_PATH}/:id/erase`,
    {
      onRequest: requireStaff(deps, ERASE_ROLES),
      schema: {
        ...schemaBase,
        summary: 'Erases a customer: their personal data anonymised, their orders kept (owner)',
        description:
          'The body repeats the customer’s email as a confirmation (400 when it does not match). In one ' +
          'transaction: the name becomes "Erased customer", the email a unique address no mail reaches, the ' +
          'phone and address are cleared, the password can no longer be used, every session ends and the ' +
          'account stays disabled; their orders keep their lines and amounts but lose the billing and shipping ' +
          'names, phones and addresses; their reviews stay without their name; their newsletter subscription, ' +
          'contact messages and waiting seller requests are deleted, decided ones anonymised. Cannot be undone: ' +
          'a second erasure answers 409. The audit entry holds counts, not personal data. 404 for an unknown id.',
        params,
        body: jsonSchemaOf(AdminCustomerEraseBody, 'input'),
        response: { 200: jsonSchemaOf(AdminCustomerDetail), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const id = customerId(request.params, reply);
      if (id === undefined) return reply;
      const body = parseBody(AdminCustomerEraseBody, request.body);
      if (!body.ok) return reply.code(400).send(failureEnvelope(400, body.problem));

      const outcome = await deps.db.transaction(async (tx): Promise<Refusal | { ok: true }> => {
        // Locked and checked under the lock: of two erasures at once, the second finds it done.
        const customer = await findCustomerById(tx, id, { forUpdate: true });
        if (!customer) return { ok: false, status: 404, problem: customerNotFound(id) };
        if (customer.erased) return { ok: false, status: 409, problem: problem('CUSTOMER_ALREADY_ERASED') };
        if (customer.email.toLowerCase() !== body.data.email.toLowerCase()) {
          return { ok: false, status: 400, problem: problem('CUSTOMER_EMAIL_MISMATCH') };
        }
        const counts = await eraseCustomer(tx, id, customer.email);
        await revokeUserSessions(tx, id);
        await recordAudit(tx, actor, {
          action: 'erase',
          resource: 'customer',
          resourceId: id,
          before: { orderCount: customer.orderCount },
          after: { erased: true, ...counts },
        });
        return { ok: true };
      });
      if (!outcome.ok) return refuse(reply, outcome);
      return reply.send(await findCustomerDetail(deps.db, id));
    },
  );
}

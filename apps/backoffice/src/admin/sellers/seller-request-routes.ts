import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  AdminSellerRequest,
  AdminSellerRequestListQuery,
  AdminSellerRequestPage,
  AdminSellerRequestParams,
  AdminVendor,
  AdminVendorList,
  AdminVendorParams,
  Language,
  RejectSellerRequestBody,
  UpdateVendorBody,
  problem,
  type StaffRole,
  type Problem,
} from '@shop/contract';
import { composeSellerDecisionMail } from '../../mail/seller-decision-mail';
import { findShopName } from '../../mail/shop-name-repository';
import { failureEnvelope } from '../../protocol/envelope';
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
import {
  decideSellerRequest,
  findSellerRequestById,
  findVendor,
  listSellerRequests,
  listVendors,
  makeVendorOfRequest,
  renameVendor,
} from './seller-request-repository';

export const ADMIN_SELLER_REQUESTS_PATH = '/api/v1/admin/seller-requests';
export const ADMIN_VENDORS_PATH = '/api/v1/admin/vendors';
const SELLER_REQUEST_PATH = `${ADMIN_SELLER_REQUESTS_PATH}/:id`;

/** Who decides who sells in the shop. */
export const SELLER_REQUEST_ROLES: readonly StaffRole[] = ['owner'];
/** Who may read the vendors: the owner, and the catalogue team who attach products to them. */
export const VENDOR_ROLES: readonly StaffRole[] = ['owner', 'catalogue'];
/** Who may rename a vendor: the owner, who approved it. */
export const VENDOR_EDIT_ROLES: readonly StaffRole[] = ['owner'];

type Outcome = { ok: true; request: AdminSellerRequest } | { ok: false; status: 404 | 409; problem: Problem };

const requestNotFound = (id: number) => problem('SELLER_REQUEST_NOT_FOUND', { id });

const answer = (reply: FastifyReply, outcome: Outcome) =>
  outcome.ok
    ? reply.send(outcome.request)
    : reply.code(outcome.status).send(failureEnvelope(outcome.status, outcome.problem));

const schemaBase = { tags: ['admin'], security: staffSessionSecurity };

/** Seller requests: list, read, approve and reject (owner); then the vendors (owner, catalogue). */
export function registerAdminSellerRoutes(app: FastifyInstance, deps: AdminDeps): void {
  const access = requireStaff(deps, SELLER_REQUEST_ROLES);

  /** The path's request id, or the 400 already sent. */
  const requestId = (params: unknown, reply: FastifyReply): number | undefined => {
    const parsed = AdminSellerRequestParams.safeParse(params);
    if (parsed.success) return parsed.data.id;
    void reply.code(400).send(failureEnvelope(400, invalidInput(parsed.error)));
    return undefined;
  };

  /** Mails the applicant the decision in the request's language, after it was recorded; never throws. */
  const mailDecision = async (
    request: FastifyRequest,
    decided: AdminSellerRequest,
    decision: { decision: 'approved' } | { decision: 'rejected'; reason: string },
  ) => {
    const languageId = decided.language === Language.ar.code ? Language.ar.id : Language.en.id;
    try {
      const shopName = await findShopName(deps.db, languageId);
      const mail = composeSellerDecisionMail({
        languageId,
        shopName,
        firstName: decided.firstName,
        loginUrl: `${deps.config.STOREFRONT_URL}/${decided.language}/login`,
        ...decision,
      });
      deps.mailer.sendInBackground({ ...mail, to: decided.email, fromName: shopName }, request.log, {
        vendorRequestId: decided.id,
      });
    } catch (error) {
      request.log.error({ err: error, vendorRequestId: decided.id }, 'seller decision mail could not be prepared');
    }
  };

  app.get(
    ADMIN_SELLER_REQUESTS_PATH,
    {
      onRequest: access,
      schema: {
        ...schemaBase,
        summary: 'Lists seller requests (owner)',
        description:
          'Newest first, paged by `limit` and `offset`; `status` (pending, approved, rejected) filters; `q` ' +
          "matches the applicant's name, email and phone number. Each carries the applicant's details, never " +
          'their password.',
        querystring: jsonSchemaOf(AdminSellerRequestListQuery, 'input'),
        response: { 200: jsonSchemaOf(AdminSellerRequestPage), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const query = AdminSellerRequestListQuery.safeParse(request.query ?? {});
      if (!query.success) return reply.code(400).send(failureEnvelope(400, invalidInput(query.error)));
      const page = await listSellerRequests(deps.db, query.data);
      return reply.send({ ...page, limit: query.data.limit, offset: query.data.offset });
    },
  );

  app.get(
    SELLER_REQUEST_PATH,
    {
      onRequest: access,
      schema: {
        ...schemaBase,
        summary: 'Reads a seller request (owner)',
        description: '404 for an unknown id.',
        params: jsonSchemaOf(AdminSellerRequestParams, 'input'),
        response: { 200: jsonSchemaOf(AdminSellerRequest), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const id = requestId(request.params, reply);
      if (id === undefined) return reply;
      const found = await findSellerRequestById(deps.db, id);
      if (!found) return reply.code(404).send(failureEnvelope(404, requestNotFound(id)));
      return reply.send(found);
    },
  );

  app.post(
    `${SELLER_REQUEST_PATH}/approve`,
    {
      onRequest: access,
      schema: {
        ...schemaBase,
        summary: 'Approves a seller request (owner)',
        description:
          'In one step: the request is approved; the applicant becomes a storefront account with the role ' +
          'vendor (made from the request, with the password they chose; or, when their email has an account ' +
          'already, that account keeps its password and becomes a vendor); a vendor named after them is made ' +
          "and linked. The applicant is then mailed in the request's language. 409 when the request was " +
          'decided already (of two approvals at once, one makes the vendor). 404 for an unknown id.',
        params: jsonSchemaOf(AdminSellerRequestParams, 'input'),
        response: { 200: jsonSchemaOf(AdminSellerRequest), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const id = requestId(request.params, reply);
      if (id === undefined) return reply;
      const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
        // Locked: a second decision waits, then finds this one's.
        const before = await findSellerRequestById(tx, id, { forUpdate: true });
        if (!before) return { ok: false, status: 404, problem: requestNotFound(id) };
        if (before.status !== 'pending') {
          return { ok: false, status: 409, problem: problem('SELLER_REQUEST_DECIDED', { status: before.status }) };
        }
        const made = await makeVendorOfRequest(tx, id);
        await decideSellerRequest(
          tx,
          id,
          { status: 'approved', vendorId: made.vendorId },
          actor.kind === 'staff' ? actor.member.id : null,
        );
        await recordAudit(tx, actor, {
          action: 'approve',
          resource: 'seller-request',
          resourceId: id,
          before: { status: before.status },
          after: { status: 'approved', email: before.email, ...made },
        });
        return { ok: true, request: (await findSellerRequestById(tx, id))! };
      });
      if (outcome.ok) await mailDecision(request, outcome.request, { decision: 'approved' });
      return answer(reply, outcome);
    },
  );

  app.post(
    `${SELLER_REQUEST_PATH}/reject`,
    {
      onRequest: access,
      schema: {
        ...schemaBase,
        summary: 'Rejects a seller request with a reason (owner)',
        description:
          '`reason` (plain text, 1..2000 characters) is stored and mailed to the applicant in the request’s ' +
          'language. No account or vendor is made. 409 when the request was decided already. 404 for an ' +
          'unknown id.',
        params: jsonSchemaOf(AdminSellerRequestParams, 'input'),
        body: jsonSchemaOf(RejectSellerRequestBody, 'input'),
        response: { 200: jsonSchemaOf(AdminSellerRequest), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const id = requestId(request.params, reply);
      if (id === undefined) return reply;
      const body = parseBody(RejectSellerRequestBody, request.body);
      if (!body.ok) return reply.code(400).send(failureEnvelope(400, body.problem));
      const { reason } = body.data;
      const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
        const before = await findSellerRequestById(tx, id, { forUpdate: true });
        if (!before) return { ok: false, status: 404, problem: requestNotFound(id) };
        if (before.status !== 'pending') {
          return { ok: false, status: 409, problem: problem('SELLER_REQUEST_DECIDED', { status: before.status }) };
        }
        await decideSellerRequest(
          tx,
          id,
          { status: 'rejected', reason },
          actor.kind === 'staff' ? actor.member.id : null,
        );
        await recordAudit(tx, actor, {
          action: 'reject',
          resource: 'seller-request',
          resourceId: id,
          before: { status: before.status },
          after: { status: 'rejected', email: before.email, reason },
        });
        return { ok: true, request: (await findSellerRequestById(tx, id))! };
      });
      if (outcome.ok) await mailDecision(request, outcome.request, { decision: 'rejected', reason });
      return answer(reply, outcome);
    },
  );

  app.get(
    ADMIN_VENDORS_PATH,
    {
      onRequest: requireStaff(deps, VENDOR_ROLES),
      schema: {
        ...schemaBase,
        summary: 'Lists the vendors (owner, catalogue)',
        description: 'Every vendor by name, with its Arabic name and its account: the choices of a product’s vendor.',
        response: { 200: jsonSchemaOf(AdminVendorList), ...failureResponses },
      },
    },
    async (_request, reply) => reply.send({ items: await listVendors(deps.db) }),
  );

  app.patch(
    `${ADMIN_VENDORS_PATH}/:id`,
    {
      onRequest: requireStaff(deps, VENDOR_EDIT_ROLES),
      schema: {
        ...schemaBase,
        summary: 'Renames a vendor (owner)',
        description:
          '`name` as the taxonomy’s names change: `en` (1..200 characters) and/or `ar` (up to 200; "" removes the ' +
          'Arabic name, and shoppers on /ar/ then see the English one); a language left out is kept. Answers the ' +
          'vendor; 400 naming the field for bad input, 404 for an unknown id. Recorded in the audit log with the ' +
          'name before and after; the storefront shows the new name at once.',
        params: jsonSchemaOf(AdminVendorParams, 'input'),
        body: jsonSchemaOf(UpdateVendorBody, 'input'),
        response: { 200: jsonSchemaOf(AdminVendor), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const params = AdminVendorParams.safeParse(request.params);
      if (!params.success) return reply.code(400).send(failureEnvelope(400, invalidInput(params.error)));
      const body = parseBody(UpdateVendorBody, request.body);
      if (!body.ok) return reply.code(400).send(failureEnvelope(400, body.problem));
      const { id } = params.data;
      const outcome = await deps.db.transaction(async (tx) => {
        // Locked: a parallel change of the other language waits, then keeps this one's.
        const before = await findVendor(tx, id, { forUpdate: true });
        if (!before) return undefined;
        await renameVendor(tx, before, body.data.name);
        const after = (await findVendor(tx, id))!;
        const changed = JSON.stringify(before.name) !== JSON.stringify(after.name);
        if (changed) {
          await recordAudit(tx, actorOf(request), {
            action: 'update',
            resource: 'vendor',
            resourceId: id,
            before: { name: before.name },
            after: { name: after.name },
          });
        }
        const { localized: _localized, ...vendor } = after;
        return { vendor, changed };
      });
      if (!outcome) return reply.code(404).send(failureEnvelope(404, problem('VENDOR_NOT_FOUND', { id })));
      // Product pages show the vendor's name: the storefront's cached answers are dropped.
      if (outcome.changed) await deps.changes.published('catalog');
      return reply.send(outcome.vendor);
    },
  );
}

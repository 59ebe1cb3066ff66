import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  AdminCoupon,
  AdminCouponListQuery,
  AdminCouponPage,
  AdminCouponParams,
  CreateCouponBody,
  UpdateCouponBody,
  couponTermsProblem,
  problem,
  type Problem,
  type StaffRole,
} from '@shop/contract';
import { failureEnvelope } from '../../protocol/envelope';
import type { AdminDeps } from '../admin-deps';
import { ADMIN_SECURITY_SCHEME } from '../admin-order-routes';
import { failureResponses, invalidInput, jsonSchemaOf, noValidation, parseBody } from '../admin-schemas';
import { recordAudit } from '../audit-log';
import { changedFields } from '../changed-fields';
import { actorOf, requireStaff } from '../staff-access';
import {
  couponIsUsed,
  deleteCoupon,
  findCouponById,
  insertCoupon,
  isCodeTaken,
  listCoupons,
  updateCoupon,
} from './coupon-admin-repository';

export const ADMIN_COUPONS_PATH = '/api/v1/admin/coupons';
const COUPON_PATH = `${ADMIN_COUPONS_PATH}/:id`;

/** Who may manage coupons. */
export const COUPON_ROLES: readonly StaffRole[] = ['owner', 'catalogue'];

const couponNotFound = (id: number) => problem('COUPON_NOT_FOUND', { id });

/** The coupon's own fields, as the audit log records them. */
const auditedFields = ({ id: _id, timesUsed: _uses, redemptions: _redemptions, ...fields }: AdminCoupon) => fields;

/** Dates as the database gives them back, so an unchanged date does not count as a change. */
const normalised = <T extends { validFrom?: string | null; validTo?: string | null }>(body: T): T => ({
  ...body,
  ...(body.validFrom ? { validFrom: new Date(body.validFrom).toISOString() } : {}),
  ...(body.validTo ? { validTo: new Date(body.validTo).toISOString() } : {}),
});

type Outcome =
  | { ok: true; status: 200 | 201 | 204; coupon?: AdminCoupon }
  | { ok: false; status: 400 | 404 | 409; problem: Problem };

const answer = (reply: FastifyReply, outcome: Outcome) =>
  outcome.ok
    ? reply.code(outcome.status).send(outcome.coupon)
    : reply.code(outcome.status).send(failureEnvelope(outcome.status, outcome.problem));

const schemaBase = { tags: ['admin'], security: [{ [ADMIN_SECURITY_SCHEME]: [] }] };

/** Coupons: list, read, create, change and delete (owner and catalogue). */
export function registerAdminCouponRoutes(app: FastifyInstance, deps: AdminDeps): void {
  const access = requireStaff(deps, COUPON_ROLES);

  /** The path's coupon id, or the 400 already sent. */
  const couponId = (params: unknown, reply: FastifyReply): number | undefined => {
    const parsed = AdminCouponParams.safeParse(params);
    if (parsed.success) return parsed.data.id;
    void reply.code(400).send(failureEnvelope(400, invalidInput(parsed.error)));
    return undefined;
  };

  app.get(
    ADMIN_COUPONS_PATH,
    {
      onRequest: access,
      schema: {
        ...schemaBase,
        summary: 'Lists coupons (owner, catalogue)',
        description:
          'Paged by `limit` and `offset`; `q` matches the code; `active` and `expired` filter (true or false); ' +
          'sorted by `sort` (code, timesUsed, validTo, id) and `order`. Each coupon carries its use counts.',
        querystring: jsonSchemaOf(AdminCouponListQuery, 'input'),
        response: { 200: jsonSchemaOf(AdminCouponPage), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const query = AdminCouponListQuery.safeParse(request.query ?? {});
      if (!query.success) return reply.code(400).send(failureEnvelope(400, invalidInput(query.error)));
      const page = await listCoupons(deps.db, query.data);
      return reply.send({ ...page, limit: query.data.limit, offset: query.data.offset });
    },
  );

  app.get(
    COUPON_PATH,
    {
      onRequest: access,
      schema: {
        ...schemaBase,
        summary: 'Reads a coupon (owner, catalogue)',
        description: '404 for an unknown id.',
        params: jsonSchemaOf(AdminCouponParams, 'input'),
        response: { 200: jsonSchemaOf(AdminCoupon), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const id = couponId(request.params, reply);
      if (id === undefined) return reply;
      const coupon = await findCouponById(deps.db, id);
      if (!coupon) return reply.code(404).send(failureEnvelope(404, couponNotFound(id)));
      return reply.send(coupon);
    },
  );

  app.post(
    ADMIN_COUPONS_PATH,
    {
      onRequest: access,
      schema: {
        ...schemaBase,
        summary: 'Creates a coupon (owner, catalogue)',
        description:
          'A percentage is a whole 1..100; a fixed amount and the minimum order are US cents. The end comes ' +
          'after the start. 409 when the code is taken, ignoring case. Answers 201 with the coupon.',
        body: jsonSchemaOf(CreateCouponBody, 'input'),
        response: { 201: jsonSchemaOf(AdminCoupon), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const body = parseBody(CreateCouponBody, request.body);
      if (!body.ok) return reply.code(400).send(failureEnvelope(400, body.problem));
      const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
        const coupon = await insertCoupon(tx, normalised(body.data));
        if (!coupon) return { ok: false, status: 409, problem: problem('COUPON_CODE_TAKEN') };
        await recordAudit(tx, actor, {
          action: 'create',
          resource: 'coupon',
          resourceId: coupon.id,
          after: auditedFields(coupon),
        });
        return { ok: true, status: 201, coupon };
      });
      return answer(reply, outcome);
    },
  );

  app.patch(
    COUPON_PATH,
    {
      onRequest: access,
      schema: {
        ...schemaBase,
        summary: 'Changes a coupon (owner, catalogue)',
        description:
          'Changes the fields given; the coupon is then checked as a whole (a percentage of at most 100, the ' +
          'end after the start). 404 for an unknown id, 409 for a code taken by another coupon.',
        params: jsonSchemaOf(AdminCouponParams, 'input'),
        body: jsonSchemaOf(UpdateCouponBody, 'input'),
        response: { 200: jsonSchemaOf(AdminCoupon), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const id = couponId(request.params, reply);
      if (id === undefined) return reply;
      const body = parseBody(UpdateCouponBody, request.body);
      if (!body.ok) return reply.code(400).send(failureEnvelope(400, body.problem));
      const changes = normalised(body.data);
      try {
        const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
          const before = await findCouponById(tx, id, { forUpdate: true });
          if (!before) return { ok: false, status: 404, problem: couponNotFound(id) };
          const terms = couponTermsProblem({ ...before, ...changes });
          if (terms) {
            const reason = `${terms.field}: ${terms.message}`;
            return { ok: false, status: 400, problem: problem('INVALID_INPUT', { reason }) };
          }
          const changed = changedFields(auditedFields(before), changes);
          if (!changed) return { ok: true, status: 200, coupon: before };
          const coupon = await updateCoupon(tx, id, changes);
          await recordAudit(tx, actor, { action: 'update', resource: 'coupon', resourceId: id, ...changed });
          return { ok: true, status: 200, coupon };
        });
        return answer(reply, outcome);
      } catch (error) {
        if (isCodeTaken(error)) return reply.code(409).send(failureEnvelope(409, problem('COUPON_CODE_TAKEN')));
        throw error;
      }
    },
  );

  app.delete(
    COUPON_PATH,
    {
      onRequest: access,
      schema: {
        ...schemaBase,
        summary: 'Deletes a coupon no order used (owner, catalogue)',
        description:
          'Answers 204. A coupon some order used is kept for the orders’ records: 409, deactivate it instead. ' +
          '404 for an unknown id.',
        params: jsonSchemaOf(AdminCouponParams, 'input'),
        response: { 204: { type: 'null' }, ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const id = couponId(request.params, reply);
      if (id === undefined) return reply;
      const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
        // Locked: an order placed meanwhile waits, then finds no coupon (or this call finds it used).
        const coupon = await findCouponById(tx, id, { forUpdate: true });
        if (!coupon) return { ok: false, status: 404, problem: couponNotFound(id) };
        if (await couponIsUsed(tx, coupon)) {
          return {
            ok: false,
            status: 409,
            problem: problem('COUPON_USED', { orders: Math.max(coupon.timesUsed, coupon.redemptions, 1) }),
          };
        }
        await deleteCoupon(tx, id);
        await recordAudit(tx, actor, {
          action: 'delete',
          resource: 'coupon',
          resourceId: id,
          before: auditedFields(coupon),
        });
        return { ok: true, status: 204 };
      });
      return answer(reply, outcome);
    },
  );
}

import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  AdminCustomer,
  AdminCustomerDetail,
  AdminCustomerListQuery,
  AdminCustomerPage,
  AdminCustomerParams,
  problem,
  type Problem,
} from '@shop/contract';
import { revokeUserSessions } from '../../accounts/session-repository';
import { failureEnvelope } from '../../protocol/envelope';
import type { AdminDeps } from '../admin-deps';
import { failureResponses, invalidInput, jsonSchemaOf, noValidation, staffSessionSecurity } from '../admin-schemas';
import { recordAudit } from '../audit-log';
import { actorOf, requireStaff } from '../staff-access';
import { ADMIN_CUSTOMERS_PATH, CUSTOMER_ROLES, customerNotFound } from './customer-access';
import { registerCustomerActionRoutes } from './customer-action-routes';
import { findCustomerById, findCustomerDetail, listCustomers, setCustomerDisabled } from './customer-repository';

const CUSTOMER_PATH = `${ADMIN_CUSTOMERS_PATH}/:id`;

type Outcome = { ok: true; customer: AdminCustomer } | { ok: false; status: 404 | 409; problem: Problem };

const answer = (reply: FastifyReply, outcome: Outcome) =>
  outcome.ok
    ? reply.send(outcome.customer)
    : reply.code(outcome.status).send(failureEnvelope(outcome.status, outcome.problem));

const schemaBase = { tags: ['admin'], security: staffSessionSecurity };

/**
 * Customers: list, detail with orders, disable and enable (owner, orders); a reset code, the data
 * export (owner, orders) and erasure (owner) in customer-action-routes.
 */
export function registerAdminCustomerRoutes(app: FastifyInstance, deps: AdminDeps): void {
  const access = requireStaff(deps, CUSTOMER_ROLES);

  /** The path's customer id, or the 400 already sent. */
  const customerId = (params: unknown, reply: FastifyReply): number | undefined => {
    const parsed = AdminCustomerParams.safeParse(params);
    if (parsed.success) return parsed.data.id;
    void reply.code(400).send(failureEnvelope(400, invalidInput(parsed.error)));
    return undefined;
  };

  app.get(
    ADMIN_CUSTOMERS_PATH,
    {
      onRequest: access,
      schema: {
        ...schemaBase,
        summary: 'Lists customers (owner, orders)',
        description:
          'Every storefront account, with its order count and what its orders came to (per currency; returned ' +
          'and refunded orders left out of the amount). Paged by `limit` and `offset`; `q` matches the name, ' +
          'email and phone number; `disabled` (true or false) filters; sorted by `sort` (createdAt, name, email, ' +
          'orderCount, totalSpent: US dollars first) and `order` (desc by default: newest first).',
        querystring: jsonSchemaOf(AdminCustomerListQuery, 'input'),
        response: { 200: jsonSchemaOf(AdminCustomerPage), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const query = AdminCustomerListQuery.safeParse(request.query ?? {});
      if (!query.success) return reply.code(400).send(failureEnvelope(400, invalidInput(query.error)));
      const page = await listCustomers(deps.db, query.data);
      return reply.send({ ...page, limit: query.data.limit, offset: query.data.offset });
    },
  );

  app.get(
    CUSTOMER_PATH,
    {
      onRequest: access,
      schema: {
        ...schemaBase,
        summary: 'Reads a customer with their address and orders (owner, orders)',
        description: 'Orders newest first, each with its number, date, status and total. 404 for an unknown id.',
        params: jsonSchemaOf(AdminCustomerParams, 'input'),
        response: { 200: jsonSchemaOf(AdminCustomerDetail), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const id = customerId(request.params, reply);
      if (id === undefined) return reply;
      const customer = await findCustomerDetail(deps.db, id);
      if (!customer) return reply.code(404).send(failureEnvelope(404, customerNotFound(id)));
      return reply.send(customer);
    },
  );

  for (const disabled of [true, false]) {
    app.post(
      `${CUSTOMER_PATH}/${disabled ? 'disable' : 'enable'}`,
      {
        onRequest: access,
        schema: {
          ...schemaBase,
          summary: disabled
            ? 'Disables a customer account (owner, orders)'
            : 'Enables a customer account again (owner, orders)',
          description: disabled
            ? 'Every session of the account ends at once, and its logins are refused with a message saying the ' +
              'shop disabled it. Its orders stay. Disabling a disabled account changes and records nothing. 404 ' +
              'for an unknown id, 409 for an erased customer.'
            : 'The customer may log in again (their ended sessions stay ended). Enabling an enabled account ' +
              'changes and records nothing. 404 for an unknown id, 409 for an erased customer.',
          params: jsonSchemaOf(AdminCustomerParams, 'input'),
          response: { 200: jsonSchemaOf(AdminCustomer), ...failureResponses },
        },
        validatorCompiler: noValidation,
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const id = customerId(request.params, reply);
        if (id === undefined) return reply;
        const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
          // Locked: of several requests at once, the first changes the account and the rest find it done.
          const before = await findCustomerById(tx, id, { forUpdate: true });
          if (!before) return { ok: false, status: 404, problem: customerNotFound(id) };
          // An erased account stays disabled: there is no one left to let in.
          if (before.erased) return { ok: false, status: 409, problem: problem('CUSTOMER_ERASED') };
          if (!(await setCustomerDisabled(tx, id, disabled))) return { ok: true, customer: before };
          if (disabled) await revokeUserSessions(tx, id);
          const customer = (await findCustomerById(tx, id))!;
          await recordAudit(tx, actor, {
            action: disabled ? 'disable' : 'enable',
            resource: 'customer',
            resourceId: id,
            before: { disabledAt: before.disabledAt },
            after: { disabledAt: customer.disabledAt, email: customer.email },
          });
          return { ok: true, customer };
        });
        return answer(reply, outcome);
      },
    );
  }

  registerCustomerActionRoutes(app, deps);
}

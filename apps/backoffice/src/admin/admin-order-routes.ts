import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { OrderStatusName, problem } from '@shop/contract';
import { toMoney } from '../catalog/money';
import { listRecentOrders } from '../orders/order-repository';
import { parseOrderStatus } from '../orders/order-status';
import { setOrderStatus } from '../orders/set-order-status';
import { envelopeJsonSchema, failureEnvelope, successEnvelope } from '../protocol/envelope';
import { failureResponses, invalidInput, STAFF_SESSION_SCHEME } from './admin-schemas';
import { auditOrderMove } from './order-audit';
import { registerOrderAdminRoutes, type OrderAdminDeps } from './orders/order-admin-routes';
import { actorOf, requireStaff } from './staff-access';

export const ADMIN_ORDERS_PATH = '/api/v1/admin/orders';
export const ADMIN_SET_ORDER_STATUS_PATH = '/api/v1/admin/orders/set-status';

/** Name of the bearer scheme in the OpenAPI document (app.ts declares it). */
export const ADMIN_SECURITY_SCHEME = 'adminToken';

/** Most orders one list answers; the newest come first. */
export const ADMIN_ORDER_LIST_LIMIT = 50;

const ORDER_NUMBER_MAX_LENGTH = 40;
const EMAIL_MAX_LENGTH = 200;
const STATUS_HINT = `Expected 1-5 or one of ${Object.values(OrderStatusName).join(', ')}`;

const SetStatusBody = z.object({
  /** e.g. PS-261122-N2SHZ4; compared in capitals, as order numbers are made. */
  OrderNumber: z
    .string({ error: 'Expected an order number such as PS-261122-N2SHZ4' })
    .trim()
    .min(1, 'is required')
    .max(ORDER_NUMBER_MAX_LENGTH, `is at most ${ORDER_NUMBER_MAX_LENGTH} characters`)
    .transform((text) => text.toUpperCase()),
  /** 1-5 or a status name ('Completed', 'in-progress'). */
  Status: z.union([z.number(), z.string()], { error: STATUS_HINT }).transform((value, context) => {
    const status = parseOrderStatus(String(value).trim());
    if (status === undefined) {
      context.addIssue({ code: 'custom', message: STATUS_HINT });
      return z.NEVER;
    }
    return status;
  }),
});

const ListQuery = z.object({
  /** Only this customer's orders (compared ignoring case). */
  email: z.string().trim().max(EMAIL_MAX_LENGTH, `is at most ${EMAIL_MAX_LENGTH} characters`).optional(),
});

const noValidation = () => (data: unknown) => ({ value: data });

// Successes keep the envelope the CLI reads; failures are every admin route's shape (with its flags).
const adminResponses = { 200: envelopeJsonSchema, ...failureResponses };

/** Who may read and move orders: the admin token (the CLI), or a member with one of these roles. */
export const ORDER_ROLES = ['owner', 'orders'] as const;

/**
 * The shop owner's endpoints (not in the spec; the spec has no admin role), guarded by
 * `Authorization: Bearer <ADMIN_TOKEN>` or an owner's or orders member's session: change an
 * order's status along the allowed moves, and list the newest orders. `npm run shop --
 * order:set-status` and `order:list` call them while the shop runs. The admin app's paged list
 * (GET /api/v1/admin/orders/list), order detail and actions are registered beside them.
 */
export async function registerAdminOrderRoutes(app: FastifyInstance, deps: OrderAdminDeps): Promise<void> {
  // The admin app's list, detail and actions: a staff session only, outside the token's scope below.
  registerOrderAdminRoutes(app, deps);
  await app.register(async (scope) => {
    scope.addHook('onRequest', requireStaff(deps, ORDER_ROLES, { token: true }));

    scope.post(
      ADMIN_SET_ORDER_STATUS_PATH,
      {
        schema: {
          summary: "Changes an order's status (shop owner)",
          description:
            'Moves an order and its items to a new status: Active (1) → InProgress (2) → Completed (3) → ' +
            'Returned (4) → Refunded (5); an order not yet completed may also go to Refunded. A digital ' +
            'item becomes downloadable once its order is Completed. Needs `Authorization: Bearer <admin token>` ' +
            '(ADMIN_TOKEN, or the one made in DATA_DIR/admin-token), or the session of an owner or orders member ' +
            '(403 for other roles). Recorded in the audit log. 401 without a valid token; 400 naming the ' +
            'field for bad input; 404 for an unknown order number; 409 for a move the status graph forbids; ' +
            '429 after 10 wrong tokens from one address in 15 minutes, or 100 from all addresses in an hour. ' +
            'The answer row holds OrderNumber, PreviousStatusID, PreviousStatusName, StatusID and StatusName.',
          tags: ['admin'],
          security: [{ [ADMIN_SECURITY_SCHEME]: [] }, { [STAFF_SESSION_SCHEME]: [] }],
          body: {
            type: 'object',
            required: ['OrderNumber', 'Status'],
            properties: {
              OrderNumber: { type: 'string', description: 'e.g. PS-261122-N2SHZ4', maxLength: ORDER_NUMBER_MAX_LENGTH },
              Status: {
                description: '1-5, or Active, InProgress, Completed, Returned, Refunded',
                oneOf: [
                  { type: 'integer', minimum: 1, maximum: 5 },
                  { type: 'string', enum: Object.values(OrderStatusName) },
                ],
              },
            },
          },
          response: adminResponses,
        },
        // zod validates below; the JSON schema above only documents.
        validatorCompiler: noValidation,
      },
      async (request, reply) => {
        if (typeof request.body !== 'object' || request.body === null || Array.isArray(request.body)) {
          const reason = 'body: Expected a JSON object with OrderNumber and Status';
          return reply.code(400).send(failureEnvelope(400, problem('INVALID_INPUT', { reason })));
        }
        const body = SetStatusBody.safeParse(request.body);
        if (!body.success) return reply.code(400).send(failureEnvelope(400, invalidInput(body.error)));
        const { OrderNumber, Status } = body.data;
        const actor = actorOf(request);
        const note = actor.kind === 'token' ? 'set by the shop owner' : `set by ${actor.label}`;
        const change = await setOrderStatus(deps.db, OrderNumber, Status, note, auditOrderMove(actor, OrderNumber));
        if (!change.ok) return reply.code(change.status).send(failureEnvelope(change.status, change.problem));
        request.log.info({ orderNumber: OrderNumber, from: change.from, to: change.to }, 'admin: order status changed');
        return reply.send(
          successEnvelope(
            [
              {
                OrderNumber,
                PreviousStatusID: change.from,
                PreviousStatusName: OrderStatusName[change.from],
                StatusID: change.to,
                StatusName: OrderStatusName[change.to],
              },
            ],
            { message: `Order ${OrderNumber}: ${OrderStatusName[change.from]} → ${OrderStatusName[change.to]}` },
          ),
        );
      },
    );

    scope.get(
      ADMIN_ORDERS_PATH,
      {
        schema: {
          summary: 'Lists the newest orders (shop owner)',
          description:
            `The ${ADMIN_ORDER_LIST_LIMIT} newest orders, or those of the customer with \`email\`. Rows hold ` +
            'OrderNumber, StatusID, StatusName, OrderTotal, CurrencyCode, EmailAddress and OrderDateUTC. ' +
            'Needs the admin bearer token or an owner or orders session, as set-status does.',
          tags: ['admin'],
          security: [{ [ADMIN_SECURITY_SCHEME]: [] }, { [STAFF_SESSION_SCHEME]: [] }],
          querystring: {
            type: 'object',
            properties: { email: { type: 'string', maxLength: EMAIL_MAX_LENGTH, description: "A customer's email" } },
          },
          response: adminResponses,
        },
        validatorCompiler: noValidation,
      },
      async (request, reply) => {
        const query = ListQuery.safeParse(request.query ?? {});
        if (!query.success) return reply.code(400).send(failureEnvelope(400, invalidInput(query.error)));
        const records = await listRecentOrders(deps.db, query.data.email || undefined, ADMIN_ORDER_LIST_LIMIT);
        return reply.send(
          successEnvelope(
            records.map((record) => ({
              OrderNumber: record.order_number,
              StatusID: record.status,
              StatusName: OrderStatusName[record.status as keyof typeof OrderStatusName] ?? String(record.status),
              OrderTotal: toMoney(record.order_total),
              CurrencyCode: record.currency,
              EmailAddress: record.email,
              OrderDateUTC: new Date(record.created_at).toISOString(),
            })),
          ),
        );
      },
    );
  });
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  AdminOrderCancelBody,
  AdminOrderDetail,
  AdminOrderListQuery,
  AdminOrderPage,
  AdminOrderParams,
  AdminOrderRefundBody,
  AdminOrderStatusBody,
  Language,
  ORDER_EXPORT_MAX_ROWS,
  problem,
  type OrderStatusId,
} from '@shop/contract';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { Mailer } from '../../mail/mailer';
import { composeOrderUpdateMail, type OrderUpdate } from '../../mail/order-update-mail';
import { findShopName } from '../../mail/shop-name-repository';
import { setOrderStatus } from '../../orders/set-order-status';
import { createPaymentProviders, type PaymentConfig } from '../../payments/create-providers';
import {
  failureResponses,
  invalidInput,
  jsonSchemaOf,
  noValidation,
  parseBody,
  staffSessionSecurity,
  refuse,
} from '../admin-schemas';
import { auditOrderMove } from '../order-audit';
import { actorOf, requireStaff, type AdminAccess } from '../staff-access';
import { cancelOrder, refundOrder, type ActionOutcome } from './order-actions';
import { findAdminOrder, listAdminOrders, listAllAdminOrders } from './order-admin-repository';
import { ordersCsv } from './order-csv';

/** The admin app's paged order list (the CLI keeps GET /api/v1/admin/orders and its envelope). */
export const ADMIN_ORDER_LIST_PATH = '/api/v1/admin/orders/list';
export const ADMIN_ORDERS_CSV_PATH = '/api/v1/admin/orders.csv';
export const ADMIN_ORDER_PATH = '/api/v1/admin/orders/:id';

/** Who may read orders and act on them in the admin app. */
const ROLES = ['owner', 'orders'] as const;

const ExportQuery = AdminOrderListQuery.omit({ limit: true, offset: true });
const schemaBase = { tags: ['admin'], security: staffSessionSecurity };

export interface OrderAdminDeps extends AdminAccess {
  config: AdminAccess['config'] & PaymentConfig & Pick<Config, 'STOREFRONT_URL'>;
  db: Database;
  mailer: Mailer;
}

/**
 * The orders for staff (owner, orders; a signed-in session): the paged, filtered list and its CSV,
 * an order in full with its timeline, and the actions on it — advance its status, cancel it before
 * it ships, refund lines or the whole order through its payment provider.
 */
export function registerOrderAdminRoutes(app: FastifyInstance, deps: OrderAdminDeps): void {
  const access = requireStaff(deps, ROLES);
  const providers = createPaymentProviders(deps.db, deps.config);

  /** The path's order id, or the 400 already sent. */
  const orderId = (params: unknown, reply: FastifyReply): number | undefined => {
    const parsed = AdminOrderParams.safeParse(params);
    if (parsed.success) return parsed.data.id;
    void refuse(reply, 400, invalidInput(parsed.error));
    return undefined;
  };

  /**
   * Tells the customer, in the language they ordered in, what staff did to their order; after it was
   * recorded, in the background, never failing the action.
   */
  const mailCustomer = async (request: FastifyRequest, order: AdminOrderDetail, update: OrderUpdate) => {
    const language = order.language === Language.ar.code ? Language.ar : Language.en;
    try {
      const shopName = await findShopName(deps.db, language.id);
      const mail = composeOrderUpdateMail({
        languageId: language.id,
        shopName,
        customerName: order.customer.firstName,
        orderNumber: order.orderNumber,
        currency: order.currency,
        update,
        historyUrl: `${deps.config.STOREFRONT_URL}/${language.code}/orders-history`,
      });
      deps.mailer.sendInBackground({ ...mail, to: order.customer.email, fromName: shopName }, request.log, {
        orderId: order.id,
        update: update.kind,
      });
    } catch (error) {
      request.log.error({ err: error, orderId: order.id }, 'order update mail could not be prepared');
    }
  };

  /** The order after an action (its customer told), or the action's refusal. */
  const answer = async (
    request: FastifyRequest,
    reply: FastifyReply,
    id: number,
    kind: 'cancel' | 'refund',
    outcome: ActionOutcome,
  ) => {
    if (!outcome.ok) return refuse(reply, outcome.status, outcome.problem);
    const order = await findAdminOrder(deps.db, id);
    if (order) await mailCustomer(request, order, { kind, refunded: outcome.refunded });
    return reply.send(order);
  };

  app.get(
    ADMIN_ORDER_LIST_PATH,
    {
      onRequest: access,
      schema: {
        ...schemaBase,
        summary: 'Lists orders (owner, orders)',
        description:
          'Paged by `limit` and `offset`; `q` matches the order number, the customer’s email or name; filters ' +
          '`status` (1-5), `paymentMethod` (5 card, 2 wallet, 6 cash on delivery), `from` and `to` (a day, ' +
          'inclusive, or a moment) and `digital`; sorted by `sort` (createdAt, orderTotal, orderNumber) and ' +
          '`order` (newest first by default). Amounts are cents of the order’s currency.',
        querystring: jsonSchemaOf(AdminOrderListQuery, 'input'),
        response: { 200: jsonSchemaOf(AdminOrderPage), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const query = AdminOrderListQuery.safeParse(request.query ?? {});
      if (!query.success) return refuse(reply, 400, invalidInput(query.error));
      const page = await listAdminOrders(deps.db, query.data);
      return reply.send({ ...page, limit: query.data.limit, offset: query.data.offset });
    },
  );

  app.get(
    ADMIN_ORDERS_CSV_PATH,
    {
      onRequest: access,
      schema: {
        ...schemaBase,
        summary: 'Exports the order list as CSV (owner, orders)',
        description:
          `The orders the list's search, filters and sort select (limit and offset aside; at most ` +
          `${ORDER_EXPORT_MAX_ROWS.toLocaleString('en')}), as UTF-8 CSV with a byte-order mark. Amounts as ` +
          'decimals such as 12.50; cells that start like a formula are written with a leading apostrophe.',
        querystring: jsonSchemaOf(ExportQuery, 'input'),
        response: failureResponses,
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const query = ExportQuery.safeParse(request.query ?? {});
      if (!query.success) return refuse(reply, 400, invalidInput(query.error));
      const rows = await listAllAdminOrders(deps.db, query.data, ORDER_EXPORT_MAX_ROWS);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="orders.csv"')
        .send(ordersCsv(rows));
    },
  );

  app.get(
    ADMIN_ORDER_PATH,
    {
      onRequest: access,
      schema: {
        ...schemaBase,
        summary: 'Reads an order in full (owner, orders)',
        description:
          'Its lines with their variants (colour, size, SKU), prices paid and units refunded; coupon, shipping ' +
          'and totals; the customer and billing details; payments and refunds (with the provider’s ids); what ' +
          'is left to refund; the next statuses; and its timeline, each entry with who did it. 404 for an unknown id.',
        params: jsonSchemaOf(AdminOrderParams, 'input'),
        response: { 200: jsonSchemaOf(AdminOrderDetail), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const id = orderId(request.params, reply);
      if (id === undefined) return reply;
      const order = await findAdminOrder(deps.db, id);
      if (!order) return refuse(reply, 404, problem('ORDER_ID_NOT_FOUND', { id }));
      return reply.send(order);
    },
  );

  app.post(
    `${ADMIN_ORDER_PATH}/status`,
    {
      onRequest: access,
      schema: {
        ...schemaBase,
        summary: 'Moves an order to its next status (owner, orders)',
        description:
          'Active (1) → InProgress (2) → Completed (3) → Returned (4) → Refunded (5); an order not yet completed ' +
          'may go to Refunded (use cancel to also give the money and stock back). Recorded in the timeline with ' +
          'the member and in the audit log, and mailed to the customer in the language they ordered in. 409 naming the possible moves for a move the status graph forbids.',
        params: jsonSchemaOf(AdminOrderParams, 'input'),
        body: jsonSchemaOf(AdminOrderStatusBody, 'input'),
        response: { 200: jsonSchemaOf(AdminOrderDetail), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const id = orderId(request.params, reply);
      if (id === undefined) return reply;
      const body = parseBody(AdminOrderStatusBody, request.body);
      if (!body.ok) return refuse(reply, 400, body.problem);
      const order = await findAdminOrder(deps.db, id);
      if (!order) return refuse(reply, 404, problem('ORDER_ID_NOT_FOUND', { id }));
      const by = { staffId: actor.kind === 'staff' ? actor.member.id : null, actor: actor.label };
      const change = await setOrderStatus(
        deps.db,
        order.orderNumber,
        body.data.status as OrderStatusId,
        body.data.note,
        auditOrderMove(actor, order.orderNumber),
        by,
      );
      if (!change.ok) return refuse(reply, change.status, change.problem);
      const moved = await findAdminOrder(deps.db, id);
      if (moved) await mailCustomer(request, moved, { kind: 'status', status: moved.status as OrderStatusId });
      return reply.send(moved);
    },
  );

  app.post(
    `${ADMIN_ORDER_PATH}/cancel`,
    {
      onRequest: access,
      schema: {
        ...schemaBase,
        summary: 'Cancels an order before it ships (owner, orders)',
        description:
          'Only while the order is Active or InProgress. In one step with the order locked: what was captured ' +
          'and not yet given back is refunded through the card or wallet provider, every unit goes back into its ' +
          'variant’s (and product’s) stock, the coupon use is released, and the order becomes Refunded; recorded ' +
          'in the timeline and the audit log, and mailed to the customer in their language. A second cancel answers 409 and changes nothing. A provider that ' +
          'refuses answers 422 with its reason, one that fails 502; both change nothing.',
        params: jsonSchemaOf(AdminOrderParams, 'input'),
        body: jsonSchemaOf(AdminOrderCancelBody, 'input'),
        response: { 200: jsonSchemaOf(AdminOrderDetail), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const id = orderId(request.params, reply);
      if (id === undefined) return reply;
      const body = parseBody(AdminOrderCancelBody, request.body ?? {});
      if (!body.ok) return refuse(reply, 400, body.problem);
      return answer(request, reply, id, 'cancel', await cancelOrder(deps.db, providers, actor, id, body.data.reason));
    },
  );

  app.post(
    `${ADMIN_ORDER_PATH}/refund`,
    {
      onRequest: access,
      schema: {
        ...schemaBase,
        summary: 'Refunds lines of an order, or all of it (owner, orders)',
        description:
          'Either `wholeOrder: true` (everything captured and not yet given back, shipping included) or `lines` ' +
          'with units: each unit gives back its price paid less its share of the coupon. The server decides the ' +
          'amount and never refunds more than is left of the capture, however many requests come at once. ' +
          'With `restock` the units return to their variants. Given back through the payment’s provider (Stripe ' +
          'Refunds, PayPal capture refund, or the sandbox), recorded with its refund id and status, in the ' +
          'timeline and the audit log, and mailed to the customer in their language. 409 when nothing is left to refund or nothing was captured (cash on ' +
          'delivery); 422 for lines not in the order or beyond what is left, or when the provider refuses (its ' +
          'reason given); 502 when the provider fails. A refusal or failure changes nothing.',
        params: jsonSchemaOf(AdminOrderParams, 'input'),
        body: jsonSchemaOf(AdminOrderRefundBody, 'input'),
        response: { 200: jsonSchemaOf(AdminOrderDetail), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const id = orderId(request.params, reply);
      if (id === undefined) return reply;
      const body = parseBody(AdminOrderRefundBody, request.body);
      if (!body.ok) return refuse(reply, 400, body.problem);
      return answer(request, reply, id, 'refund', await refundOrder(deps.db, providers, actor, id, body.data));
    },
  );
}

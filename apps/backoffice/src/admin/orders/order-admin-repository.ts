// The orders as the admin reads them: a filtered, sorted page of the list, and one order in full.
import { sql, type SQL } from 'drizzle-orm';
import {
  type AdminOrderDetail,
  type AdminOrderListQuery,
  type AdminOrderSummary,
  languageCodeOf,
} from '@shop/contract';
import { queryRows, type Executor } from '../../db/database';
import { nextOrderStatuses, isOrderStatusId } from '../../orders/order-status';
import { likePattern } from '../like-pattern';
import { isCancellable } from './order-money';
import { shippingColumns, shippingOf, type ShippingRecord } from './order-shipping';

type ListFilters = Omit<AdminOrderListQuery, 'limit' | 'offset'>;

const DAY_MS = 24 * 60 * 60 * 1000;
const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);

const sortColumns: Record<AdminOrderListQuery['sort'], SQL> = {
  createdAt: sql`o.created_at`,
  orderTotal: sql`o.order_total`,
  orderNumber: sql`o.order_number`,
};

function whereOf(query: ListFilters): SQL {
  const filters: SQL[] = [sql`TRUE`];
  if (query.q) {
    const pattern = likePattern(query.q);
    filters.push(
      sql`(o.order_number ILIKE ${pattern} OR u.email ILIKE ${pattern}
           OR (u.first_name || ' ' || u.last_name) ILIKE ${pattern})`,
    );
  }
  if (query.status !== undefined) filters.push(sql`o.status = ${query.status}`);
  if (query.paymentMethod !== undefined) filters.push(sql`o.payment_method = ${query.paymentMethod}`);
  if (query.from !== undefined) filters.push(sql`o.created_at >= ${new Date(query.from).toISOString()}`);
  if (query.to !== undefined) {
    // A day includes all of it: the bound is the next day's start.
    const end = new Date(new Date(query.to).getTime() + (isDay(query.to) ? DAY_MS : 0));
    filters.push(sql`o.created_at < ${end.toISOString()}`);
  }
  if (query.digital !== undefined) {
    filters.push(
      sql`${query.digital ? sql`` : sql`NOT`} EXISTS (SELECT 1 FROM order_items d WHERE d.order_id = o.id AND d.is_digital)`,
    );
  }
  return sql.join(filters, sql` AND `);
}

interface SummaryRecord {
  id: number;
  order_number: string;
  created_at: Date | string;
  status: number;
  payment_method: number;
  payment_status: string;
  customer_name: string;
  customer_email: string;
  items: number;
  digital: boolean;
  currency: string;
  order_total: number;
  refunded_total: number;
}

const summarySelect = sql`
  SELECT o.id, o.order_number, o.created_at, o.status, o.payment_method, o.payment_status,
         trim(u.first_name || ' ' || u.last_name) AS customer_name, u.email AS customer_email,
         COALESCE((SELECT sum(i.quantity) FROM order_items i WHERE i.order_id = o.id), 0)::int AS items,
         EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND i.is_digital) AS digital,
         o.currency, o.order_total,
         COALESCE((SELECT sum(r.amount) FROM order_refunds r WHERE r.order_id = o.id), 0)::int AS refunded_total
    FROM orders o JOIN users u ON u.id = o.user_id`;

const summaryOf = (row: SummaryRecord): AdminOrderSummary => ({
  id: row.id,
  orderNumber: row.order_number,
  createdAt: new Date(row.created_at).toISOString(),
  status: row.status,
  paymentMethod: row.payment_method,
  paymentStatus: row.payment_status,
  customerName: row.customer_name,
  customerEmail: row.customer_email,
  items: row.items,
  digital: row.digital,
  currency: row.currency,
  orderTotal: row.order_total,
  refundedTotal: row.refunded_total,
});

async function selectSummaries(db: Executor, query: ListFilters, limit: number, offset: number) {
  const direction = sql.raw(query.order === 'asc' ? 'ASC' : 'DESC');
  const rows = await queryRows<SummaryRecord>(
    db,
    sql`${summarySelect} WHERE ${whereOf(query)}
        ORDER BY ${sortColumns[query.sort]} ${direction}, o.id ${direction}
        LIMIT ${limit} OFFSET ${offset}`,
  );
  return rows.map(summaryOf);
}

/** One page of the orders the query selects, with how many it selects in all. */
export async function listAdminOrders(
  db: Executor,
  query: AdminOrderListQuery,
): Promise<{ items: AdminOrderSummary[]; total: number }> {
  const items = await selectSummaries(db, query, query.limit, query.offset);
  const [counted] = await queryRows<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM orders o JOIN users u ON u.id = o.user_id WHERE ${whereOf(query)}`,
  );
  return { items, total: counted?.total ?? 0 };
}

/** Every order the filters select (at most `max`), in the list's order: the CSV export. */
export function listAllAdminOrders(db: Executor, query: ListFilters, max: number): Promise<AdminOrderSummary[]> {
  return selectSummaries(db, query, max, 0);
}

interface LineRecord {
  id: number;
  product_id: number;
  product_name: string;
  image_url: string;
  variant_id: number | null;
  color_name: string | null;
  size_name: string | null;
  sku: string | null;
  quantity: number;
  unit_price: number;
  original_unit_price: number;
  shipping_charges: number;
  line_total: number;
  is_digital: boolean;
  refunded_quantity: number;
}

/** An order in full for the admin's detail; undefined for an unknown id. */
export async function findAdminOrder(db: Executor, id: number): Promise<AdminOrderDetail | undefined> {
  const [row] = await queryRows<
    SummaryRecord &
      ShippingRecord & {
        subtotal: number;
        shipping_total: number;
        discount_total: number;
        coupon_code: string;
        coupon_id: number | null;
        order_note: string;
        billing: Record<string, unknown>;
        language_id: number;
        user_id: number;
        first_name: string;
        last_name: string;
        mobile_no: string;
      }
  >(
    db,
    sql`SELECT s.*, o.subtotal, o.shipping_total, o.discount_total, o.coupon_code, o.coupon_id, o.order_note,
               o.billing, ${shippingColumns}, o.language_id, u.id AS user_id, u.first_name, u.last_name,
               u.mobile_no
          FROM (${summarySelect} WHERE o.id = ${id}) s
          JOIN orders o ON o.id = s.id JOIN users u ON u.id = o.user_id`,
  );
  if (!row) return undefined;
  const lines = await queryRows<LineRecord>(
    db,
    sql`SELECT i.id, i.product_id, i.product_name, i.image_url, i.variant_id, c.name AS color_name,
               z.name AS size_name, v.sku, i.quantity, i.unit_price, i.original_unit_price, i.shipping_charges,
               i.line_total, i.is_digital,
               COALESCE((SELECT sum(l.quantity) FROM order_refund_lines l WHERE l.order_item_id = i.id), 0)::int
                 AS refunded_quantity
          FROM order_items i
          LEFT JOIN product_variants v ON v.id = i.variant_id
          LEFT JOIN colors c ON c.id = v.color_id
          LEFT JOIN sizes z ON z.id = v.size_id
         WHERE i.order_id = ${id} ORDER BY i.id`,
  );
  const payments = await queryRows<{
    id: number;
    provider: string;
    provider_reference: string;
    amount: number;
    currency: string;
    status: string;
    created_at: Date | string;
  }>(db, sql`SELECT * FROM payments WHERE order_id = ${id} ORDER BY id`);
  const refunds = await queryRows<{
    id: number;
    kind: 'cancel' | 'refund';
    amount: number;
    currency: string;
    provider: string;
    provider_refund_id: string;
    status: string;
    restocked: boolean;
    actor: string;
    created_at: Date | string;
    lines: { orderItemId: number; quantity: number; amount: number }[] | null;
  }>(
    db,
    sql`SELECT r.*, (SELECT json_agg(json_build_object('orderItemId', l.order_item_id, 'quantity', l.quantity,
                                                         'amount', l.amount) ORDER BY l.id)
                       FROM order_refund_lines l WHERE l.refund_id = r.id) AS lines
          FROM order_refunds r WHERE r.order_id = ${id} ORDER BY r.id`,
  );
  const events = await queryRows<{
    action: string;
    status: number;
    note: string;
    actor: string;
    staff_id: number | null;
    changed_at: Date | string;
  }>(
    db,
    sql`SELECT action, status, note, actor, staff_id, changed_at FROM order_status_history
         WHERE order_id = ${id} ORDER BY changed_at, id`,
  );
  const captured = payments
    .filter((payment) => payment.status === 'captured' || payment.status === 'refunded')
    .reduce((sum, payment) => sum + payment.amount, 0);
  return {
    ...summaryOf(row),
    subtotal: row.subtotal,
    shippingTotal: row.shipping_total,
    discountTotal: row.discount_total,
    couponCode: row.coupon_code,
    couponId: row.coupon_id,
    orderNote: row.order_note,
    customer: {
      id: row.user_id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.customer_email,
      mobileNo: row.mobile_no,
    },
    billing: row.billing,
    shipping: shippingOf(row),
    language: languageCodeOf(row.language_id),
    lines: lines.map((line) => ({
      id: line.id,
      productId: line.product_id,
      productName: line.product_name,
      imageUrl: line.image_url,
      variantId: line.variant_id,
      colorName: line.color_name,
      sizeName: line.size_name,
      sku: line.sku,
      quantity: line.quantity,
      unitPrice: line.unit_price,
      originalUnitPrice: line.original_unit_price,
      shippingCharges: line.shipping_charges,
      lineTotal: line.line_total,
      isDigital: line.is_digital,
      refundedQuantity: line.refunded_quantity,
    })),
    payments: payments.map((payment) => ({
      id: payment.id,
      provider: payment.provider,
      reference: payment.provider_reference,
      amount: payment.amount,
      currency: payment.currency,
      status: payment.status,
      createdAt: new Date(payment.created_at).toISOString(),
    })),
    refunds: refunds.map((refund) => ({
      id: refund.id,
      kind: refund.kind,
      amount: refund.amount,
      currency: refund.currency,
      provider: refund.provider,
      providerRefundId: refund.provider_refund_id,
      status: refund.status,
      restocked: refund.restocked,
      actor: refund.actor,
      createdAt: new Date(refund.created_at).toISOString(),
      lines: refund.lines ?? [],
    })),
    refundableTotal: Math.max(captured - row.refunded_total, 0),
    cancellable: isCancellable(row.status),
    nextStatuses: isOrderStatusId(row.status) ? [...nextOrderStatuses(row.status)] : [],
    timeline: events.map((event) => ({
      action: event.action,
      status: event.status,
      note: event.note,
      actor: event.actor,
      staffId: event.staff_id,
      at: new Date(event.changed_at).toISOString(),
    })),
  };
}

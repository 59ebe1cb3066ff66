// A customer's data as one JSON document (their right of access): the account, orders with their
// lines, payments and refunds, reviews, newsletter subscription, contact messages, seller requests
// and sign-ins. Secrets stay out: no password hash, no session token digest, no reset code.
import { sql } from 'drizzle-orm';
import { type AdminCustomerExport, type AdminCustomerExportOrder, Language, languageCodeOf } from '@shop/contract';
import { queryRows, type Executor } from '../../db/database';
import { shippingColumns, shippingOf, type ShippingRecord } from '../orders/order-shipping';
import { findCustomerDetail } from './customer-repository';

type Moment = Date | string;
const iso = (moment: Moment) => new Date(moment).toISOString();
const isoOrNull = (moment: Moment | null) => (moment === null ? null : iso(moment));
// PGlite and node-postgres do not always agree on how JSON arrives.
const json = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value);

async function exportOrders(db: Executor, userId: number): Promise<AdminCustomerExportOrder[]> {
  const orders = await queryRows<
    ShippingRecord & {
      id: number;
      order_number: string;
      created_at: Moment;
      status: number;
      payment_method: number;
      payment_status: string;
      currency: string;
      subtotal: number;
      shipping_total: number;
      discount_total: number;
      order_total: number;
      coupon_code: string;
      order_note: string;
      billing: unknown;
      language_id: number;
    }
  >(
    db,
    sql`SELECT o.id, o.order_number, o.created_at, o.status, o.payment_method, o.payment_status, o.currency,
               o.subtotal, o.shipping_total, o.discount_total, o.order_total, o.coupon_code, o.order_note, o.billing,
               ${shippingColumns}, o.language_id
          FROM orders o WHERE o.user_id = ${userId} ORDER BY o.created_at DESC, o.id DESC`,
  );
  const lines = await queryRows<{
    order_id: number;
    product_id: number;
    product_name: string;
    selected_attributes: unknown;
    quantity: number;
    unit_price: number;
    line_total: number;
    is_digital: boolean;
  }>(
    db,
    sql`SELECT i.order_id, i.product_id, i.product_name, i.selected_attributes, i.quantity, i.unit_price,
               i.line_total, i.is_digital
          FROM order_items i JOIN orders o ON o.id = i.order_id
         WHERE o.user_id = ${userId} ORDER BY i.id`,
  );
  const payments = await queryRows<{
    order_id: number;
    provider: string;
    provider_reference: string;
    amount: number;
    currency: string;
    status: string;
    created_at: Moment;
  }>(
    db,
    sql`SELECT p.order_id, p.provider, p.provider_reference, p.amount, p.currency, p.status, p.created_at
          FROM payments p JOIN orders o ON o.id = p.order_id
         WHERE o.user_id = ${userId} ORDER BY p.id`,
  );
  const refunds = await queryRows<{
    order_id: number;
    kind: string;
    amount: number;
    currency: string;
    provider: string;
    status: string;
    created_at: Moment;
  }>(
    db,
    sql`SELECT r.order_id, r.kind, r.amount, r.currency, r.provider, r.status, r.created_at
          FROM order_refunds r JOIN orders o ON o.id = r.order_id
         WHERE o.user_id = ${userId} ORDER BY r.id`,
  );
  return orders.map((order) => ({
    id: order.id,
    orderNumber: order.order_number,
    createdAt: iso(order.created_at),
    status: Number(order.status),
    paymentMethod: Number(order.payment_method),
    paymentStatus: order.payment_status,
    currency: order.currency,
    subtotal: Number(order.subtotal),
    shippingTotal: Number(order.shipping_total),
    discountTotal: Number(order.discount_total),
    total: Number(order.order_total),
    couponCode: order.coupon_code,
    note: order.order_note,
    billing: (json(order.billing) ?? {}) as Record<string, unknown>,
    shippingAddress: shippingOf(order),
    language: languageCodeOf(order.language_id),
    lines: lines
      .filter((line) => line.order_id === order.id)
      .map((line) => ({
        productId: line.product_id,
        productName: line.product_name,
        choices: json(line.selected_attributes),
        quantity: Number(line.quantity),
        unitPrice: Number(line.unit_price),
        lineTotal: Number(line.line_total),
        isDigital: Boolean(line.is_digital),
      })),
    payments: payments
      .filter((payment) => payment.order_id === order.id)
      .map((payment) => ({
        provider: payment.provider,
        providerReference: payment.provider_reference,
        amount: Number(payment.amount),
        currency: payment.currency,
        status: payment.status,
        createdAt: iso(payment.created_at),
      })),
    refunds: refunds
      .filter((refund) => refund.order_id === order.id)
      .map((refund) => ({
        kind: refund.kind,
        amount: Number(refund.amount),
        currency: refund.currency,
        provider: refund.provider,
        status: refund.status,
        createdAt: iso(refund.created_at),
      })),
  }));
}

/** Everything the shop holds about customer `id`, or undefined for an unknown id. */
export async function exportCustomer(db: Executor, id: number): Promise<AdminCustomerExport | undefined> {
  const detail = await findCustomerDetail(db, id);
  if (!detail) return undefined;
  const { orderCount: _count, totalSpent: _spent, orders: _orders, ...account } = detail;
  const email = detail.email;
  const [{ updated_at: updatedAt } = { updated_at: detail.createdAt }] = await queryRows<{ updated_at: Moment }>(
    db,
    sql`SELECT updated_at FROM users WHERE id = ${id}`,
  );

  const reviews = await queryRows<{
    id: number;
    product_id: number;
    product_name: string;
    rating: number;
    title: string;
    body: string;
    reviewer_name: string;
    reviewer_email: string;
    is_approved: boolean;
    created_at: Moment;
  }>(
    db,
    sql`SELECT r.id, r.product_id, COALESCE(t.name, '') AS product_name, r.rating, r.title, r.body, r.reviewer_name,
               r.reviewer_email, r.is_approved, r.created_at
          FROM reviews r
          LEFT JOIN product_translations t ON t.product_id = r.product_id AND t.language_id = ${Language.en.id}
         WHERE r.user_id = ${id} OR lower(r.reviewer_email) = lower(${email})
         ORDER BY r.created_at, r.id`,
  );
  const [subscriber] = await queryRows<{
    email: string;
    language_id: number;
    created_at: Moment;
    confirmed_at: Moment | null;
    unsubscribed_at: Moment | null;
  }>(
    db,
    sql`SELECT email, language_id, created_at, confirmed_at, unsubscribed_at
          FROM subscribers WHERE lower(email) = lower(${email})`,
  );
  const messages = await queryRows<{
    id: number;
    full_name: string;
    email: string;
    phone_number: string;
    subject: string;
    message: string;
    language_id: number;
    created_at: Moment;
    replied_at: Moment | null;
  }>(
    db,
    sql`SELECT id, full_name, email, phone_number, subject, message, language_id, created_at, replied_at
          FROM contact_messages WHERE lower(email) = lower(${email}) ORDER BY created_at, id`,
  );
  const requests = await queryRows<{
    id: number;
    first_name: string;
    last_name: string;
    email: string;
    mobile_no: string;
    address_line_one: string;
    postal_code: string;
    status: string;
    rejection_reason: string;
    created_at: Moment;
    decided_at: Moment | null;
  }>(
    db,
    sql`SELECT id, first_name, last_name, email, mobile_no, address_line_one, postal_code, status,
               rejection_reason, created_at, decided_at
          FROM vendor_requests WHERE lower(email) = lower(${email}) ORDER BY created_at, id`,
  );
  const sessions = await queryRows<{
    created_at: Moment;
    last_seen_at: Moment;
    expires_at: Moment;
    revoked_at: Moment | null;
  }>(
    db,
    sql`SELECT created_at, last_seen_at, expires_at, revoked_at FROM sessions
         WHERE user_id = ${id} ORDER BY created_at, id`,
  );

  return {
    exportedAt: new Date().toISOString(),
    account: { ...account, updatedAt: iso(updatedAt) },
    orders: await exportOrders(db, id),
    reviews: reviews.map((review) => ({
      id: review.id,
      productId: review.product_id,
      productName: review.product_name,
      rating: Number(review.rating),
      title: review.title,
      body: review.body,
      reviewerName: review.reviewer_name,
      reviewerEmail: review.reviewer_email,
      visible: Boolean(review.is_approved),
      createdAt: iso(review.created_at),
    })),
    newsletter: subscriber
      ? {
          email: subscriber.email,
          language: languageCodeOf(subscriber.language_id),
          subscribedAt: iso(subscriber.created_at),
          confirmedAt: isoOrNull(subscriber.confirmed_at),
          unsubscribedAt: isoOrNull(subscriber.unsubscribed_at),
        }
      : null,
    contactMessages: messages.map((message) => ({
      id: message.id,
      fullName: message.full_name,
      email: message.email,
      phoneNumber: message.phone_number,
      subject: message.subject,
      message: message.message,
      language: languageCodeOf(message.language_id),
      createdAt: iso(message.created_at),
      repliedAt: isoOrNull(message.replied_at),
    })),
    sellerRequests: requests.map((request) => ({
      id: request.id,
      firstName: request.first_name,
      lastName: request.last_name,
      email: request.email,
      mobileNo: request.mobile_no,
      addressLineOne: request.address_line_one,
      postalCode: request.postal_code,
      status: request.status,
      rejectionReason: request.rejection_reason,
      createdAt: iso(request.created_at),
      decidedAt: isoOrNull(request.decided_at),
    })),
    sessions: sessions.map((session) => ({
      createdAt: iso(session.created_at),
      lastSeenAt: iso(session.last_seen_at),
      expiresAt: iso(session.expires_at),
      revokedAt: isoOrNull(session.revoked_at),
    })),
    cart: [],
    wishlist: [],
  };
}

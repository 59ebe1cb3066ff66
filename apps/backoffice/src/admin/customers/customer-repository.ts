// Storefront accounts as staff see them: with their orders counted and added up, and the switch
// that disables them. Shoppers make and change them through the storefront (accounts/).
import { eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  Language,
  OrderStatus,
  type AdminCustomer,
  type AdminCustomerDetail,
  type AdminCustomerListQuery,
} from '@shop/contract';
import { queryRows, type Executor } from '../../db/database';
import { users } from '../../db/schema';
import { likePattern } from '../like-pattern';

/**
 * What an erased account's password hash becomes: not an Argon2 hash, so it matches no password, and
 * no sign-up can store it, so it also marks the account as erased.
 */
export const ERASED_PASSWORD_HASH = '!erased';

/** The currency amounts are sorted by first: the shop's base currency. */
const BASE_CURRENCY = 'USD';

// Returned and refunded orders brought the shop nothing; they still count as orders placed.
const NOT_SPENT = [OrderStatus.Returned, OrderStatus.Refunded];

/** Per user: orders placed, amounts spent per currency, and the sort keys of what was spent. */
const orderTotals = sql`
  SELECT user_id,
         sum(orders)::int AS order_count,
         COALESCE(json_agg(json_build_object('currency', currency, 'amount', spent) ORDER BY currency)
                    FILTER (WHERE spent > 0), '[]'::json) AS total_spent,
         COALESCE(sum(spent) FILTER (WHERE currency = ${BASE_CURRENCY}), 0)::bigint AS spent_base,
         sum(spent)::bigint AS spent_all
    FROM (SELECT user_id, currency, count(*) AS orders,
                 COALESCE(sum(order_total) FILTER (WHERE status NOT IN (${sql.join(
                   NOT_SPENT.map((status) => sql`${status}`),
                   sql`, `,
                 )})), 0) AS spent
            FROM orders GROUP BY user_id, currency) AS per_currency
   GROUP BY user_id`;

interface CustomerRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  mobile_no: string;
  role: string;
  created_at: Date | string;
  disabled_at: Date | string | null;
  erased: boolean;
  order_count: number | null;
  total_spent: { currency: string; amount: number | string }[] | string | null;
}

const customerColumns = sql`u.id, u.first_name, u.last_name, u.email, u.mobile_no, u.role, u.created_at,
  u.disabled_at, u.password_hash = ${ERASED_PASSWORD_HASH} AS erased, COALESCE(t.order_count, 0) AS order_count, t.total_spent`;

// PGlite and node-postgres do not always agree on how a timestamp or JSON arrives.
function toCustomer(row: CustomerRow): AdminCustomer {
  const spent = typeof row.total_spent === 'string' ? JSON.parse(row.total_spent) : (row.total_spent ?? []);
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    mobileNo: row.mobile_no,
    role: row.role,
    createdAt: new Date(row.created_at).toISOString(),
    disabledAt: row.disabled_at === null ? null : new Date(row.disabled_at).toISOString(),
    erased: Boolean(row.erased),
    orderCount: Number(row.order_count ?? 0),
    totalSpent: (spent as { currency: string; amount: number | string }[]).map(({ currency, amount }) => ({
      currency,
      amount: Number(amount),
    })),
  };
}

const sortKeys = {
  createdAt: [sql`u.created_at`],
  name: [sql`lower(u.first_name)`, sql`lower(u.last_name)`],
  email: [sql`lower(u.email)`],
  orderCount: [sql`COALESCE(t.order_count, 0)`],
  totalSpent: [sql`COALESCE(t.spent_base, 0)`, sql`COALESCE(t.spent_all, 0)`],
} satisfies Record<AdminCustomerListQuery['sort'], SQL[]>;

/** A page of the accounts matching the query, and how many match in all. */
export async function listCustomers(
  db: Executor,
  query: AdminCustomerListQuery,
): Promise<{ items: AdminCustomer[]; total: number }> {
  const filters: SQL[] = [];
  if (query.q) {
    const pattern = likePattern(query.q);
    filters.push(
      sql`(u.first_name ILIKE ${pattern} OR u.last_name ILIKE ${pattern}
           OR (u.first_name || ' ' || u.last_name) ILIKE ${pattern}
           OR u.email ILIKE ${pattern} OR u.mobile_no ILIKE ${pattern})`,
    );
  }
  if (query.disabled !== undefined) {
    filters.push(query.disabled ? sql`u.disabled_at IS NOT NULL` : sql`u.disabled_at IS NULL`);
  }
  const where = filters.length > 0 ? sql`WHERE ${sql.join(filters, sql` AND `)}` : sql``;
  const direction = query.order === 'desc' ? sql`DESC` : sql`ASC`;
  // The id breaks ties in the same direction, so that equal keys keep their sign-up order.
  const orderBy = sql.join(
    [...sortKeys[query.sort], sql`u.id`].map((key) => sql`${key} ${direction}`),
    sql`, `,
  );
  const rows = await queryRows<CustomerRow>(
    db,
    sql`SELECT ${customerColumns}
          FROM users u LEFT JOIN (${orderTotals}) t ON t.user_id = u.id
          ${where}
         ORDER BY ${orderBy}
         LIMIT ${query.limit} OFFSET ${query.offset}`,
  );
  const [totals] = await queryRows<{ total: number | string }>(db, sql`SELECT count(*) AS total FROM users u ${where}`);
  return { items: rows.map(toCustomer), total: Number(totals?.total ?? 0) };
}

/** One account with its totals, or undefined; with `forUpdate` its row stays locked until the transaction ends. */
export async function findCustomerById(
  db: Executor,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<AdminCustomer | undefined> {
  if (options.forUpdate) await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
  const [row] = await queryRows<CustomerRow>(
    db,
    sql`SELECT ${customerColumns}
          FROM users u LEFT JOIN (${orderTotals}) t ON t.user_id = u.id
         WHERE u.id = ${id}`,
  );
  return row && toCustomer(row);
}

/** One account with its address (place names in English) and every order, newest first. */
export async function findCustomerDetail(db: Executor, id: number): Promise<AdminCustomerDetail | undefined> {
  const customer = await findCustomerById(db, id);
  if (!customer) return undefined;
  const [address] = await queryRows<{
    address_line_one: string;
    postal_code: string;
    country: string | null;
    state: string | null;
    city: string | null;
  }>(
    db,
    sql`SELECT u.address_line_one, u.postal_code, c.name AS country, s.name AS state, ci.name AS city
          FROM users u
          LEFT JOIN countries c ON c.id = u.country_id
          LEFT JOIN states_provinces s ON s.id = u.state_province_id
          LEFT JOIN cities ci ON ci.id = u.city_id
         WHERE u.id = ${id}`,
  );
  const orders = await queryRows<{
    id: number;
    order_number: string;
    created_at: Date | string;
    status: number;
    order_total: number;
    currency: string;
  }>(
    db,
    sql`SELECT id, order_number, created_at, status, order_total, currency
          FROM orders WHERE user_id = ${id} ORDER BY created_at DESC, id DESC`,
  );
  return {
    ...customer,
    address: {
      addressLineOne: address?.address_line_one ?? '',
      postalCode: address?.postal_code ?? '',
      country: address?.country ?? null,
      state: address?.state ?? null,
      city: address?.city ?? null,
    },
    orders: orders.map((order) => ({
      id: order.id,
      orderNumber: order.order_number,
      createdAt: new Date(order.created_at).toISOString(),
      status: Number(order.status),
      total: Number(order.order_total),
      currency: order.currency,
    })),
  };
}

/**
 * Disables (or enables) an account. Disabling again keeps the first time: answers whether anything
 * changed, so a burst of the same request changes and records once.
 */
export async function setCustomerDisabled(db: Executor, id: number, disabled: boolean): Promise<boolean> {
  const changed = await db
    .update(users)
    .set({ disabledAt: disabled ? sql`now()` : null, updatedAt: sql`now()` })
    .where(sql`${eq(users.id, id)} AND ${disabled ? isNull(users.disabledAt) : sql`${users.disabledAt} IS NOT NULL`}`)
    .returning({ id: users.id });
  return changed.length > 0;
}

/**
 * The language id the customer last used with the shop: that of their newest order, contact message,
 * newsletter sign-up or seller request (by their email); English when they never told.
 */
export async function findCustomerLanguageId(db: Executor, customer: { id: number; email: string }): Promise<number> {
  const [row] = await queryRows<{ language_id: number }>(
    db,
    sql`SELECT language_id FROM (
          SELECT language_id, created_at FROM orders WHERE user_id = ${customer.id}
          UNION ALL
          SELECT language_id, created_at FROM contact_messages WHERE lower(email) = lower(${customer.email})
          UNION ALL
          SELECT language_id, created_at FROM subscribers WHERE lower(email) = lower(${customer.email})
          UNION ALL
          SELECT language_id, created_at FROM vendor_requests WHERE lower(email) = lower(${customer.email})
        ) AS known
        ORDER BY created_at DESC
        LIMIT 1`,
  );
  return row && Number(row.language_id) === Language.ar.id ? Language.ar.id : Language.en.id;
}

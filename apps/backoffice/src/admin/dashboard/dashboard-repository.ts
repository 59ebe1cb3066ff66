// The figures of the admin's dashboard, each read in one query.
import { sql } from 'drizzle-orm';
import {
  DASHBOARD_CHART_DAYS,
  LOW_STOCK_LIST_MAX,
  LOW_STOCK_THRESHOLD,
  Language,
  OrderStatus,
  type AdminDashboard,
  type CurrencySales,
  type LowStockVariant,
  type OrderStatusId,
} from '@shop/contract';
import { queryRows, type Executor } from '../../db/database';

const DAY_MS = 86_400_000;
/** The shop's main currency, listed first. */
const MAIN_CURRENCY = 'USD';

/** Orders that were given back do not count as sales. */
const NOT_SALES = [OrderStatus.Returned, OrderStatus.Refunded];

/** The UTC dates (YYYY-MM-DD) of the chart's days, oldest first, ending today. */
export function chartDays(now: Date, days = DASHBOARD_CHART_DAYS): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) =>
    new Date(today - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** Each currency's sales over the chart's days: totals for today, 7 and 30 days, and every day. */
export async function readSales(db: Executor, now: Date): Promise<CurrencySales[]> {
  const days = chartDays(now);
  const rows = await queryRows<{ currency: string; day: string; orders: number; total: string | number }>(
    db,
    sql`SELECT currency, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
               count(*)::int AS orders, sum(order_total) AS total
          FROM orders
         WHERE created_at >= ${`${days[0]}T00:00:00Z`}::timestamptz
           AND status NOT IN (${sql.join(NOT_SALES, sql`, `)})
         GROUP BY 1, 2`,
  );
  const currencies = [...new Set([MAIN_CURRENCY, ...rows.map((row) => row.currency)])].sort((a, b) =>
    a === MAIN_CURRENCY ? -1 : b === MAIN_CURRENCY ? 1 : a.localeCompare(b),
  );
  return currencies.map((currency) => {
    const daily = days.map((date) => {
      const row = rows.find((found) => found.currency === currency && found.day === date);
      return { date, orders: row?.orders ?? 0, total: Number(row?.total ?? 0) };
    });
    const lastDays = (count: number) =>
      daily.slice(-count).reduce((sum, day) => ({ orders: sum.orders + day.orders, total: sum.total + day.total }), {
        orders: 0,
        total: 0,
      });
    return { currency, today: lastDays(1), last7Days: lastDays(7), last30Days: lastDays(30), daily };
  });
}

/** How many orders are in each status; every status is listed, with 0 where none are. */
export async function readOrdersByStatus(db: Executor): Promise<NonNullable<AdminDashboard['ordersByStatus']>> {
  const rows = await queryRows<{ status: number; count: number }>(
    db,
    sql`SELECT status, count(*)::int AS count FROM orders GROUP BY status`,
  );
  return (Object.values(OrderStatus) as OrderStatusId[]).map((status) => ({
    status,
    count: rows.find((row) => row.status === status)?.count ?? 0,
  }));
}

/** Variants of products on sale (published, not archived, not downloads) running low, fewest units first. */
export async function readLowStock(db: Executor): Promise<NonNullable<AdminDashboard['lowStock']>> {
  const rows = await queryRows<{
    variant_id: number;
    product_id: number;
    name_en: string | null;
    name_ar: string | null;
    colour_en: string | null;
    colour_ar: string | null;
    size: string | null;
    sku: string;
    stock_quantity: number;
    total: number;
  }>(
    db,
    sql`SELECT v.id AS variant_id, v.product_id, en.name AS name_en, ar.name AS name_ar,
               c.name AS colour_en, COALESCE(c.localized -> '2' ->> 'name', c.name) AS colour_ar,
               s.short_name AS size, v.sku, v.stock_quantity, count(*) OVER ()::int AS total
          FROM product_variants v
          JOIN products p ON p.id = v.product_id
          LEFT JOIN product_translations en ON en.product_id = p.id AND en.language_id = ${Language.en.id}
          LEFT JOIN product_translations ar ON ar.product_id = p.id AND ar.language_id = ${Language.ar.id}
          LEFT JOIN colors c ON c.id = v.color_id
          LEFT JOIN sizes s ON s.id = v.size_id
         WHERE v.stock_quantity <= ${LOW_STOCK_THRESHOLD}
           AND p.is_published AND p.archived_at IS NULL AND p.digital_file_id IS NULL
         ORDER BY v.stock_quantity, p.id, v.display_order, v.id
         LIMIT ${LOW_STOCK_LIST_MAX}`,
  );
  const items: LowStockVariant[] = rows.map((row) => ({
    variantId: row.variant_id,
    productId: row.product_id,
    product: { en: row.name_en ?? '', ar: row.name_ar ?? row.name_en ?? '' },
    colour: row.colour_en === null ? null : { en: row.colour_en, ar: row.colour_ar ?? row.colour_en },
    size: row.size,
    sku: row.sku,
    stockQuantity: row.stock_quantity,
  }));
  return { threshold: LOW_STOCK_THRESHOLD, total: rows[0]?.total ?? 0, items };
}

/** The queues that wait for someone: seller requests, reviews and unread messages. */
export async function readQueues(db: Executor) {
  const [row] = await queryRows<{ sellers: number; reviews: number; messages: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM vendor_requests WHERE status = 'pending') AS sellers,
               (SELECT count(*)::int FROM reviews WHERE NOT is_approved AND moderated_at IS NULL) AS reviews,
               (SELECT count(*)::int FROM contact_messages WHERE read_at IS NULL AND archived_at IS NULL) AS messages`,
  );
  return { pendingSellerRequests: row!.sellers, reviewsWaiting: row!.reviews, unreadMessages: row!.messages };
}

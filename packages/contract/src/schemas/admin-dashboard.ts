// The admin's first screen (issue 18): what needs doing and how the shop is selling. Each part is
// there only for the roles that work with it; a part left out is one the member's role may not see.
import { z } from 'zod';
import { OrderStatus, type OrderStatusId } from '../constants';

/** Days the sales chart covers, today included. */
export const DASHBOARD_CHART_DAYS = 30;
/** A variant with this many units or fewer counts as running low. */
export const LOW_STOCK_THRESHOLD = 5;
/** Most low-stock variants the dashboard lists (the products list finds the rest). */
export const LOW_STOCK_LIST_MAX = 10;

const bilingual = z.object({ en: z.string(), ar: z.string() });

/** Orders placed and their totals, in cents of one currency. */
const SalesPeriod = z.object({ orders: z.number().int(), total: z.number().int() });

/** One currency's sales: today, the last 7 and 30 days (today included), and each day of the chart. */
export const CurrencySales = z.object({
  currency: z.string(),
  today: SalesPeriod,
  last7Days: SalesPeriod,
  last30Days: SalesPeriod,
  /** Oldest first, one entry for every day of the chart (days without orders are zero), dates in UTC. */
  daily: z.array(SalesPeriod.extend({ date: z.string() })),
});
export type CurrencySales = z.infer<typeof CurrencySales>;

export const LowStockVariant = z.object({
  variantId: z.number().int(),
  productId: z.number().int(),
  product: bilingual,
  /** The variant's colour and size, when it has them. */
  colour: bilingual.nullable(),
  size: z.string().nullable(),
  sku: z.string(),
  stockQuantity: z.number().int(),
});
export type LowStockVariant = z.infer<typeof LowStockVariant>;

const ORDER_STATUS_IDS = Object.values(OrderStatus) as [OrderStatusId, ...OrderStatusId[]];

/** Answer of GET /api/v1/admin/dashboard. */
export const AdminDashboard = z.object({
  /** Sales by currency, the shop's main currency (US dollars) first; orders refunded or returned do not count. Owner, orders. */
  sales: z.array(CurrencySales).optional(),
  /** How many orders are in each status, every status listed. Owner, orders. */
  ordersByStatus: z
    .array(z.object({ status: z.union(ORDER_STATUS_IDS.map((id) => z.literal(id))), count: z.number().int() }))
    .optional(),
  /** Variants of published products with LOW_STOCK_THRESHOLD units or fewer, fewest first. Owner, catalogue. */
  lowStock: z
    .object({ threshold: z.number().int(), total: z.number().int(), items: z.array(LowStockVariant) })
    .optional(),
  /** Seller requests not yet answered. Owner. */
  pendingSellerRequests: z.number().int().optional(),
  /** Reviews waiting for approval. Owner, moderator. */
  reviewsWaiting: z.number().int().optional(),
  /** Contact messages in the inbox not yet read. Owner. */
  unreadMessages: z.number().int().optional(),
});
export type AdminDashboard = z.infer<typeof AdminDashboard>;

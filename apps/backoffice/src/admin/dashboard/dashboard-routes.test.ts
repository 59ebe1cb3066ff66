import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DASHBOARD_CHART_DAYS,
  LOW_STOCK_THRESHOLD,
  OrderStatus,
  type AdminDashboard,
  type CurrencySales,
  type OrderStatusId,
  type StaffRole,
} from '@shop/contract';
import { queryRows } from '../../db/database';
import { createTestShop, type TestShop } from '../../../test/support/test-app';
import { adminClient } from '../../../test/support/admin-test-client';
import { chartDays } from './dashboard-repository';
import { ADMIN_DASHBOARD_PATH } from './dashboard-routes';

let shop: TestShop;
let admin: ReturnType<typeof adminClient>;
const cookies = {} as Record<StaffRole, string>;
let customerId: number;

beforeAll(async () => {
  shop = await createTestShop();
  admin = adminClient(shop);
  cookies.owner = (await admin.firstOwner()).cookie;
  for (const role of ['catalogue', 'orders', 'moderator'] as const) {
    cookies[role] = await admin.signIn((await admin.createMember(role)).email);
  }
  const [user] = await queryRows<{ id: number }>(
    shop.db,
    sql`INSERT INTO users (first_name, last_name, email, password_hash)
        VALUES ('Dana', 'Nasser', 'dana.dashboard@example.com', 'x') RETURNING id`,
  );
  customerId = user!.id;
});
afterAll(async () => {
  await shop?.close();
});

const dashboard = async (role: StaffRole) => {
  const reply = await admin.send('GET', ADMIN_DASHBOARD_PATH, { cookie: cookies[role] });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json() as AdminDashboard;
};

let orders = 0;
/** An order of `total` cents placed `daysAgo` days ago (at noon UTC, so the day is certain). */
async function placeOrder(
  total: number,
  daysAgo: number,
  {
    currency = 'USD',
    status = OrderStatus.Active as OrderStatusId,
  }: { currency?: string; status?: OrderStatusId } = {},
) {
  const now = new Date();
  const placedAt = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysAgo, 12));
  orders += 1;
  await shop.db.execute(
    sql`INSERT INTO orders (order_number, user_id, status, payment_method, payment_status, currency, subtotal,
                            shipping_total, order_total, billing, created_at)
        VALUES (${`PS-DASH-${orders}`}, ${customerId}, ${status}, 6, 'unpaid', ${currency}, ${total}, 0, ${total},
                '{}'::jsonb, ${placedAt.toISOString()}::timestamptz)`,
  );
}

const salesIn = (board: AdminDashboard, currency: string) =>
  board.sales?.find((sales) => sales.currency === currency) as CurrencySales;

describe('who sees which part of the dashboard', () => {
  it.each([
    ['owner', ['lowStock', 'ordersByStatus', 'pendingSellerRequests', 'reviewsWaiting', 'sales', 'unreadMessages']],
    ['orders', ['ordersByStatus', 'sales']],
    ['catalogue', ['lowStock']],
    ['moderator', ['reviewsWaiting']],
  ] as const)('%s: %j', async (role, parts) => {
    expect(Object.keys(await dashboard(role)).sort()).toEqual([...parts].sort());
  });

  it('is refused without a session', async () => {
    expect((await admin.send('GET', ADMIN_DASHBOARD_PATH)).statusCode).toBe(401);
  });

  it('is in the OpenAPI document under the admin tag', async () => {
    const document = (await shop.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, { get?: { tags?: string[] } }>;
    };
    expect(document.paths[ADMIN_DASHBOARD_PATH]?.get?.tags).toEqual(['admin']);
  });
});

describe('sales', () => {
  it('counts today, 7 and 30 days per currency, every day of the chart, and not what was given back', async () => {
    const before = await dashboard('orders');
    await placeOrder(1_000, 0);
    await placeOrder(2_500, 3, { status: OrderStatus.Completed });
    await placeOrder(400, 10);
    await placeOrder(9_999, DASHBOARD_CHART_DAYS + 5);
    await placeOrder(5_000, 0, { status: OrderStatus.Refunded });
    await placeOrder(6_000, 1, { status: OrderStatus.Returned });
    await placeOrder(700, 0, { currency: 'EUR' });
    const after = await dashboard('orders');

    const usd = salesIn(after, 'USD');
    const usdBefore = salesIn(before, 'USD');
    const grew = (period: 'today' | 'last7Days' | 'last30Days') => ({
      orders: usd[period].orders - usdBefore[period].orders,
      total: usd[period].total - usdBefore[period].total,
    });
    expect(grew('today')).toEqual({ orders: 1, total: 1_000 });
    expect(grew('last7Days')).toEqual({ orders: 2, total: 3_500 });
    expect(grew('last30Days')).toEqual({ orders: 3, total: 3_900 });

    expect(after.sales![0]!.currency).toBe('USD');
    expect(salesIn(after, 'EUR').today.total - (salesIn(before, 'EUR')?.today.total ?? 0)).toBe(700);

    expect(usd.daily.map((day) => day.date)).toEqual(chartDays(new Date()));
    const threeDaysAgo = usd.daily.at(-4)!;
    expect(threeDaysAgo.total - usdBefore.daily.at(-4)!.total).toBe(2_500);
    expect(usd.daily.reduce((sum, day) => sum + day.total, 0)).toBe(usd.last30Days.total);
  });

  it('lists every status with its count of orders', async () => {
    const before = await dashboard('owner');
    await placeOrder(100, 2, { status: OrderStatus.InProgress });
    const after = await dashboard('owner');
    expect(after.ordersByStatus!.map((row) => row.status)).toEqual(Object.values(OrderStatus));
    const inProgress = (board: AdminDashboard) =>
      board.ordersByStatus!.find((row) => row.status === OrderStatus.InProgress)!.count;
    expect(inProgress(after) - inProgress(before)).toBe(1);
  });
});

describe('what is running low', () => {
  it('lists variants at or under the threshold, fewest first, with their names, but not archived products', async () => {
    const [variant] = await queryRows<{ id: number; product_id: number; color_id: number | null }>(
      shop.db,
      sql`SELECT v.id, v.product_id, v.color_id FROM product_variants v JOIN products p ON p.id = v.product_id
           WHERE p.is_published AND p.digital_file_id IS NULL AND v.color_id IS NOT NULL ORDER BY v.id LIMIT 1`,
    );
    await shop.db.execute(sql`UPDATE product_variants SET stock_quantity = 0 WHERE id = ${variant!.id}`);
    const low = (await dashboard('catalogue')).lowStock!;
    expect(low.threshold).toBe(LOW_STOCK_THRESHOLD);
    expect(low.items.every((item) => item.stockQuantity <= LOW_STOCK_THRESHOLD)).toBe(true);
    const stocks = low.items.map((item) => item.stockQuantity);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
    const listed = low.items.find((item) => item.variantId === variant!.id);
    expect(listed).toMatchObject({ productId: variant!.product_id, stockQuantity: 0 });
    expect(listed!.product.en).not.toBe('');
    expect(listed!.product.ar).toMatch(/[\u0600-\u06FF]/);
    expect(listed!.colour!.en).not.toBe('');

    await shop.db.execute(sql`UPDATE products SET archived_at = now() WHERE id = ${variant!.product_id}`);
    const afterArchive = (await dashboard('owner')).lowStock!;
    expect(afterArchive.items.some((item) => item.productId === variant!.product_id)).toBe(false);
    expect(afterArchive.total).toBeLessThan(low.total);
  });
});

describe('the queues', () => {
  it('count the seller requests, reviews and unread messages waiting', async () => {
    const before = await dashboard('owner');
    const [product] = await queryRows<{ id: number }>(shop.db, sql`SELECT id FROM products ORDER BY id LIMIT 1`);
    await shop.db.execute(
      sql`INSERT INTO reviews (product_id, reviewer_name, reviewer_email, title, body, rating, is_approved)
          VALUES (${product!.id}, 'Sami', 'sami@example.com', 'Lovely', 'Lovely soap', 5, false)`,
    );
    await shop.db.execute(
      sql`INSERT INTO contact_messages (full_name, email, phone_number, subject, message)
          VALUES ('Sami', 'sami@example.com', '0599', 'Hello', 'Where is my order?'),
                 ('Rana', 'rana@example.com', '0598', 'Read', 'Already read')`,
    );
    await shop.db.execute(sql`UPDATE contact_messages SET read_at = now() WHERE subject = 'Read'`);
    await shop.db.execute(
      sql`INSERT INTO vendor_requests (first_name, last_name, email, password_hash, address_line_one)
          VALUES ('Omar', 'Saleh', 'omar.seller@example.com', 'x', 'Nablus')`,
    );
    const after = await dashboard('owner');
    expect(after.reviewsWaiting! - before.reviewsWaiting!).toBe(1);
    expect(after.unreadMessages! - before.unreadMessages!).toBe(1);
    expect(after.pendingSellerRequests! - before.pendingSellerRequests!).toBe(1);
    expect((await dashboard('moderator')).reviewsWaiting).toBe(after.reviewsWaiting);
  });
});

describe('the chart days', () => {
  it('end today (UTC) and go back one day at a time, across a month end', () => {
    expect(chartDays(new Date('2026-03-02T23:30:00Z'), 4)).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(chartDays(new Date('2026-11-27T00:00:00Z'))).toHaveLength(DASHBOARD_CHART_DAYS);
  });
});

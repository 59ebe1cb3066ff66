// Coupons as the admin reads and changes them. Shoppers' use of coupons (pricing, redemptions)
// lives in cart/ and orders/ and is not changed here.
import { and, asc, count, desc, eq, gte, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AdminCoupon, AdminCouponListQuery, CreateCouponBody, UpdateCouponBody } from '@shop/contract';
import type { Executor } from '../../db/database';
import { coupons, orders } from '../../db/schema';
import { likePattern } from '../like-pattern';

const columns = {
  id: coupons.id,
  code: coupons.code,
  kind: coupons.kind,
  value: coupons.value,
  minimumOrder: coupons.minimumOrder,
  validFrom: coupons.validFrom,
  validTo: coupons.validTo,
  totalUseLimit: coupons.totalUseLimit,
  perCustomerLimit: coupons.perCustomerLimit,
  isActive: coupons.isActive,
  timesUsed: coupons.timesUsed,
  // Spelled out: drizzle leaves a single table's columns unqualified, and `id` would be the redemption's.
  redemptions: sql<number>`(SELECT count(*) FROM coupon_redemptions r WHERE r.coupon_id = coupons.id)::int`,
};

type CouponRow = Omit<AdminCoupon, 'validFrom' | 'validTo'> & { validFrom: Date | null; validTo: Date | null };

const toIso = (moment: Date | string | null) => (moment === null ? null : new Date(moment).toISOString());

function toCoupon(row: CouponRow): AdminCoupon {
  return { ...row, validFrom: toIso(row.validFrom), validTo: toIso(row.validTo), redemptions: Number(row.redemptions) };
}

const toDate = (moment: string | null | undefined) =>
  moment === undefined ? undefined : moment === null ? null : new Date(moment);

const sortColumns = {
  code: sql`upper(${coupons.code})`,
  timesUsed: coupons.timesUsed,
  validTo: coupons.validTo,
  id: coupons.id,
} satisfies Record<AdminCouponListQuery['sort'], unknown>;

/** A page of coupons matching the query, and how many match in all. */
export async function listCoupons(
  db: Executor,
  query: AdminCouponListQuery,
): Promise<{ items: AdminCoupon[]; total: number }> {
  const filters: SQL[] = [];
  if (query.q) filters.push(sql`${coupons.code} ILIKE ${likePattern(query.q)}`);
  if (query.active !== undefined) filters.push(eq(coupons.isActive, query.active));
  if (query.expired === true) filters.push(and(isNotNull(coupons.validTo), lt(coupons.validTo, sql`now()`))!);
  if (query.expired === false) filters.push(or(isNull(coupons.validTo), gte(coupons.validTo, sql`now()`))!);
  const where = filters.length > 0 ? and(...filters) : undefined;
  const direction = query.order === 'desc' ? desc : asc;
  // Open-ended coupons sort as ending last, whichever the direction.
  const nulls = query.order === 'desc' ? sql`NULLS FIRST` : sql`NULLS LAST`;
  const sortColumn = sortColumns[query.sort];
  const rows = await db
    .select(columns)
    .from(coupons)
    .where(where)
    .orderBy(
      query.sort === 'validTo' ? sql`${sortColumn} ${sql.raw(query.order)} ${nulls}` : direction(sortColumn),
      asc(coupons.id),
    )
    .limit(query.limit)
    .offset(query.offset);
  const [totals] = await db.select({ total: count() }).from(coupons).where(where);
  return { items: rows.map(toCoupon), total: Number(totals?.total ?? 0) };
}

/** One coupon; with `forUpdate` its row stays locked until the transaction ends. */
export async function findCouponById(
  db: Executor,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<AdminCoupon | undefined> {
  const query = db.select(columns).from(coupons).where(eq(coupons.id, id));
  const [row] = options.forUpdate ? await query.for('update', { of: coupons }) : await query;
  return row && toCoupon(row);
}

/** Adds a coupon; undefined when its code is taken (ignoring case: the unique index decides). */
export async function insertCoupon(db: Executor, coupon: CreateCouponBody): Promise<AdminCoupon | undefined> {
  const [created] = await db
    .insert(coupons)
    .values({ ...coupon, validFrom: toDate(coupon.validFrom), validTo: toDate(coupon.validTo) })
    .onConflictDoNothing()
    .returning({ id: coupons.id });
  return created && findCouponById(db, created.id);
}

/**
 * Changes a coupon's fields. A code taken by another coupon makes the unique index refuse the
 * statement (see isCodeTaken), which ends the transaction.
 */
export async function updateCoupon(db: Executor, id: number, changes: UpdateCouponBody): Promise<AdminCoupon> {
  const { validFrom, validTo, ...rest } = changes;
  await db
    .update(coupons)
    .set({ ...rest, validFrom: toDate(validFrom), validTo: toDate(validTo) })
    .where(eq(coupons.id, id));
  return (await findCouponById(db, id))!;
}

/** Whether any order used the coupon: then it is kept for the orders' records. */
export async function couponIsUsed(db: Executor, coupon: AdminCoupon): Promise<boolean> {
  if (coupon.timesUsed > 0 || coupon.redemptions > 0) return true;
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.couponId, coupon.id)).limit(1);
  return order !== undefined;
}

export async function deleteCoupon(db: Executor, id: number): Promise<void> {
  await db.delete(coupons).where(eq(coupons.id, id));
}

/** True for the database's refusal of a second coupon with the same code (either driver). */
export function isCodeTaken(error: unknown): boolean {
  for (let cause = error; typeof cause === 'object' && cause !== null; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || constraint === 'coupons_code_unique';
  }
  return false;
}

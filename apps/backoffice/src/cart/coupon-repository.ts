import { and, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { couponRedemptions, coupons } from '../db/schema';

export type CouponRecord = typeof coupons.$inferSelect;

/**
 * The active coupon with this code (case does not matter), if any. With `forUpdate` its row stays
 * locked until the transaction ends: whoever holds it alone may count the coupon's uses and add one.
 */
export async function findCoupon(
  db: Executor,
  code: string,
  options: { forUpdate?: boolean } = {},
): Promise<CouponRecord | undefined> {
  const query = db
    .select()
    .from(coupons)
    .where(and(sql`upper(${coupons.code}) = upper(${code.trim()})`, eq(coupons.isActive, true)));
  const [coupon] = options.forUpdate ? await query.for('update') : await query;
  return coupon;
}

/** How many orders of this customer used the coupon. */
export async function countRedemptions(db: Executor, couponId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.userId, userId)));
  return row?.n ?? 0;
}

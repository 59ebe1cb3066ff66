// How a coupon reads in the admin: its value ("10 %", "$5.00") and whether shoppers can use it now.
import type { AdminCoupon } from '@shop/contract';
import { formatCents } from '../../ui/money';
import type { CouponMessageKey } from './messages';

/** Why a coupon can or cannot be used right now, first reason first. */
export type CouponStatus = 'off' | 'expired' | 'usedUp' | 'scheduled' | 'running';

export function couponStatus(coupon: AdminCoupon, now = Date.now()): CouponStatus {
  if (!coupon.isActive) return 'off';
  if (coupon.validTo && Date.parse(coupon.validTo) <= now) return 'expired';
  if (coupon.totalUseLimit !== null && coupon.timesUsed >= coupon.totalUseLimit) return 'usedUp';
  if (coupon.validFrom && Date.parse(coupon.validFrom) > now) return 'scheduled';
  return 'running';
}

export const STATUS_TEXT: Record<CouponStatus, CouponMessageKey> = {
  off: 'statusOff',
  expired: 'statusExpired',
  usedUp: 'statusUsedUp',
  scheduled: 'statusScheduled',
  running: 'statusRunning',
};

/** A whole percent in `locale`: "10%" in English, "١٠٪" in Arabic. */
export const formatPercent = (percent: number, locale: string) =>
  (percent / 100).toLocaleString(locale, { style: 'percent', maximumFractionDigits: 0 });

/** What the coupon takes off: a percentage or an amount of money. */
export const couponValueText = (coupon: Pick<AdminCoupon, 'kind' | 'value'>, locale: string) =>
  coupon.kind === 'percentage' ? formatPercent(coupon.value, locale) : formatCents(coupon.value, locale);

/** A moment of a coupon's dates in `locale`, e.g. "31 Jan 2026, 09:00". */
export const formatMoment = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });

/** The day of a coupon's dates in `locale`, e.g. "31 Jan 2026" (the list; the form shows the time). */
export const formatDay = (iso: string, locale: string) =>
  new Date(iso).toLocaleDateString(locale, { dateStyle: 'medium' });

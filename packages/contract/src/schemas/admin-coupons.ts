// The admin API's coupons (under /api/v1/admin/coupons).
import { z } from 'zod';
import { COUPON_MAX_LENGTH } from '../constants';
import { adminListQuery, adminPage, queryFlag } from './admin-common';
import { MAX_ID } from './wire';

/** Largest amount in US cents a coupon takes off or asks for as its minimum order: $1,000,000. */
export const COUPON_CENTS_MAX = 100_000_000;
/** Largest use limit, total or per customer. */
export const COUPON_USES_MAX = 1_000_000;
/** Highest percentage a coupon takes off. */
export const COUPON_PERCENT_MAX = 100;

/** Letters (any script), digits, '-' and '_': what a shopper can type into the cart's coupon field. */
const COUPON_CODE_PATTERN = /^[\p{L}\p{N}_-]+$/u;

/** How a coupon's value is read: a whole percent of the subtotal, or a fixed amount in US cents. */
export const CouponKind = z.enum(['percentage', 'fixed'], { error: 'Expected percentage or fixed' });
export type CouponKind = z.infer<typeof CouponKind>;

const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: 'Expected a whole number' })
    .int({ error: 'Expected a whole number' })
    .min(min, { error: `At least ${min}` })
    .max(max, { error: `At most ${max}` });

const couponCode = z
  .string({ error: 'Expected text' })
  .trim()
  .min(1, { error: 'Required' })
  .max(COUPON_MAX_LENGTH, { error: `At most ${COUPON_MAX_LENGTH} characters` })
  .regex(COUPON_CODE_PATTERN, { error: 'Letters, digits, - and _ only' });

const moment = z.iso
  .datetime({ offset: true, error: 'Expected a date and time such as 2025-01-31T00:00:00Z' })
  .nullable();

const useLimit = wholeNumber(1, COUPON_USES_MAX).nullable();

/** A coupon as the admin shows it. Money is in US cents (the cart converts to the shopper's currency). */
export const AdminCoupon = z.object({
  /** Coupon id. */
  id: z.number().int().positive(),
  /** What shoppers type; unique ignoring case. */
  code: z.string(),
  /** Percentage of the subtotal, or a fixed amount. */
  kind: CouponKind,
  /** Whole percent (1..100) or US cents (> 0). */
  value: z.number().int(),
  /** Smallest cart subtotal in US cents the coupon applies to (0: any). */
  minimumOrder: z.number().int(),
  /** From when it applies (ISO 8601); null: already. */
  validFrom: z.string().nullable(),
  /** Until when it applies (ISO 8601); null: no end. */
  validTo: z.string().nullable(),
  /** Orders the coupon may be used for, all customers together; null: no limit. */
  totalUseLimit: z.number().int().nullable(),
  /** Orders one customer may use it for; null: no limit. */
  perCustomerLimit: z.number().int().nullable(),
  /** Whether shoppers may use it. */
  isActive: z.boolean(),
  /** Orders placed with it (the count the total use limit is checked against). */
  timesUsed: z.number().int(),
  /** Redemptions recorded with the orders that used it. */
  redemptions: z.number().int(),
});
export type AdminCoupon = z.infer<typeof AdminCoupon>;

/** Answer of GET /api/v1/admin/coupons. */
export const AdminCouponPage = adminPage(AdminCoupon);
export type AdminCouponPage = z.infer<typeof AdminCouponPage>;

/** Query of GET /api/v1/admin/coupons: `q` matches the code; sorted by code unless told. */
export const AdminCouponListQuery = adminListQuery(['code', 'timesUsed', 'validTo', 'id']).extend({
  /** Only active (true) or inactive (false) coupons. */
  active: queryFlag().optional(),
  /** Only coupons whose end has passed (true), or those that have not ended (false). */
  expired: queryFlag().optional(),
});
export type AdminCouponListQuery = z.infer<typeof AdminCouponListQuery>;

/** Path of GET, PATCH and DELETE /api/v1/admin/coupons/:id. */
export const AdminCouponParams = z.object({
  /** Coupon id. */
  id: z.coerce
    .number({ error: 'Expected a coupon id' })
    .int({ error: 'Expected a coupon id' })
    .min(1, { error: 'Expected a coupon id' })
    .max(MAX_ID, { error: 'Expected a coupon id' }),
});
export type AdminCouponParams = z.infer<typeof AdminCouponParams>;

const couponFields = {
  /** What shoppers type: 1..30 letters, digits, '-' or '_'; unique ignoring case. */
  code: couponCode,
  /** Percentage of the subtotal, or a fixed amount in US cents. */
  kind: CouponKind,
  /** Whole percent 1..100, or US cents > 0. */
  value: wholeNumber(1, COUPON_CENTS_MAX),
  /** Smallest subtotal in US cents (0: any). */
  minimumOrder: wholeNumber(0, COUPON_CENTS_MAX),
  /** From when it applies (ISO 8601 with offset); null: already. */
  validFrom: moment,
  /** Until when it applies; after validFrom; null: no end. */
  validTo: moment,
  /** Orders it may be used for, all customers together (1..1,000,000); null: no limit. */
  totalUseLimit: useLimit,
  /** Orders one customer may use it for; null: no limit. */
  perCustomerLimit: useLimit,
  /** Whether shoppers may use it. */
  isActive: z.boolean({ error: 'Expected true or false' }),
};

/** The fields of a coupon whose combination is checked. */
export type CouponTerms = Pick<AdminCoupon, 'kind' | 'value' | 'validFrom' | 'validTo'>;

/**
 * What is wrong with a coupon's terms as a whole, naming the field, or undefined: a percentage is
 * at most 100, and the end comes after the start. Checked on creation and on the merged row of a
 * partial update (changing the kind alone may make the value wrong).
 */
export function couponTermsProblem(terms: CouponTerms): { field: keyof CouponTerms; message: string } | undefined {
  if (terms.kind === 'percentage' && terms.value > COUPON_PERCENT_MAX) {
    return { field: 'value', message: `At most ${COUPON_PERCENT_MAX} for a percentage` };
  }
  if (terms.validFrom && terms.validTo && Date.parse(terms.validTo) <= Date.parse(terms.validFrom)) {
    return { field: 'validTo', message: 'Must be after validFrom' };
  }
  return undefined;
}

/** Body of POST /api/v1/admin/coupons. */
export const CreateCouponBody = z
  .object({
    ...couponFields,
    minimumOrder: couponFields.minimumOrder.default(0),
    validFrom: couponFields.validFrom.default(null),
    validTo: couponFields.validTo.default(null),
    totalUseLimit: couponFields.totalUseLimit.default(null),
    perCustomerLimit: couponFields.perCustomerLimit.default(null),
    isActive: couponFields.isActive.default(true),
  })
  .superRefine((coupon, context) => {
    const problem = couponTermsProblem(coupon);
    if (problem) context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type CreateCouponBody = z.infer<typeof CreateCouponBody>;

/** Body of PATCH /api/v1/admin/coupons/:id: the fields to change; the result is checked as a whole. */
export const UpdateCouponBody = z.object(couponFields).partial();
export type UpdateCouponBody = z.infer<typeof UpdateCouponBody>;

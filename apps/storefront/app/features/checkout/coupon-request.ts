export type { CouponRequest } from './coupon-request.server';

/** Where the checkout asks what a coupon is worth (resource route `routes/api.coupon.ts`). */
export const COUPON_PATH = '/api/coupon';

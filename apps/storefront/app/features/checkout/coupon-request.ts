export type { CouponRequest } from './coupon-request.server';

/** Where the checkout asks what a coupon is worth (resource route `routes/api.coupon.ts`). */
export const COUPON_PATH = '/api/coupon';

/** The coupon's discount for the whole cart, in the request's currency; or the message to show. */
export type CouponResult = { ok: true; discount: number } | { ok: false; message: string };

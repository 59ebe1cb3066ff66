import { couponDiscount } from '../features/checkout/coupon-discount.server';
import { postOnly } from '../lib/http/post-only';
import type { Route } from './+types/api.coupon';

export const loader = postOnly;

/** POST /api/coupon: the discount a coupon gives the cart (features/checkout/coupon-discount.server.ts). */
export async function action({ request }: Route.ActionArgs) {
  return couponDiscount(request);
}

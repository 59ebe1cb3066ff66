import type { Route } from './+types/coupon-new';
import { CouponEditScreen } from '../features/coupons/coupon-edit-screen';
import { CouponRouteError } from '../features/coupons/coupon-route-error';

export default function NewCoupon() {
  return <CouponEditScreen />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CouponRouteError error={error} />;
}

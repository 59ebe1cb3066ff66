import { data, useLoaderData, useLocation } from 'react-router';
import type { Route } from './+types/coupon-edit';
import { loadCoupon } from '../features/coupons/coupon-api';
import { CouponEditScreen } from '../features/coupons/coupon-edit-screen';
import { CouponRouteError } from '../features/coupons/coupon-route-error';
import { ApiError } from '../lib/api';

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  if (!/^\d{1,10}$/.test(params.id) || Number(params.id) < 1) throw data(null, { status: 404 });
  try {
    return { coupon: await loadCoupon(Number(params.id)) };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw data(null, { status: 404 });
    throw error;
  }
}

export default function EditCoupon() {
  const { coupon } = useLoaderData<typeof clientLoader>();
  const location = useLocation();
  const created = (location.state as { created?: boolean } | null)?.created === true;
  return <CouponEditScreen coupon={coupon} created={created} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CouponRouteError error={error} />;
}

import { useLoaderData } from 'react-router';
import type { Route } from './+types/coupons';
import { loadCouponPage } from '../features/coupons/coupon-api';
import { CouponListScreen } from '../features/coupons/coupon-list-screen';
import { CouponRouteError } from '../features/coupons/coupon-route-error';
import { readListQuery } from '../ui/list-query';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = readListQuery(new URL(request.url).searchParams, 'code');
  return { query, page: await loadCouponPage(query), loadedAt: Date.now() };
}

export default function Coupons() {
  const { query, page, loadedAt } = useLoaderData<typeof clientLoader>();
  return <CouponListScreen query={query} page={page} loadedAt={loadedAt} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CouponRouteError error={error} />;
}

import { useLoaderData } from 'react-router';
import type { Route } from './+types/orders';
import { loadOrderPage } from '../features/orders/order-api';
import { OrderListScreen } from '../features/orders/order-list-screen';
import { OrderRouteError } from '../features/orders/order-route-error';
import { readListQuery } from '../ui/list-query';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = readListQuery(new URL(request.url).searchParams, 'createdAt', 'desc');
  return { query, page: await loadOrderPage(query) };
}

export default function Orders() {
  const { query, page } = useLoaderData<typeof clientLoader>();
  return <OrderListScreen query={query} page={page} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <OrderRouteError error={error} />;
}

import { data, useLoaderData } from 'react-router';
import type { Route } from './+types/order';
import { loadOrder } from '../features/orders/order-api';
import { OrderRouteError } from '../features/orders/order-route-error';
import { OrderScreen } from '../features/orders/order-screen';
import { ApiError } from '../lib/api';

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  if (!/^\d{1,10}$/.test(params.id)) throw data(null, { status: 404 });
  try {
    return { order: await loadOrder(Number(params.id)) };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw data(null, { status: 404 });
    throw error;
  }
}

export default function OrderRoute() {
  const { order } = useLoaderData<typeof clientLoader>();
  return <OrderScreen key={order.id} order={order} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <OrderRouteError error={error} />;
}

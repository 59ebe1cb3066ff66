import { data, useLoaderData } from 'react-router';
import type { Route } from './+types/seller-request';
import { loadSellerRequest } from '../features/sellers/seller-request-api';
import { SellerRequestRouteError } from '../features/sellers/seller-request-route-error';
import { SellerRequestScreen } from '../features/sellers/seller-request-screen';
import { ApiError } from '../lib/api';

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  if (!/^\d{1,10}$/.test(params.id) || Number(params.id) < 1) throw data(null, { status: 404 });
  try {
    return { request: await loadSellerRequest(Number(params.id)) };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw data(null, { status: 404 });
    throw error;
  }
}

export default function SellerRequestRoute() {
  const { request } = useLoaderData<typeof clientLoader>();
  return <SellerRequestScreen key={request.id} request={request} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SellerRequestRouteError error={error} />;
}

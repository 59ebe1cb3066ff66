import { useLoaderData } from 'react-router';
import type { Route } from './+types/seller-requests';
import { loadSellerRequestPage } from '../features/sellers/seller-request-api';
import { SellerRequestListScreen } from '../features/sellers/seller-request-list-screen';
import { SellerRequestRouteError } from '../features/sellers/seller-request-route-error';
import { readListQuery } from '../ui/list-query';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = readListQuery(new URL(request.url).searchParams, 'createdAt', 'desc');
  return { query, page: await loadSellerRequestPage(query) };
}

export default function SellerRequests() {
  const { query, page } = useLoaderData<typeof clientLoader>();
  return <SellerRequestListScreen query={query} page={page} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SellerRequestRouteError error={error} />;
}

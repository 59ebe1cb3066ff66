import { useLoaderData } from 'react-router';
import type { Route } from './+types/customers';
import { loadCustomerPage } from '../features/customers/customer-api';
import { CustomerListScreen } from '../features/customers/customer-list-screen';
import { CustomerRouteError } from '../features/customers/customer-route-error';
import { readListQuery } from '../ui/list-query';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = readListQuery(new URL(request.url).searchParams, 'createdAt', 'desc');
  return { query, page: await loadCustomerPage(query) };
}

export default function Customers() {
  const { query, page } = useLoaderData<typeof clientLoader>();
  return <CustomerListScreen query={query} page={page} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CustomerRouteError error={error} />;
}

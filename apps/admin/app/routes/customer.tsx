import { data, useLoaderData } from 'react-router';
import type { Route } from './+types/customer';
import { loadCustomer } from '../features/customers/customer-api';
import { CustomerRouteError } from '../features/customers/customer-route-error';
import { CustomerScreen } from '../features/customers/customer-screen';
import { ApiError } from '../lib/api';

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  if (!/^\d{1,10}$/.test(params.id) || Number(params.id) < 1) throw data(null, { status: 404 });
  try {
    return { customer: await loadCustomer(Number(params.id)) };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw data(null, { status: 404 });
    throw error;
  }
}

export default function CustomerRoute() {
  const { customer } = useLoaderData<typeof clientLoader>();
  return <CustomerScreen key={customer.id} customer={customer} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CustomerRouteError error={error} />;
}

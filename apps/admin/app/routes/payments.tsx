import { useLoaderData } from 'react-router';
import type { Route } from './+types/payments';
import { loadLastReconciliation } from '../features/payments/payment-api';
import { PaymentRouteError } from '../features/payments/payment-route-error';
import { PaymentsScreen } from '../features/payments/payments-screen';

export async function clientLoader() {
  return loadLastReconciliation();
}

export default function Payments() {
  const { last } = useLoaderData<typeof clientLoader>();
  return <PaymentsScreen last={last} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PaymentRouteError error={error} />;
}

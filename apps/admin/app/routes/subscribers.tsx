import { useLoaderData } from 'react-router';
import type { Route } from './+types/subscribers';
import { loadSubscriberPage } from '../features/subscribers/subscriber-api';
import { SubscriberListScreen } from '../features/subscribers/subscriber-list-screen';
import { SubscriberRouteError } from '../features/subscribers/subscriber-route-error';
import { readListQuery } from '../ui/list-query';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = readListQuery(new URL(request.url).searchParams, 'createdAt', 'desc');
  return { query, page: await loadSubscriberPage(query) };
}

export default function Subscribers() {
  const { query, page } = useLoaderData<typeof clientLoader>();
  return <SubscriberListScreen query={query} page={page} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SubscriberRouteError error={error} />;
}

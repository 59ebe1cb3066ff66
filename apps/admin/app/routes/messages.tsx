import { useLoaderData } from 'react-router';
import type { Route } from './+types/messages';
import { loadMessagePage } from '../features/messages/message-api';
import { MessageListScreen } from '../features/messages/message-list-screen';
import { MessageRouteError } from '../features/messages/message-route-error';
import { readListQuery } from '../ui/list-query';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = readListQuery(new URL(request.url).searchParams, 'createdAt', 'desc');
  return { query, page: await loadMessagePage(query) };
}

export default function Messages() {
  const { query, page } = useLoaderData<typeof clientLoader>();
  return <MessageListScreen query={query} page={page} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <MessageRouteError error={error} />;
}

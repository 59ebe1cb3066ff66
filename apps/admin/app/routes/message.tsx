import { data, useLoaderData } from 'react-router';
import type { Route } from './+types/message';
import { loadMessage, updateMessage } from '../features/messages/message-api';
import { MessageRouteError } from '../features/messages/message-route-error';
import { MessageScreen } from '../features/messages/message-screen';
import { ApiError } from '../lib/api';

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  if (!/^\d{1,10}$/.test(params.id)) throw data(null, { status: 404 });
  try {
    const message = await loadMessage(Number(params.id));
    // Opening a message reads it.
    return { message: message.readAt === null ? await updateMessage(message.id, { read: true }) : message };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw data(null, { status: 404 });
    throw error;
  }
}

export default function MessageRoute() {
  const { message } = useLoaderData<typeof clientLoader>();
  return <MessageScreen key={message.id} message={message} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <MessageRouteError error={error} />;
}

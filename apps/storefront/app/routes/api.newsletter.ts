import { subscribeToNewsletter } from '../features/engagement/newsletter/subscribe.server';
import type { Route } from './+types/api.newsletter';

/** POST /api/newsletter: the footer's newsletter form (features/engagement/newsletter/subscribe.server.ts). */
export async function action({ request }: Route.ActionArgs) {
  return subscribeToNewsletter(request);
}

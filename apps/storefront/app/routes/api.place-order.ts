import { placeOrder } from '../features/checkout/place-order.server';
import { postOnly } from '../lib/http/post-only';
import type { Route } from './+types/api.place-order';

export const loader = postOnly;

/** POST /api/place-order: places the checkout's order (features/checkout/place-order.server.ts). */
export async function action({ request }: Route.ActionArgs) {
  return placeOrder(request);
}

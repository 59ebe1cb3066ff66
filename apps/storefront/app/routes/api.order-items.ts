import { loadOrderItems } from '../features/orders/order-items.server';
import type { Route } from './+types/api.order-items';

/** GET /api/order-items?orderId={id}&lang={en|ar}: one order's items (features/orders/order-items.server.ts). */
export async function loader({ request }: Route.LoaderArgs) {
  return loadOrderItems(request);
}

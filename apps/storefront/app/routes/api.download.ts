import { downloadOrderItemFile } from '../features/orders/download-file.server';
import type { Route } from './+types/api.download';

/**
 * GET /api/download/{orderItemId}?name={product name}&lang={en|ar}: the file of a completed digital
 * item of the signed-in shopper (features/orders/download-file.server.ts).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  return downloadOrderItemFile(request, params.orderItemId);
}

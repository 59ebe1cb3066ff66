import { loadProductOptions } from '../features/catalog/quick-view/product-options.server';
import type { Route } from './+types/api.product-options';

/** GET /api/product-options: what the quick view offers of a product (features/catalog/quick-view/product-options.server.ts). */
export async function loader({ request }: Route.LoaderArgs) {
  return loadProductOptions(request);
}

import { priceCart } from '../features/cart/cart-price.server';
import { postOnly } from '../lib/http/post-only';
import type { Route } from './+types/api.cart-price';

export const loader = postOnly;

/** POST /api/cart-price: the cart priced by the back-office (features/cart/cart-price.server.ts). */
export async function action({ request }: Route.ActionArgs) {
  return priceCart(request);
}

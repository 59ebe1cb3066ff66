import { submitReview } from '../features/catalog/reviews/submit-review.server';
import type { Route } from './+types/api.product-review';

/** POST /api/product-review: a shopper's review of a product (features/catalog/reviews/submit-review.server.ts). */
export async function action({ request }: Route.ActionArgs) {
  return submitReview(request);
}

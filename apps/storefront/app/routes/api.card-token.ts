import { createCardToken } from '../features/checkout/card-token.server';
import { postOnly } from '../lib/http/post-only';
import type { Route } from './+types/api.card-token';

export const loader = postOnly;

/** POST /api/card-token: a sandbox card's single-use payment token (features/checkout/card-token.server.ts). */
export async function action({ request }: Route.ActionArgs) {
  return createCardToken(request);
}

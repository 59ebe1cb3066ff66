import { takeWalletStep } from '../features/checkout/wallet-step.server';
import { postOnly } from '../lib/http/post-only';
import type { Route } from './+types/api.wallet';

export const loader = postOnly;

/** POST /api/wallet: one step of a wallet payment (create, approve, capture) (features/checkout/wallet-step.server.ts). */
export async function action({ request }: Route.ActionArgs) {
  return takeWalletStep(request);
}

import { type CartPayloadLine, type CurrencyCode, type LanguageCode, Messages } from '@shop/contract';

import { WALLET_PATH } from './payment-setup';
import type { WalletRequest } from './wallet-request';
import type { WalletResult } from './wallet-result';
import { postJson } from '../../lib/post-json';

/** What the wallet needs to know of the order: the cart and coupon it is created for, never an amount. */
export interface WalletOrderDraft {
  cart: CartPayloadLine[];
  CouponCode: string;
  currency: CurrencyCode;
  lang: LanguageCode;
}

/** What both wallets (sandbox and PayPal's buttons) are given by the wallet dialog. */
export interface WalletFlowProps {
  draft: WalletOrderDraft;
  /** Places the order with the capture JSON; answers the message to show here when it was refused. */
  onCaptured: (captureJson: string) => Promise<string | undefined>;
}

/** One step of the wallet flow through the storefront's server (`routes/api.wallet.ts`). */
export async function postWallet(request: WalletRequest): Promise<WalletResult> {
  const result = await postJson(WALLET_PATH, request, () =>
    import('./wallet-result').then((module) => module.WalletResult),
  );
  if (result.ok) return result.answer;
  console.error(`checkout: wallet ${request.step} failed`, result.error);
  return { ok: false, message: Messages.genericError };
}

/** The spec's pause between the wallet's capture and the order's placement (0.5 s). */
export function waitForPlacement(milliseconds: number): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, milliseconds));
}

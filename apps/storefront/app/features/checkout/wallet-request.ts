import type { CurrencyCode } from '@shop/contract';

export type { WalletRequest } from './wallet-request.server';

export type WalletResult =
  | { ok: true; walletOrderId: string; status: string; amount?: number; currency?: CurrencyCode; captureJson?: string }
  | { ok: false; message: string };

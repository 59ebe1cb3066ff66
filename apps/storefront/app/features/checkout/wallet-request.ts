export type { WalletRequest } from './wallet-request.server';

import { type StorefrontConfig, storefrontConfig } from '../../server/config.js';

/**
 * The storefront's settings (server/config.js): read and checked once, when the server starts. Server
 * only: a loader that sends a setting to the page takes it from `browserEnv`.
 */
export const serverEnv: StorefrontConfig = storefrontConfig();

/** The settings the browser may see; everything else (the back-office's address, tokens) stays on the server. */
export type BrowserEnv = Pick<StorefrontConfig, 'STOREFRONT_URL' | 'PAYPAL_CLIENT_ID'>;

/**
 * The whitelist of settings a loader may put in the page: the shop's public origin (canonical links)
 * and PayPal's client id (the SDK's script URL carries it anyway).
 */
export const browserEnv: BrowserEnv = Object.freeze({
  STOREFRONT_URL: serverEnv.STOREFRONT_URL,
  PAYPAL_CLIENT_ID: serverEnv.PAYPAL_CLIENT_ID,
});

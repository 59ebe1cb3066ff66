import { z } from 'zod';

const ServerEnv = z.object({
  /** Where the back-office answers the protocol's calls; no trailing slash. */
  BACKOFFICE_URL: z
    .url({ protocol: /^https?$/, error: 'BACKOFFICE_URL must be an absolute http(s) URL' })
    .default('http://127.0.0.1:4000')
    .transform((url) => url.replace(/\/+$/, '')),
  /**
   * PayPal REST app client id, the same value the back-office gets. With it the checkout shows the
   * PayPal JS SDK's buttons (live wallet); without it the back-office's offline sandbox wallet.
   * A client id is public (the SDK's script URL carries it); the secret stays with the back-office.
   */
  PAYPAL_CLIENT_ID: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{10,200}$/, 'PAYPAL_CLIENT_ID must be a PayPal client id')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export type ServerEnv = z.infer<typeof ServerEnv>;

function parseServerEnv(): ServerEnv {
  const result = ServerEnv.safeParse(process.env);
  if (!result.success) {
    throw new Error(`Invalid storefront environment:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}

/** Server-only settings, read and checked once when the server starts. None of them reach the browser. */
export const serverEnv = parseServerEnv();

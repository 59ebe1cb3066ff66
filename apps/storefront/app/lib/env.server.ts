import { z } from 'zod';

const DEFAULT_PORT = 3000;
const PUBLIC_ORIGIN_RULE =
  "STOREFRONT_URL must be the shop's public origin, like https://shop.example (http or https, no path)";

/** Trimmed; a blank value (an empty line in .env) counts as unset. */
const trimmedOrUnset = (value: unknown) => (typeof value === 'string' ? value.trim() || undefined : value);

function isBareOrigin(value: string): boolean {
  // Zod runs this check even after the URL check failed.
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
}

/**
 * Where shoppers reach the storefront (e.g. https://shop.example): canonical and hreflang links,
 * the sitemap and robots.txt are built on it, never on the Host or X-Forwarded-Host a request
 * brings. server.js reads the same variable with the same rules (server/public-origin.js) to tell
 * the shop's own requests from other sites'. The back-office reads it too, for its mails' links.
 */
const PublicOrigin = z.preprocess(
  trimmedOrUnset,
  z
    .url({ protocol: /^https?$/, error: PUBLIC_ORIGIN_RULE })
    .refine(isBareOrigin, PUBLIC_ORIGIN_RULE)
    .transform((url) => new URL(url).origin)
    .optional(),
);

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
  STOREFRONT_URL: PublicOrigin,
});

/** The settings, with the public origin always there (its development default filled in). */
export type ServerEnv = z.infer<typeof ServerEnv> & { STOREFRONT_URL: string };

/**
 * Reads and checks `env`. Without STOREFRONT_URL the origin is the listening address in development,
 * `http://localhost:{PORT}`; a production server gets the same but says at start that links for
 * search engines will point there.
 */
export function parseServerEnv(env: NodeJS.ProcessEnv): ServerEnv {
  const result = ServerEnv.safeParse(env);
  if (!result.success) {
    throw new Error(`Invalid storefront environment:\n${z.prettifyError(result.error)}`);
  }
  const origin = result.data.STOREFRONT_URL ?? `http://localhost:${env.PORT ?? DEFAULT_PORT}`;
  if (!result.data.STOREFRONT_URL && env.NODE_ENV === 'production') {
    console.warn(
      `STOREFRONT_URL is not set: canonical links, the sitemap and robots.txt point to ${origin}. ` +
        "Set it to the shop's public origin, e.g. STOREFRONT_URL=https://shop.example.",
    );
  }
  return { ...result.data, STOREFRONT_URL: origin };
}

/** Server-only settings, read and checked once when the server starts. None of them reach the browser. */
export const serverEnv = parseServerEnv(process.env);

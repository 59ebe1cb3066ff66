// The storefront's settings: every variable it reads, read once at start and checked with zod (as the
// back-office's src/config.ts). A bad value stops the start with a message naming the variable.
// server.js reads them before it loads the React Router build, which is a module graph of its own:
// the build's modules (app/lib/env.server.ts) take the same object through a process-wide symbol, as
// the two graphs share the shop-change bus. Without server.js (react-router dev, unit tests) there is
// nothing there yet, and the environment is read where it is asked for.
import { z } from 'zod';

import { publicOrigin } from './public-origin.js';
import { parseTrustProxy } from './trust-proxy.js';

const KEY = Symbol.for('palestine-shop.storefront-config');

const LOG_LEVELS = /** @type {const} */ (['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);
const METRICS_TOKEN_MIN_LENGTH = 32;
const METRICS_TOKEN_RULE = `METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} printable ASCII characters without spaces`;
const MAX_PORT = 65_535;

/** Trimmed; a blank value (an empty line in .env) counts as unset. @param {unknown} value */
const trimmedOrUnset = (value) => (typeof value === 'string' ? value.trim() || undefined : value);

/**
 * A setting whose rule is a function of its own module (server/trust-proxy.js, server/public-origin.js)
 * that throws a message naming the variable: its message becomes the setting's issue.
 * @template T
 * @param {(value: string | undefined) => T} rule
 */
const checkedBy = (rule) =>
  z
    .string()
    .optional()
    .transform((value, context) => {
      try {
        return rule(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
        return z.NEVER;
      }
    });

/** @param {string} value */
const withoutTrailingSlashes = (value) => new URL(value).href.replace(/\/+$/, '');

const StorefrontEnv = z
  .object({
    /** React's and Express's production paths; server.js sets `production` when it is unset. */
    NODE_ENV: z
      .enum(['development', 'production', 'test'], { error: 'NODE_ENV must be development, production or test' })
      .default('production'),
    /** The address the storefront listens on. */
    HOST: z.preprocess(trimmedOrUnset, z.string().default('0.0.0.0')),
    /** Its port. */
    PORT: z.preprocess(
      trimmedOrUnset,
      z
        .string()
        .default('3000')
        .refine(
          (value) => /^\d{1,5}$/.test(value) && Number(value) <= MAX_PORT,
          `PORT must be a port number, 0 to ${MAX_PORT}`,
        )
        .transform(Number),
    ),
    /**
     * Where the back-office answers the protocol's calls, /media and the change stream. A path prefix is
     * kept (a back-office mounted under /shop-admin works too), without a trailing slash.
     */
    BACKOFFICE_URL: z.preprocess(
      trimmedOrUnset,
      z
        .url({ protocol: /^https?$/, error: 'BACKOFFICE_URL must be an absolute http(s) URL' })
        .default('http://127.0.0.1:4000')
        .transform(withoutTrailingSlashes),
    ),
    /** The shop's public origin (server/public-origin.js); `http://localhost:{PORT}` when unset. */
    STOREFRONT_URL: checkedBy((value) => publicOrigin({ STOREFRONT_URL: value })),
    /** Whose X-Forwarded-For names the shopper (server/trust-proxy.js). */
    TRUST_PROXY: checkedBy(parseTrustProxy),
    /** `off` stops keeping rendered catalogue pages in the storefront (a CDN keeps them). */
    PAGE_CACHE: z.preprocess(
      trimmedOrUnset,
      z
        .enum(['on', 'off'], { error: 'PAGE_CACHE must be on or off' })
        .default('on')
        .transform((value) => value === 'on'),
    ),
    /**
     * The bearer token Prometheus sends for GET /metrics; without it the metrics are off. The same rule
     * as the back-office's.
     */
    METRICS_TOKEN: z.preprocess(
      trimmedOrUnset,
      z
        .string()
        .min(METRICS_TOKEN_MIN_LENGTH, METRICS_TOKEN_RULE)
        .regex(/^[\x21-\x7e]+$/, METRICS_TOKEN_RULE)
        .optional(),
    ),
    LOG_LEVEL: z.preprocess(
      trimmedOrUnset,
      z.enum(LOG_LEVELS, { error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
    ),
    /** `json` lines for log collectors or `pretty` lines for people; unset: pretty in development, JSON otherwise. */
    LOG_FORMAT: z.preprocess(
      trimmedOrUnset,
      z.enum(['json', 'pretty'], { error: 'LOG_FORMAT must be json or pretty' }).optional(),
    ),
    /**
     * PayPal REST app client id, the same value the back-office gets. With it the checkout shows the
     * PayPal JS SDK's buttons (live wallet); without it the back-office's offline sandbox wallet.
     * A client id is public (the SDK's script URL carries it); the secret stays with the back-office.
     */
    PAYPAL_CLIENT_ID: z.preprocess(
      trimmedOrUnset,
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{10,200}$/, 'PAYPAL_CLIENT_ID must be a PayPal client id')
        .optional(),
    ),
  })
  .transform((env) => ({
    ...env,
    // Unset, the origin is the listening address: fine in development, a warning in production.
    STOREFRONT_URL: env.STOREFRONT_URL.configured
      ? env.STOREFRONT_URL.origin
      : publicOrigin({ PORT: String(env.PORT) }).origin,
    /** Whether STOREFRONT_URL was set. */
    publicOriginConfigured: env.STOREFRONT_URL.configured,
    LOG_FORMAT: env.LOG_FORMAT ?? (env.NODE_ENV === 'development' ? 'pretty' : 'json'),
  }));

/** @typedef {Readonly<z.output<typeof StorefrontEnv>>} StorefrontConfig */

/**
 * The settings in `env`; throws one message naming every variable that is wrong.
 * @param {NodeJS.ProcessEnv} env
 * @returns {StorefrontConfig}
 */
export function parseStorefrontConfig(env) {
  const parsed = StorefrontEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const variable = issue.path.join('.');
      return issue.message.startsWith(variable) ? issue.message : `${variable}: ${issue.message}`;
    });
    throw new Error(`Invalid storefront configuration:\n  ${problems.join('\n  ')}`);
  }
  return Object.freeze(parsed.data);
}

/**
 * What server.js says at start about settings that work but are probably not meant.
 * @param {StorefrontConfig} config
 * @returns {string[]}
 */
export function configWarnings(config) {
  if (config.publicOriginConfigured || config.NODE_ENV !== 'production') return [];
  return [
    `STOREFRONT_URL is not set: canonical links, the sitemap and robots.txt point to ${config.STOREFRONT_URL}. ` +
      "Set it to the shop's public origin, e.g. STOREFRONT_URL=https://shop.example.",
  ];
}

const holder = () => /** @type {Record<symbol, StorefrontConfig | undefined>} */ (/** @type {unknown} */ (globalThis));

/**
 * server.js: reads the environment, once, before the React Router build is loaded, and leaves the
 * settings where the build finds them (storefrontConfig).
 * @param {NodeJS.ProcessEnv} [env]
 */
export function loadStorefrontConfig(env = process.env) {
  const config = parseStorefrontConfig(env);
  holder()[KEY] = config;
  return config;
}

/** The settings server.js read at start; without server.js (react-router dev, unit tests), read now. */
export function storefrontConfig() {
  return holder()[KEY] ?? parseStorefrontConfig(process.env);
}

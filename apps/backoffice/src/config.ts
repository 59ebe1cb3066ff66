import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/** How logs are written: `json` lines for log collectors, or `pretty` (pino-pretty) for people. */
const LogFormat = z.enum(['json', 'pretty']);
export type LogFormat = z.infer<typeof LogFormat>;

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** OWASP's Argon2id memory (19 MiB); production never goes below it. */
export const ARGON2_PRODUCTION_MEMORY_KIB = 19_456;

/** A key given as hex or base64 (standard or URL-safe); undefined when it is neither. */
export function decodeKey(text: string): Buffer | undefined {
  const trimmed = text.trim();
  if (/^(?:[0-9a-fA-F]{2})+$/.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return Buffer.from(trimmed, 'base64');
  return undefined;
}

const SECRET_KEY_MIN_BYTES = 32;

/** Shortest shop owner's token accepted: long enough that guessing it is hopeless. */
export const ADMIN_TOKEN_MIN_LENGTH = 32;

// The address ranges proxy-addr (Fastify's trustProxy) knows by name.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One entry of BACKOFFICE_TRUST_PROXY: a named range, an address, or an address/prefix-length. */
function isTrustedProxyEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * Whose X-Forwarded-For the back-office believes: `none`; a hop count (the number of proxies in
 * front of it, the client being that many addresses from the right); or a comma-separated list of
 * named ranges, addresses and CIDR ranges (only those peers are believed, and the client is the
 * right-most address that is not one of them). Anything else stops start-up.
 */
const TrustProxySetting = z
  .string()
  .trim()
  .refine(
    (value) =>
      value === 'none' ||
      /^[1-9]\d?$/.test(value) ||
      value.split(',').every((entry) => isTrustedProxyEntry(entry.trim())),
    'must be none, a hop count (1-99), or a comma-separated list of addresses, CIDR ranges, loopback, linklocal or uniquelocal',
  )
  .transform((value) => (value === 'none' ? false : /^\d+$/.test(value) ? Number(value) : value));

/** An optional setting where an empty value (a blank line in .env) counts as unset. */
const blankAsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** An optional key that must match `pattern`; an empty value counts as unset. */
const optionalKey = (pattern: RegExp, message: string) => blankAsUnset(z.string().trim().regex(pattern, message));

/** Live payment keys come in pairs: half a pair would leave checkout broken, so start-up refuses it. */
function requirePaymentKeyPairs(
  config: {
    STRIPE_SECRET_KEY?: string;
    STRIPE_PUBLISHABLE_KEY?: string;
    PAYPAL_CLIENT_ID?: string;
    PAYPAL_CLIENT_SECRET?: string;
  },
  context: z.RefinementCtx,
): void {
  if (Boolean(config.STRIPE_SECRET_KEY) !== Boolean(config.STRIPE_PUBLISHABLE_KEY)) {
    const missing = config.STRIPE_SECRET_KEY ? 'STRIPE_PUBLISHABLE_KEY' : 'STRIPE_SECRET_KEY';
    context.addIssue({ code: 'custom', path: [missing], message: 'is needed with the other Stripe key' });
  }
  if (Boolean(config.PAYPAL_CLIENT_ID) !== Boolean(config.PAYPAL_CLIENT_SECRET)) {
    const missing = config.PAYPAL_CLIENT_ID ? 'PAYPAL_CLIENT_SECRET' : 'PAYPAL_CLIENT_ID';
    context.addIssue({ code: 'custom', path: [missing], message: 'is needed with the other PayPal key' });
  }
}

/**
 * Object storage settings without a bucket, or half a key pair, would quietly leave files on this instance's
 * disk or fail at the first upload: start-up refuses them.
 */
function requireWholeS3Settings(
  config: { S3_BUCKET?: string; S3_ENDPOINT?: string; S3_ACCESS_KEY_ID?: string; S3_SECRET_ACCESS_KEY?: string },
  context: z.RefinementCtx,
): void {
  if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY)) {
    const missing = config.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    context.addIssue({ code: 'custom', path: [missing], message: 'is needed with the other S3 key' });
  }
  if (!config.S3_BUCKET && (config.S3_ENDPOINT || config.S3_ACCESS_KEY_ID || config.S3_SECRET_ACCESS_KEY)) {
    context.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is needed with the other S3 settings' });
  }
}

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  BACKOFFICE_HOST: z.string().default('127.0.0.1'),
  BACKOFFICE_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  /**
   * The peers whose X-Forwarded-For names the caller (per-address rate limits use it). Only the
   * storefront beside it by default: anyone else reaching the back-office directly is counted by
   * their own address, whatever they claim.
   */
  BACKOFFICE_TRUST_PROXY: TrustProxySetting.default('loopback'),
  /** Where PGlite keeps its files and where media, digital files and the mail outbox live. */
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL connection string; without it the shop runs on embedded PGlite under DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  /** The address shoppers reach the back-office at (OpenAPI servers, the admin). */
  PUBLIC_URL: z.string().url().default('http://localhost:4000'),
  /** The storefront's public address: links in the shop's mails (newsletter confirmation, unsubscribe) point there. */
  STOREFRONT_URL: z
    .string()
    .url()
    .default('http://localhost:3000')
    .transform((url) => url.replace(/\/+$/, '')),
  /**
   * `sandbox` turns on the offline test payments (any test card pays) for card and wallet payments
   * that have no live keys. Without it, a production back-office without keys offers neither card
   * nor wallet (cash on delivery still works); outside production the sandbox is the default.
   */
  PAYMENTS: blankAsUnset(z.enum(['sandbox', 'live'])),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `json` (one object a line) or `pretty` (readable, pino-pretty); unset: pretty in development, JSON otherwise. */
  LOG_FORMAT: blankAsUnset(LogFormat),
  /**
   * Seed the demo shop into an empty database at start-up. Unset: yes on the embedded database (`npm start`'s
   * demo), never on PostgreSQL, where a shop's database is seeded only when asked with SEED_DEMO=true.
   */
  SEED_DEMO: booleanFlag.optional(),
  /** Seconds the catalogue's answers (lists, taxonomy, content, labels) are kept in memory; 0 turns it off. */
  CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /**
   * Searches answered from the catalogue held in memory (catalog/search-index.ts): built at start, set aside by
   * every change and built again; also rebuilt once older than this many seconds. 0 turns it off.
   */
  SEARCH_INDEX_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** Largest request body accepted, in bytes. */
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  /**
   * Server key (hex or base64, at least 32 bytes) sealing seller passwords and keying reset-code hashes.
   * Without it the key lives in DATA_DIR/secret-key, made on first start; processes sharing a database must share it.
   */
  SECRET_KEY: blankAsUnset(
    z.string().refine((text) => (decodeKey(text)?.length ?? 0) >= SECRET_KEY_MIN_BYTES, {
      message: `must be at least ${SECRET_KEY_MIN_BYTES} bytes, written as hex or base64`,
    }),
  ),
  /**
   * The server key before the last rotation, still accepted for what lasts: two-factor secrets sealed with it
   * (sealed again with SECRET_KEY at their next use) and newsletter links mailed before. Unset it once those
   * are renewed (README, "Rotating the server key").
   */
  SECRET_KEY_PREVIOUS: blankAsUnset(
    z.string().refine((text) => (decodeKey(text)?.length ?? 0) >= SECRET_KEY_MIN_BYTES, {
      message: `must be at least ${SECRET_KEY_MIN_BYTES} bytes, written as hex or base64`,
    }),
  ),
  /**
   * The shop owner's bearer token for the admin endpoints (`npm run shop -- order:set-status` uses it).
   * Without it one is made once in DATA_DIR/admin-token; processes sharing a database must share it.
   */
  ADMIN_TOKEN: blankAsUnset(
    z
      .string()
      .trim()
      .min(ADMIN_TOKEN_MIN_LENGTH, `must be at least ${ADMIN_TOKEN_MIN_LENGTH} characters`)
      .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces'),
  ),
  /**
   * The bearer token Prometheus sends for GET /metrics (`authorization: Bearer …` in its scrape
   * config). Without it the metrics are off: they tell how busy the shop is and how its payments go.
   */
  METRICS_TOKEN: blankAsUnset(
    z
      .string()
      .trim()
      .min(ADMIN_TOKEN_MIN_LENGTH, `must be at least ${ADMIN_TOKEN_MIN_LENGTH} characters`)
      .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces'),
  ),
  /** Mail server, e.g. smtp://user:pass@host:587; without it mails are written to DATA_DIR/outbox. */
  SMTP_URL: blankAsUnset(z.string().url()),
  /** Sender address of the shop's mails; the display name is the shop's title. */
  MAIL_FROM: z.string().email().default('no-reply@localhost'),
  /**
   * Whether this instance puts the scheduled jobs on the queue's calendar (payment reconciliation every few
   * minutes, the nightly purge; docs/jobs.md). Mail is queued and sent whatever this says.
   */
  JOB_SCHEDULES: booleanFlag.default(true),
  /** Seconds between this instance's looks for queued jobs another instance added (its own are taken at once). */
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /** Redis for rate-limit counters shared by several processes; without it they live in the database. */
  REDIS_URL: blankAsUnset(z.string().url()),
  /** Argon2id memory in KiB (OWASP: 19456 with 2 iterations); only tests may lower it. */
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(8).default(ARGON2_PRODUCTION_MEMORY_KIB),
  /** Stripe secret key (sk_… or restricted rk_…); with it card payments go to Stripe instead of the sandbox. */
  STRIPE_SECRET_KEY: optionalKey(/^(sk|rk)_\w+$/, 'must be a Stripe secret key (sk_… or rk_…)'),
  /** Stripe publishable key (pk_…) for Stripe.js in the storefront; needed with STRIPE_SECRET_KEY. */
  STRIPE_PUBLISHABLE_KEY: optionalKey(/^pk_\w+$/, 'must be a Stripe publishable key (pk_…)'),
  /** Signing secret of the Stripe webhook endpoint (whsec_…); without it the webhook is not served. */
  STRIPE_WEBHOOK_SECRET: optionalKey(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_…)'),
  /** Another address for Stripe's API, e.g. a local fake in tests; Stripe's own by default. */
  STRIPE_API_BASE: blankAsUnset(z.string().url()),
  /** PayPal REST app's client id; with PAYPAL_CLIENT_SECRET wallet payments go to PayPal instead of the sandbox. */
  PAYPAL_CLIENT_ID: optionalKey(/^\S+$/, 'must not contain spaces'),
  PAYPAL_CLIENT_SECRET: optionalKey(/^\S+$/, 'must not contain spaces'),
  /** PayPal's REST API: the sandbox by default, https://api-m.paypal.com for real money. */
  PAYPAL_API_BASE: z.string().url().default('https://api-m.sandbox.paypal.com'),
  /**
   * Bucket of an S3-compatible object store for media, uploads and digital downloads; with it every instance
   * reads and writes the same files. Without it they live under DATA_DIR/files (docs/storage.md).
   */
  S3_BUCKET: blankAsUnset(z.string().trim().min(3)),
  /** The store's address for anything but AWS itself, e.g. http://minio:9000; AWS's own for the region by default. */
  S3_ENDPOINT: blankAsUnset(z.string().url()),
  /** The bucket's region (any name an S3-compatible store accepts; they mostly ignore it). */
  S3_REGION: z.preprocess((value) => (value === '' ? undefined : value), z.string().trim().min(1).default('us-east-1')),
  /** Access key; without the pair the SDK's own chain (AWS_* variables, instance or task role) is used. */
  S3_ACCESS_KEY_ID: blankAsUnset(z.string().trim().min(1)),
  S3_SECRET_ACCESS_KEY: blankAsUnset(z.string().trim().min(1)),
  /** Bucket in the path (http://host/bucket/key) instead of the host name: MinIO and most self-hosted stores need it. */
  S3_FORCE_PATH_STYLE: blankAsUnset(booleanFlag),
});

/** With the checks that span several settings. */
const CheckedConfigSchema = ConfigSchema.superRefine(requirePaymentKeyPairs).superRefine(requireWholeS3Settings);

export type Config = Omit<z.infer<typeof ConfigSchema>, 'SEED_DEMO' | 'LOG_FORMAT'> & {
  SEED_DEMO: boolean;
  LOG_FORMAT: LogFormat;
  filesDir: string;
  mediaDir: string;
};

/**
 * The settings several back-office instances must share, missing from `config`: on PostgreSQL (DATABASE_URL)
 * the server key and the admin token come from the environment, since a file under one instance's DATA_DIR
 * would give every instance its own.
 */
export function missingSharedSecrets(config: Pick<Config, 'DATABASE_URL' | 'SECRET_KEY' | 'ADMIN_TOKEN'>): string[] {
  if (!config.DATABASE_URL) return [];
  return (['SECRET_KEY', 'ADMIN_TOKEN'] as const).filter((name) => !config[name]);
}

/** Parses the environment once; a bad value stops start-up with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = CheckedConfigSchema.refine(
    (config) => config.NODE_ENV !== 'production' || config.ARGON2_MEMORY_KIB >= ARGON2_PRODUCTION_MEMORY_KIB,
    { path: ['ARGON2_MEMORY_KIB'], message: `must be at least ${ARGON2_PRODUCTION_MEMORY_KIB} in production` },
  ).safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  const filesDir = path.join(dataDir, 'files');
  return {
    ...parsed.data,
    SEED_DEMO: parsed.data.SEED_DEMO ?? !parsed.data.DATABASE_URL,
    LOG_FORMAT: parsed.data.LOG_FORMAT ?? (parsed.data.NODE_ENV === 'development' ? 'pretty' : 'json'),
    DATA_DIR: dataDir,
    filesDir,
    mediaDir: path.join(filesDir, 'media'),
  };
}

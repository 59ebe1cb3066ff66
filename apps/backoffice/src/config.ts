import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  BACKOFFICE_HOST: z.string().default('127.0.0.1'),
  BACKOFFICE_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  /** Where PGlite keeps its files and where media, digital files and the mail outbox live. */
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL connection string; without it the shop runs on embedded PGlite under DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  /** The address shoppers reach the back-office at (links in mails, OpenAPI servers). */
  PUBLIC_URL: z.string().url().default('http://localhost:4000'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed the demo shop into an empty database at start-up. */
  SEED_DEMO: booleanFlag.default(true),
  /** Largest request body accepted, in bytes. */
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
});

export type Config = z.infer<typeof ConfigSchema> & { filesDir: string; mediaDir: string };

/** Parses the environment once; a bad value stops start-up with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  const filesDir = path.join(dataDir, 'files');
  return { ...parsed.data, DATA_DIR: dataDir, filesDir, mediaDir: path.join(filesDir, 'media') };
}

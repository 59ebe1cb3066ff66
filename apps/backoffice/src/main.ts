import { buildApp } from './app';
import { loadConfig, missingSharedSecrets } from './config';
import { connectDatabase, SchemaVersionError } from './db/connect';
import { DataDirInUseError } from './db/data-dir-lock';
import { keepNewFilesPrivate, makeDataDirPrivate } from './db/data-dir-permissions';
import { releaseAbandonedClaims } from './orders/idempotency-repository';
import { addMissingLabels, seedDemoShop } from './seed/seed';

keepNewFilesPrivate();
const config = loadConfig();
const missing = missingSharedSecrets(config);
if (missing.length > 0) {
  for (const name of missing) {
    console.error(
      `${name} must be set when DATABASE_URL is: every back-office instance on the database must share it, and ` +
        `a file under one instance's DATA_DIR gives each its own. Make one with: openssl rand -base64 48`,
    );
  }
  process.exit(1);
}
// The server key, the admin token, the outbox's mails and the files live there whatever the database.
await makeDataDirPrivate(config.DATA_DIR);
// On PostgreSQL the schema is `npm run migrate`'s business; a server only checks it is this release's.
const database = await connectDatabase(config).catch((error: unknown) => {
  if (!(error instanceof DataDirInUseError || error instanceof SchemaVersionError)) throw error;
  console.error(error.message);
  process.exit(1);
});
const app = await buildApp({ config, db: database.db });

// PGlite's files are opened by this one process: orders still unanswered were cut off when the last
// process stopped, so their retries go ahead now instead of waiting a minute for the claims to go stale.
if (database.driver === 'pglite') {
  const released = await releaseAbandonedClaims(database.db);
  if (released > 0) app.log.warn({ released }, 'released order claims left by a stopped process');
}

if (config.SEED_DEMO) {
  const seeded = await seedDemoShop(database.db, config);
  app.log.info(seeded ? 'seeded the demo shop' : 'demo shop already present; not seeded');
}
// Labels a new release brought reach a shop made by an older one, in both languages.
const labelsAdded = await addMissingLabels(database.db);
if (labelsAdded > 0) app.log.info({ labelsAdded }, 'added the screen labels this shop did not have yet');

// A stop promised within 10 s of SIGTERM: balancers and orchestrators plan their restarts on it.
const STOP_DEADLINE_MS = 10_000;

let stopping = false;
/** Stops listening, lets the requests in flight finish (/readyz answers 503 meanwhile), then closes the database. */
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'stopping');
  // A request or a connection that never ends must not keep the process from stopping.
  setTimeout(() => {
    app.log.error(`still stopping after ${STOP_DEADLINE_MS / 1000} s; exiting without waiting any longer`);
    process.exit(1);
  }, STOP_DEADLINE_MS).unref();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

await app.listen({ host: config.BACKOFFICE_HOST, port: config.BACKOFFICE_PORT });
app.log.info(`back-office on ${config.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; API docs at /api/docs`);

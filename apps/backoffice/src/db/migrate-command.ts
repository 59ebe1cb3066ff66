// `npm run migrate`: brings the database's schema up to this release's, as a step of its own before the servers
// start (on PostgreSQL they only check it; an embedded database is migrated by its one process anyway). Safe to
// run from several places at once: one migrates, the others wait (at most MIGRATION_LOCK_TIMEOUT_MS) and find
// nothing left to do.
import type { Config } from '../config';
import { connectDatabase } from './connect';

export async function migrateCommand(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>,
  out: (line: string) => void,
): Promise<number> {
  const database = await connectDatabase(config, { schema: 'migrate' });
  await database.close();
  out(`The ${config.DATABASE_URL ? 'PostgreSQL' : 'embedded'} database's schema is this release's.`);
  return 0;
}

#!/usr/bin/env node
// Prints pg-boss's schema SQL as a drizzle migration body: the queue's tables are made by `npm run migrate`
// like every other table (servers on PostgreSQL only check the schema), so pg-boss itself never migrates.
//   node apps/backoffice/scripts/pg-boss-migration.mjs            the whole schema (migration 0015)
//   node apps/backoffice/scripts/pg-boss-migration.mjs <version>  the steps from that schema version to the
//                                                                 installed pg-boss's (after an upgrade)
// The statements come without pg-boss's own transaction and lock (drizzle's migrator has both) and with
// drizzle's `--> statement-breakpoint` between them (PGlite runs one statement per query).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const PgBoss = require('pg-boss');
const SCHEMA = 'pgboss';

const from = process.argv[2];
const plan = from ? PgBoss.getMigrationPlans(SCHEMA, Number(from)) : PgBoss.getConstructionPlans(SCHEMA);

/** The top-level statements of a script: split at semicolons outside dollar-quoted bodies. */
function statementsOf(script) {
  const statements = [];
  let current = '';
  let inBody = false;
  for (const piece of script.split(/(\$\$|;)/)) {
    if (piece === '$$') inBody = !inBody;
    if (piece === ';' && !inBody) {
      statements.push(current.trim());
      current = '';
    } else current += piece;
  }
  statements.push(current.trim());
  return statements.filter((statement) => statement.length > 0);
}

const wrapper = /^(BEGIN|COMMIT|SET LOCAL |SELECT pg_advisory_xact_lock\()/;
const body = statementsOf(plan)
  .filter((statement) => !wrapper.test(statement))
  .map((statement) => statement.replace(/^ {4}/gm, ''));
process.stdout.write(`${body.join(';--> statement-breakpoint\n')};\n`);

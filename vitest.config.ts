import { availableParallelism } from 'node:os';

import { defineConfig } from 'vitest/config';

// The back-office's tests beside its code (src/**/*.test.ts); its reliability suite (test/reliability)
// has its own run (vitest.reliability.config.ts, `npm run test:reliability`).
// Integration tests run on PGlite, and once more on PostgreSQL when TEST_DATABASE_URL is set. Each
// file copies a demo shop built once per run (test/support/shop-templates.ts), and the back-office's
// modules load once per worker rather than once per file (`isolate: false`: they keep no state of
// their own between calls; each file builds its app and database through createTestShop). The copies
// took the whole `vitest run` from 290 s to 200 s on a quiet machine; `isolate: false` then took
// the two back-office projects from 163 s to 99 s.
const onPostgres = process.env.TEST_DATABASE_URL
  ? [
      {
        test: {
          name: 'backoffice-postgres',
          root: 'apps/backoffice',
          include: ['src/**/*.test.ts'],
          // About PGlite's own files, so they open PGlite whatever the project: once is enough (70 s and 45 s
          // a run on CI's machine, each spent twice before).
          exclude: ['src/db/data-dir-lock.test.ts', 'src/db/data-dir-permissions.test.ts'],
          env: { TEST_DB_DRIVER: 'postgres' },
          globalSetup: ['test/support/shop-templates.ts'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on 2 cores the whole run went through one
    // (11 min). One more than the cores took it to 8.5 min: the PostgreSQL project's files spend
    // part of their time waiting on the database server.
    maxWorkers: availableParallelism() + 1,
    projects: [
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      'apps/storefront/vitest.config.ts',
      { test: { name: 'admin', root: 'apps/admin', environment: 'node', include: ['app/**/*.test.{ts,tsx}'] } },
      {
        test: {
          name: 'backoffice',
          root: 'apps/backoffice',
          include: ['src/**/*.test.ts'],
          env: { TEST_DB_DRIVER: 'pglite' },
          globalSetup: ['test/support/shop-templates.ts'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...onPostgres,
    ],
  },
});

import { configDefaults, defineConfig } from 'vitest/config';

// The reliability suite has its own run (vitest.reliability.config.ts, `npm run test:reliability`).
const exclude = [...configDefaults.exclude, 'src/reliability/**'];

// Integration tests run on PGlite, and once more on PostgreSQL when TEST_DATABASE_URL is set.
const onPostgres = process.env.TEST_DATABASE_URL
  ? [
      {
        test: {
          name: 'backoffice-postgres',
          root: 'apps/backoffice',
          include: ['src/**/*.test.ts'],
          exclude,
          env: { TEST_DB_DRIVER: 'postgres' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      'apps/storefront/vitest.config.ts',
      {
        test: {
          name: 'backoffice',
          root: 'apps/backoffice',
          include: ['src/**/*.test.ts'],
          exclude,
          env: { TEST_DB_DRIVER: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...onPostgres,
    ],
  },
});

import { defineConfig } from 'vitest/config';

// The reliability suite (`npm run test:reliability`): long-running proofs kept out of `vitest run`.
// Like the integration tests it runs on PGlite, and once more on PostgreSQL when TEST_DATABASE_URL is set.
const suite = (name: string, driver: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: 'apps/backoffice',
    include: ['test/reliability/**/*.test.ts'],
    env: { TEST_DB_DRIVER: driver },
    // The files that use createTestShop start from a copy of one demo shop (as in vitest.config.ts).
    globalSetup: ['test/support/shop-templates.ts'],
    testTimeout: 600_000,
    hookTimeout: 300_000,
  },
});

export default defineConfig({
  test: {
    // Two files at a time even on two cores: the crash tests mostly wait for the back-office they start.
    maxWorkers: 2,
    projects: [
      suite('reliability', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [suite('reliability-postgres', 'postgres')] : []),
    ],
  },
});

import { defineConfig } from '@playwright/test';

import { CLUSTER } from './scale/cluster-ports';

// The multi-instance test (`npm run test:scale -w e2e`): two back-offices and two storefronts over
// one PostgreSQL database and Redis, behind nginx (scale/cluster.ts starts them all). It speaks
// HTTP only, as a load balancer's clients do: no browser. The shared helpers (support/) speak to the
// back-offices through their balancer.
process.env.E2E_BACKOFFICE_PORT = String(CLUSTER.backofficePort);
process.env.E2E_STOREFRONT_PORT = String(CLUSTER.storefrontPort);

export default defineConfig({
  testDir: './scale',
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 1,
  timeout: 60_000,
  reporter: 'list',
  use: { baseURL: CLUSTER.storefrontUrl },
  webServer: {
    command: 'npx tsx scale/cluster.ts',
    url: `${CLUSTER.storefrontUrl}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { defineConfig } from '@playwright/test';

import { E2E_ADMIN_TOKEN } from './support/admin';
import { FAILURE_EVIDENCE, debianChromium } from './support/chromium';
import { BACKOFFICE_PORT, BACKOFFICE_URL, STOREFRONT_URL, storefrontWebServer } from './support/servers';

// A fresh, empty data folder per run, so the back-office starts from its seed every time. Workers
// load this file too; they inherit the folder through the environment instead of making their own.
process.env.SHOP_E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
const dataDir = process.env.SHOP_E2E_DATA_DIR;

const SERVER_START_TIMEOUT_MS = 120_000;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  // Three browsers at once. Measured on a quiet 2-core machine, the whole suite as `npm test` runs it
  // (CI=true): two workers 877 s, three 774 s, none retried either way (one worker took 16.8 min). The
  // machine waits on the servers between a test's steps, so a third browser fills those gaps; CI's
  // longer waits and one retry cover a page that answers slowly. E2E_WORKERS sets another number;
  // each test speaks from an address of its own (support/test.ts), so their rate limits do not meet.
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 3,
  forbidOnly: Boolean(process.env.CI),
  // CI shares a noisy machine: a test whose wait ran out there gets one more try. Playwright's report
  // names every test that passed only on its retry as "flaky", so none is hidden; locally, none.
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  // CI's machine runs three browsers, two servers and PGlite on two cores: a page that answers in 2 s
  // here can take 8 s there. Longer waits in CI keep such a page from failing a test; a test that
  // passes is not slowed by them.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  use: {
    baseURL: STOREFRONT_URL,
    ...FAILURE_EVIDENCE,
    // A shopper who asked for less motion: the home page's carousel and video stay still. Moving, they
    // kept a quarter of a core busy for as long as a test stayed on the page (measured with
    // /proc/stat: 2.4 CPU-s per 10 s idle on /en/, 0.15 reduced). The tests of autoplay ask for motion.
    reducedMotion: 'reduce',
  },
  projects: [
    { ...debianChromium, testIgnore: /admin\// },
    // The admin: its first owner is made once through the setup screen, then every admin test
    // starts from the owner's or a catalogue member's signed-in state.
    // In the whole suite (`npm run test -w e2e`) they run after the storefront's tests, whose pages
    // they change (prices, labels, pages); alone (`npx playwright test --project admin-setup
    // --project admin`) they start at once.
    {
      ...debianChromium,
      name: 'admin-setup',
      testMatch: /admin\/.*\.setup\.ts$/,
      dependencies: process.env.E2E_ADMIN_AFTER_STOREFRONT ? ['chromium'] : [],
    },
    { ...debianChromium, name: 'admin', testMatch: /admin\/.*\.spec\.ts$/, dependencies: ['admin-setup'] },
  ],
  // Both apps as built (`npm run build`), the way they run in production. Started in this order.
  webServer: [
    {
      command: 'node ../apps/backoffice/dist/main.js',
      url: `${BACKOFFICE_URL}/health`,
      env: {
        BACKOFFICE_PORT: String(BACKOFFICE_PORT),
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        ADMIN_TOKEN: E2E_ADMIN_TOKEN,
        // The shop's mails link to the storefront the tests open.
        STOREFRONT_URL,
      },
      timeout: SERVER_START_TIMEOUT_MS,
      reuseExistingServer: false,
    },
    storefrontWebServer(SERVER_START_TIMEOUT_MS),
  ],
});

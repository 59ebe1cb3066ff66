import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { defineConfig } from '@playwright/test';

import { XSS_PAYLOADS } from './reliability/xss-corpus';
import { FAILURE_EVIDENCE, debianChromium } from './support/chromium';
import { BACKOFFICE_PORT, BACKOFFICE_URL, STOREFRONT_URL, storefrontWebServer } from './support/servers';

// The reliability suite's browser part (`npm run test:reliability`): script payloads rendered in
// Chromium, and the security headers and CSP of both apps. It runs its own shop, whose products
// carry the corpus's payloads (apps/backoffice/test/reliability/prepare-hostile-shop.ts). Workers load
// this file too; they find the folder through the environment instead of making their own.
process.env.SHOP_RELIABILITY_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'shop-reliability-'));
const dataDir = process.env.SHOP_RELIABILITY_DATA_DIR;
const payloadsFile = path.join(dataDir, 'xss-payloads.json');
process.env.SHOP_RELIABILITY_PRODUCTS_FILE = path.join(dataDir, 'xss-products.json');
if (!fs.existsSync(payloadsFile)) fs.writeFileSync(payloadsFile, JSON.stringify(XSS_PAYLOADS));

const SERVER_START_TIMEOUT_MS = 180_000;
const prepare = `npx tsx ../apps/backoffice/test/reliability/prepare-hostile-shop.ts ${payloadsFile} ${process.env.SHOP_RELIABILITY_PRODUCTS_FILE}`;

export default defineConfig({
  testDir: './reliability',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Two browsers at once: 124 s with one, 89 s with two on a quiet 2-core machine (30 tests).
  workers: 2,
  // Each test opens many pages.
  timeout: 180_000,
  reporter: 'list',
  use: { baseURL: STOREFRONT_URL, ...FAILURE_EVIDENCE },
  projects: [debianChromium],
  webServer: [
    {
      command: `${prepare} && node ../apps/backoffice/dist/main.js`,
      url: `${BACKOFFICE_URL}/health`,
      // STOREFRONT_URL: the shop's mails link to the storefront the tests open.
      env: {
        BACKOFFICE_PORT: String(BACKOFFICE_PORT),
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        STOREFRONT_URL,
      },
      timeout: SERVER_START_TIMEOUT_MS,
      reuseExistingServer: false,
    },
    storefrontWebServer(SERVER_START_TIMEOUT_MS),
  ],
});

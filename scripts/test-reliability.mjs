// `npm run test:reliability`: the reliability suite, part by part, each timed. The back-office
// parts (oversell, crash, fuzz, access, headers, hardening) run on PGlite, and on PostgreSQL too
// when TEST_DATABASE_URL is set; the browser parts (XSS, CSP and headers, cross-site requests in
// Chromium) run against the built apps; the scale-out part (`npm run test:scale-out`) runs the built
// apps as two of each behind nginx (e2e/scale). Builds them first when they are missing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const built = ['apps/backoffice/dist/main.js', 'apps/storefront/build/server/index.js'];

const steps = [
  [
    'back-office: oversell, crash, fuzz, access, headers, hardening',
    'npx',
    ['vitest', 'run', '-c', 'vitest.reliability.config.ts'],
  ],
  [
    'browser: XSS, CSP and headers, cross-site requests',
    'npx',
    ['playwright', 'test', '-c', 'playwright.reliability.config.ts'],
    'e2e',
  ],
  [
    'scale-out: two back-offices and two storefronts behind nginx, over PostgreSQL, Redis and S3',
    'npx',
    ['playwright', 'test', '-c', 'playwright.scale.config.ts'],
    'e2e',
  ],
];

if (built.some((file) => !fs.existsSync(path.join(root, file)))) {
  steps.unshift(['build', 'npm', ['run', 'build']]);
}

let passed = 0;
const started = Date.now();
for (const [name, command, args, folder = '.'] of steps) {
  console.log(`\n▶ reliability: ${name}`);
  const stepStarted = Date.now();
  const result = spawnSync(command, args, { cwd: path.join(root, folder), stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ reliability: ${name} failed after ${seconds}s`);
    console.log(`reliability: ${passed} passed, 1 failed`);
    process.exit(result.status ?? 1);
  }
  passed += 1;
  console.log(`✓ reliability: ${name} (${seconds}s)`);
}
console.log(`\nreliability suite: ${((Date.now() - started) / 1000).toFixed(1)}s in all`);
console.log(`reliability: ${passed} passed, 0 failed`);

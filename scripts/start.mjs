// `npm start`: builds what is missing or out of date, then runs the back-office and the storefront
// as two processes, prints the shop's address and stops both on Ctrl-C.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const backofficePort = process.env.BACKOFFICE_PORT ?? '4000';
const storefrontPort = process.env.PORT ?? '3000';
const backofficeUrl = process.env.BACKOFFICE_URL ?? `http://127.0.0.1:${backofficePort}`;
// The shop's public address: canonical links, the origin its forms must come from, and the links in
// its mails. Set it to the address shoppers type when the shop is reached by another name.
const storefrontUrl = (process.env.STOREFRONT_URL ?? `http://localhost:${storefrontPort}`).replace(/\/+$/, '');

const isSet = (name) => Boolean(process.env[name]?.trim());
/**
 * The demo shop (its own embedded database, seeded, no provider keys, no PAYMENTS choice) takes
 * payments in the offline sandbox. The back-office runs in production, where the sandbox is never
 * the default (a real shop that forgot its keys must not sell for made-up cards), so the demo's
 * choice is made here, and said.
 */
const demoShop =
  !isSet('PAYMENTS') &&
  !isSet('STRIPE_SECRET_KEY') &&
  !isSet('PAYPAL_CLIENT_ID') &&
  !isSet('DATABASE_URL') &&
  !['false', '0'].includes(process.env.SEED_DEMO ?? '');
const payments = demoShop ? { PAYMENTS: 'sandbox' } : {};
const sandboxChosen = demoShop || process.env.PAYMENTS?.trim() === 'sandbox';
const liveKeys = ['STRIPE_SECRET_KEY', 'PAYPAL_CLIENT_ID'].filter(isSet).length;
if (sandboxChosen && liveKeys < 2) {
  console.log(
    'Payments are in test mode (PAYMENTS=sandbox): no money is taken, the test card 4242 4242 4242 4242 pays. ' +
      'For real payments set the Stripe and PayPal keys (see the README).',
  );
} else if (!sandboxChosen && liveKeys === 0) {
  console.log(
    'Card and PayPal payments are off: no provider keys and no PAYMENTS=sandbox; cash on delivery still works. ' +
      'Set the Stripe and PayPal keys, or PAYMENTS=sandbox for test payments.',
  );
}

function newestChange(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  }
  return newest;
}

/** Builds a workspace when its output is missing or older than any of its sources. */
function buildIfStale(workspace, output, sources) {
  const builtAt = newestChange(path.join(root, output));
  const changedAt = Math.max(...sources.map((source) => newestChange(path.join(root, source))));
  if (builtAt > 0 && builtAt >= changedAt) return;
  console.log(`Building ${workspace}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

buildIfStale('apps/backoffice', 'apps/backoffice/dist/main.js', [
  'apps/backoffice/src',
  'apps/backoffice/drizzle',
  'packages/contract/src',
]);
buildIfStale('apps/storefront', 'apps/storefront/build/server/index.js', [
  'apps/storefront/app',
  'apps/storefront/public',
  'packages/contract/src',
]);
buildIfStale('apps/admin', 'apps/admin/build/client/index.html', ['apps/admin/app', 'packages/contract/src']);

const children = [];
function run(name, args, env) {
  const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? code}); stopping the shop.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

async function waitFor(url, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  let remaining = children.filter((child) => child.exitCode === null).length;
  if (remaining === 0) process.exit(code);
  for (const child of children) child.once('exit', () => --remaining === 0 && process.exit(code));
  setTimeout(() => process.exit(code), 5000).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

// Migrating is a step of its own: a back-office on PostgreSQL only checks the schema is this release's.
const migrated = spawnSync(process.execPath, ['apps/backoffice/dist/cli.js', 'migrate'], {
  cwd: root,
  stdio: 'inherit',
});
if (migrated.status !== 0) process.exit(migrated.status ?? 1);

// The back-office's heap, as the image sets it (Dockerfile; docs/deploy.md, "Memory").
run('back-office', ['--max-old-space-size=512', 'apps/backoffice/dist/main.js'], {
  BACKOFFICE_PORT: backofficePort,
  NODE_ENV: 'production',
  STOREFRONT_URL: storefrontUrl,
  ...payments,
});
if (!(await waitFor(`${backofficeUrl}/health`, 120))) {
  console.error('The back-office did not start within 120 seconds.');
  stop(1);
} else {
  run('storefront', ['apps/storefront/server.js'], {
    PORT: storefrontPort,
    BACKOFFICE_URL: backofficeUrl,
    STOREFRONT_URL: storefrontUrl,
    NODE_ENV: 'production',
  });
  if (await waitFor(`http://127.0.0.1:${storefrontPort}/`, 60)) {
    console.log(`\n  The shop is open: ${storefrontUrl}  (Arabic: ${storefrontUrl}/ar/)`);
    console.log(`  The shop's admin: ${backofficeUrl}/admin/`);
    console.log(`  Back-office API docs: ${backofficeUrl}/api/docs\n  Press Ctrl-C to stop.\n`);
  }
}

// The shop as several instances behind a load balancer, the way a deployment beyond one machine runs
// it: two back-offices and two storefronts over one fresh PostgreSQL database and Redis, with nginx
// balancing each pair round-robin. The storefronts reach the back-offices through the balancer too.
// Started by playwright.scale.config.ts (or by hand: `npx tsx e2e/scale/cluster.ts` after `npm run
// build`); on SIGTERM or SIGINT it stops them all and drops its database.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import pg from 'pg';

import { CLUSTER } from './cluster-ports';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-cluster-'));
const databaseName = `shop_cluster_${process.pid}_${Date.now()}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${databaseName}` }).toString();

const children: ChildProcess[] = [];
let stopping = false;

function log(line: string) {
  console.log(`cluster: ${line}`);
}

async function admin(query: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

const shared = {
  NODE_ENV: 'production',
  DATABASE_URL: databaseUrl,
  // Every instance shares the secrets, as the README says a deployment must.
  SECRET_KEY: randomBytes(32).toString('hex'),
  ADMIN_TOKEN: CLUSTER.adminToken,
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  PAYMENTS: 'sandbox',
  STOREFRONT_URL: CLUSTER.storefrontUrl,
  LOG_LEVEL: 'warn',
};

/** Starts a process that lives as long as the cluster; its output is kept in the work folder. */
function start(name: string, args: string[], env: Record<string, string>) {
  const out = fs.openSync(path.join(workDir, `${name}.log`), 'a');
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...shared, ...env },
    stdio: ['ignore', out, out],
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      log(
        `${name} stopped (${signal ?? code}); its log:\n${fs.readFileSync(path.join(workDir, `${name}.log`), 'utf8')}`,
      );
      void stop(1);
    }
  });
  children.push(child);
  return child;
}

async function ready(url: string) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not become ready in 60 s`);
}

function nginxConfig() {
  const temp = path.join(workDir, 'nginx');
  fs.mkdirSync(temp, { recursive: true });
  const upstream = (ports: number[]) => ports.map((port) => `server 127.0.0.1:${port};`).join(' ');
  // X-Upstream says which instance answered, so the tests can tell they met both.
  const proxy = `
      proxy_pass http://$upstream_name;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_buffering off;
      proxy_read_timeout 1h;
      add_header X-Upstream $upstream_addr always;`;
  return `
worker_processes 1;
daemon off;
pid ${temp}/nginx.pid;
error_log ${temp}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  upstream storefronts { ${upstream(CLUSTER.storefrontPorts)} keepalive 16; }
  upstream backoffices { ${upstream(CLUSTER.backofficePorts)} keepalive 16; }
  server {
    listen 127.0.0.1:${CLUSTER.storefrontPort};
    location / { set $upstream_name storefronts; ${proxy} }
  }
  server {
    listen 127.0.0.1:${CLUSTER.backofficePort};
    client_max_body_size 20m;
    location / { set $upstream_name backoffices; ${proxy} }
  }
}
`;
}

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null)),
  );
  await admin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`).catch((error: Error) => log(error.message));
  fs.rmSync(workDir, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

try {
  if (!fs.existsSync(CLUSTER.nginx)) {
    throw new Error(`nginx is not at ${CLUSTER.nginx}: apt-get install nginx (or set NGINX to where it is)`);
  }
  await admin(`CREATE DATABASE ${databaseName}`);
  const backoffice = path.join(root, 'apps/backoffice/dist');
  // Migrating is its own step; then the first back-office seeds the demo shop, then the others start.
  const migrated = spawnSync(process.execPath, [path.join(backoffice, 'cli.js'), 'migrate'], {
    cwd: root,
    env: { ...process.env, ...shared, DATA_DIR: path.join(workDir, 'migrate') },
    encoding: 'utf8',
  });
  if (migrated.status !== 0) throw new Error(`migrate failed: ${migrated.stderr || migrated.stdout}`);
  for (const [index, port] of CLUSTER.backofficePorts.entries()) {
    start(`backoffice-${index + 1}`, [path.join(backoffice, 'main.js')], {
      BACKOFFICE_PORT: String(port),
      BACKOFFICE_HOST: '127.0.0.1',
      DATA_DIR: path.join(workDir, `backoffice-${index + 1}`),
      SEED_DEMO: index === 0 ? 'true' : 'false',
      // As in the end-to-end suite: an owner signs in without setting up two-factor first.
      NODE_ENV: 'test',
      PUBLIC_URL: CLUSTER.backofficeUrl,
    });
    await ready(`http://127.0.0.1:${port}/readyz`);
  }
  fs.writeFileSync(path.join(workDir, 'nginx.conf'), nginxConfig());
  const nginx = spawn(CLUSTER.nginx, ['-c', path.join(workDir, 'nginx.conf')], { stdio: 'inherit' });
  nginx.on('exit', (code) => {
    if (!stopping) {
      log(`nginx stopped (${code})`);
      void stop(1);
    }
  });
  children.push(nginx);
  for (const [index, port] of CLUSTER.storefrontPorts.entries()) {
    start(`storefront-${index + 1}`, [path.join(root, 'apps/storefront/server.js')], {
      PORT: String(port),
      HOST: '127.0.0.1',
      BACKOFFICE_URL: CLUSTER.backofficeUrl,
      // nginx is the one proxy in front: its X-Forwarded-For names the shopper.
      TRUST_PROXY: '1',
    });
    await ready(`http://127.0.0.1:${port}/readyz`);
  }
  await ready(`${CLUSTER.storefrontUrl}/readyz`);
  log(`ready: storefronts at ${CLUSTER.storefrontUrl}, back-offices at ${CLUSTER.backofficeUrl}`);
} catch (error) {
  log(error instanceof Error ? error.message : String(error));
  await stop(1);
}

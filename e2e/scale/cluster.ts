// The shop as several instances behind a load balancer, the way a deployment beyond one machine runs
// it: two back-offices and two storefronts over one fresh PostgreSQL database, a Redis of its own, an
// S3 stand-in (s3rver) for the files and a real SMTP receiver for the mails, with nginx balancing each
// pair round-robin; the storefronts reach the back-offices through nginx too. A small control endpoint
// lets the tests read the mails received, stop and start Redis, and kill and restart a back-office.
// Started by playwright.scale.config.ts (or by hand: `npx tsx e2e/scale/cluster.ts` after `npm run
// build`); on SIGTERM or SIGINT it stops everything and drops its database.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import pg from 'pg';

import { type TestS3Server, startS3Server } from '../../apps/backoffice/test/support/s3-server';
import { type SmtpInbox, startSmtpInbox } from '../../apps/backoffice/test/support/smtp-inbox';
import { CLUSTER } from './cluster-ports';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-cluster-'));
const databaseName = `shop_cluster_${process.pid}_${Date.now()}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${databaseName}` }).toString();

interface Instance {
  name: string;
  command: string;
  args: string[];
  env: Record<string, string>;
  /** The URL that answers 200 once it is up. */
  readyUrl?: string;
  child?: ChildProcess;
}

const instances = new Map<string, Instance>();
let stopping = false;
let s3: TestS3Server | undefined;
let inbox: SmtpInbox | undefined;
let control: http.Server | undefined;

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

/** Starts an instance; an exit nobody asked for stops the whole cluster, with the instance's log. */
async function launch(instance: Instance) {
  const logFile = path.join(workDir, `${instance.name}.log`);
  const out = fs.openSync(logFile, 'a');
  const child = spawn(instance.command, instance.args, {
    cwd: root,
    env: { ...process.env, ...instance.env },
    stdio: ['ignore', out, out],
  });
  instance.child = child;
  child.on('exit', (code, signal) => {
    if (stopping || instance.child !== child) return;
    log(`${instance.name} stopped (${signal ?? code}); its log:\n${fs.readFileSync(logFile, 'utf8')}`);
    void stop(1);
  });
  if (instance.readyUrl) await ready(instance.readyUrl);
}

/** Stops an instance on purpose (the tests' kill, or Redis's stop), and waits for it to be gone. */
async function halt(instance: Instance, signal: NodeJS.Signals) {
  const child = instance.child;
  instance.child = undefined;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
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

/**
 * GET /mails: the mails received ({ to, raw }); POST /redis/stop, /redis/start; POST
 * /backoffice/{1|2}/kill (SIGKILL), /backoffice/{1|2}/start (answers once it is ready).
 */
function startControl() {
  const server = http.createServer((req, res) => {
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const act = async () => {
      if (req.method === 'GET' && req.url === '/mails') {
        return answer(
          200,
          inbox!.received.map((mail) => ({ to: mail.to, raw: mail.raw })),
        );
      }
      const match = /^\/(redis|backoffice\/[12])\/(stop|start|kill)$/.exec(req.url ?? '');
      const instance = match && instances.get(match[1]!.replace('/', '-'));
      if (req.method !== 'POST' || !instance) return answer(404, { error: 'no such action' });
      if (match[2] === 'start') await launch(instance);
      else await halt(instance, match[2] === 'kill' ? 'SIGKILL' : 'SIGTERM');
      return answer(200, { done: `${match[1]} ${match[2]}` });
    };
    act().catch((error: Error) => answer(500, { error: error.message }));
  });
  server.listen(CLUSTER.controlPort, '127.0.0.1');
  return server;
}

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  await Promise.all([...instances.values()].map((instance) => halt(instance, 'SIGTERM')));
  control?.close();
  await inbox?.close().catch(() => undefined);
  await s3?.close().catch(() => undefined);
  await admin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`).catch((error: Error) => log(error.message));
  fs.rmSync(workDir, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

try {
  for (const [what, file] of [
    ['nginx', CLUSTER.nginx],
    ['redis-server', CLUSTER.redisServer],
  ] as const) {
    if (!fs.existsSync(file)) throw new Error(`${what} is not at ${file}: apt-get install ${what.split('-')[0]}`);
  }
  await admin(`CREATE DATABASE ${databaseName}`);
  [s3, inbox] = await Promise.all([startS3Server(), startSmtpInbox()]);
  const shared = {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    // Every instance shares the secrets, the Redis, the bucket and the mail server, as a deployment must.
    SECRET_KEY: randomBytes(32).toString('hex'),
    ADMIN_TOKEN: CLUSTER.adminToken,
    REDIS_URL: `redis://127.0.0.1:${CLUSTER.redisPort}`,
    SMTP_URL: inbox.url,
    ...s3.env,
    PAYMENTS: 'sandbox',
    STOREFRONT_URL: CLUSTER.storefrontUrl,
    LOG_LEVEL: 'warn',
  };

  const redis: Instance = {
    name: 'redis',
    command: CLUSTER.redisServer,
    args: ['--port', String(CLUSTER.redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    env: {},
  };
  instances.set('redis', redis);
  await launch(redis);

  const backoffice = path.join(root, 'apps/backoffice/dist');
  // Migrating is its own step; then the first back-office seeds the demo shop, then the other starts.
  const migrated = spawnSync(process.execPath, [path.join(backoffice, 'cli.js'), 'migrate'], {
    cwd: root,
    env: { ...process.env, ...shared, DATA_DIR: path.join(workDir, 'migrate') },
    encoding: 'utf8',
  });
  if (migrated.status !== 0) throw new Error(`migrate failed: ${migrated.stderr || migrated.stdout}`);
  for (const [index, port] of CLUSTER.backofficePorts.entries()) {
    const instance: Instance = {
      name: `backoffice-${index + 1}`,
      command: process.execPath,
      args: [path.join(backoffice, 'main.js')],
      env: {
        ...shared,
        BACKOFFICE_PORT: String(port),
        BACKOFFICE_HOST: '127.0.0.1',
        DATA_DIR: path.join(workDir, `backoffice-${index + 1}`),
        SEED_DEMO: index === 0 ? 'true' : 'false',
        PUBLIC_URL: CLUSTER.backofficeUrl,
        // nginx, the storefronts and the tests (which speak for many shoppers, each from an address of its own
        // in X-Forwarded-For) are all on loopback: trusted at every hop, so the shopper's address is the one
        // left of them.
        BACKOFFICE_TRUST_PROXY: '127.0.0.0/8',
        // As in the end-to-end suite: an owner signs in without setting up two-factor first.
        NODE_ENV: 'test',
      },
      readyUrl: `http://127.0.0.1:${port}/readyz`,
    };
    instances.set(instance.name, instance);
    await launch(instance);
  }

  fs.writeFileSync(path.join(workDir, 'nginx.conf'), nginxConfig());
  const nginx: Instance = {
    name: 'nginx',
    command: CLUSTER.nginx,
    args: ['-c', path.join(workDir, 'nginx.conf')],
    env: {},
  };
  instances.set('nginx', nginx);
  await launch(nginx);

  for (const [index, port] of CLUSTER.storefrontPorts.entries()) {
    const instance: Instance = {
      name: `storefront-${index + 1}`,
      command: process.execPath,
      args: [path.join(root, 'apps/storefront/server.js')],
      env: {
        ...shared,
        PORT: String(port),
        HOST: '127.0.0.1',
        BACKOFFICE_URL: CLUSTER.backofficeUrl,
        // nginx is the one proxy in front: its X-Forwarded-For names the shopper.
        TRUST_PROXY: '1',
      },
      readyUrl: `http://127.0.0.1:${port}/readyz`,
    };
    instances.set(instance.name, instance);
    await launch(instance);
  }
  await ready(`${CLUSTER.storefrontUrl}/readyz`);
  control = startControl();
  log(`ready: storefronts at ${CLUSTER.storefrontUrl}, back-offices at ${CLUSTER.backofficeUrl}`);
} catch (error) {
  log(error instanceof Error ? error.message : String(error));
  await stop(1);
}

// `npm run shop -- jobs:list`: through the running back-office with the admin token (the embedded database's
// files stay closed to the command), or from the database when no back-office answers.
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExitCode } from '../admin/order-commands';
import { loadConfig, type Config } from '../config';
import { createTestShop, type TestShop } from '../../test/support/test-app';
import { listJobsCommand } from './jobs-command';

let shop: TestShop;
let baseUrl: string;
const tempDirs: string[] = [];

beforeAll(async () => {
  shop = await createTestShop({ seed: false });
  baseUrl = await shop.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await shop?.close();
  await Promise.all(tempDirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

async function run(config: Config, url: string) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await listJobsCommand({
    config,
    env: { BACKOFFICE_URL: url },
    output: { out: (line) => out.push(line), err: (line) => err.push(line) },
  });
  return { code, out, err };
}

/** A config like the test shop's, with `overrides`. */
const configWith = (overrides: Record<string, string>) =>
  loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: shop.config.DATA_DIR,
    ...(shop.config.DATABASE_URL ? { DATABASE_URL: shop.config.DATABASE_URL } : {}),
    ...overrides,
  });

/** An address where nothing listens. */
async function closedPortUrl(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

describe('jobs:list', () => {
  it('asks the running back-office with the admin token from DATA_DIR', async () => {
    const listed = await run(shop.config, baseUrl);
    expect(listed.err).toEqual([]);
    expect(listed.code).toBe(ExitCode.done);
    expect(listed.out.filter((line) => !line.startsWith(' '))).toEqual([
      expect.stringMatching(/^send-mail: Sends a mail/),
      expect.stringMatching(/^reconcile-payments: Refunds card payments/),
      expect.stringMatching(/^purge-expired: Deletes ended sessions/),
    ]);
    expect(listed.out.slice(1, 5)).toEqual([
      '  schedule:     whenever the shop sends a mail',
      '  jobs:         0 queued (0 to retry), 0 running, 0 completed, 0 failed',
      '  last run:     never',
      '  last failure: none',
    ]);
  });

  it('says so when the back-office refuses the token', async () => {
    const refused = await run(configWith({ ADMIN_TOKEN: 'not-the-owner-token-0123456789abcdef' }), baseUrl);
    expect(refused.code).toBe(ExitCode.failed);
    expect(refused.out).toEqual([]);
    expect(refused.err[0]).toMatch(/refused the admin token\. Set ADMIN_TOKEN/);
  });

  it('reads the database itself when no back-office answers', async () => {
    // PGlite: a database of its own in a new DATA_DIR (the shop's is the running process's); PostgreSQL: the shop's.
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-jobs-cli-'));
    tempDirs.push(dataDir);
    const config = shop.config.DATABASE_URL ? shop.config : configWith({ DATA_DIR: dataDir });
    const listed = await run(config, await closedPortUrl());
    expect(listed.code).toBe(ExitCode.done);
    expect(listed.out).toContain('  schedule:     not scheduled');
    expect(listed.out.filter((line) => line.startsWith('  last run:'))).toHaveLength(3);
  }, 120_000);
});

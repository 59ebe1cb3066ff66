// SIGTERM stops the back-office (src/main.ts) gracefully: it stops accepting, answers the requests in
// flight, closes the database and exits 0, and within 10 s even when a request never ends.
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { endpointPath } from '@shop/contract';
import { freshPostgresDatabase } from '../test/support/test-app';
import { sourceEnv, startBackofficeFromSource, type SourceBackoffice } from '../test/support/source-process';

// Long enough for a process that would not wait for its requests to have exited.
const SETTLE_MS = 500;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/** On PostgreSQL: a copy of the run's migrated empty shop, and the secrets every instance there must be given. */
async function postgresEnv(): Promise<Record<string, string>> {
  const templates = inject('shopTemplates');
  const postgres = await freshPostgresDatabase({
    template: templates?.driver === 'postgres' ? templates.empty : undefined,
  });
  cleanups.push(postgres.drop);
  return { DATABASE_URL: postgres.url, SECRET_KEY: 'k'.repeat(44), ADMIN_TOKEN: 't'.repeat(32) };
}

/** A back-office from source on a new DATA_DIR, on PostgreSQL in the PostgreSQL project. */
async function startBackoffice(): Promise<SourceBackoffice> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-stop-'));
  cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
  const database = process.env.TEST_DB_DRIVER === 'postgres' ? await postgresEnv() : {};
  const started = await startBackofficeFromSource(sourceEnv(dataDir, database));
  if (!started.ok) throw new Error(`the back-office did not start:\n${started.result.stderr}`);
  return started.backoffice;
}

/** A contact-us request whose body is sent in two halves: the request stays in flight until `finish`. */
function requestInFlight(url: string) {
  const body = JSON.stringify({
    requestParameters: { FullName: 'Lina', Email: 'lina@example.com', PhoneNumber: '1', Subject: 'Oil', Message: 'Hi' },
  });
  const request = http.request(`${url}${endpointPath('contact-us')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answered = new Promise<number | undefined>((resolve, reject) => {
    request.once('response', (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode));
    });
    request.once('error', reject);
  });
  request.write(body.slice(0, 10));
  return { answered, finish: () => request.end(body.slice(10)) };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SIGTERM', () => {
  it('answers the request in flight, refuses new connections, and exits 0', async () => {
    const backoffice = await startBackoffice();
    const inFlight = requestInFlight(backoffice.url);
    await pause(SETTLE_MS);

    const stopped = backoffice.stop();
    await pause(SETTLE_MS);
    await expect(fetch(`${backoffice.url}/healthz`)).rejects.toThrow();
    inFlight.finish();

    expect(await inFlight.answered).toBe(200);
    const result = await stopped;
    expect(result.code, result.stderr).toBe(0);
  }, 300_000);

  it('exits within 10 s when a request never ends', async () => {
    const backoffice = await startBackoffice();
    const stuck = requestInFlight(backoffice.url);
    stuck.answered.catch(() => undefined);
    await pause(SETTLE_MS);

    // Without the deadline the stuck request would keep the process for ever (and this test until its timeout).
    const result = await backoffice.stop();
    expect(result.code).toBe(1);
    expect(result.stdout + result.stderr).toContain('still stopping after 10 s');
  }, 300_000);
});

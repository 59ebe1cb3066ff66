// On PostgreSQL every back-office instance must share the server key and the admin token, so they come from the
// environment: a process started with DATABASE_URL and without them refuses to start, naming what is missing.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { missingSharedSecrets } from './config';
import { freePort } from '../test/reliability/backoffice-process';
import { sourceEnv, startBackofficeFromSource } from '../test/support/source-process';

const KEY = 'k'.repeat(44);
const TOKEN = 't'.repeat(32);
const dataDirs: string[] = [];

afterAll(async () => {
  await Promise.all(dataDirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

describe('secrets shared by the instances on one database', () => {
  it('are needed from the environment with DATABASE_URL only', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/shop';
    expect(missingSharedSecrets({ DATABASE_URL: undefined, SECRET_KEY: undefined, ADMIN_TOKEN: undefined })).toEqual(
      [],
    );
    expect(missingSharedSecrets({ DATABASE_URL: url, SECRET_KEY: undefined, ADMIN_TOKEN: undefined })).toEqual([
      'SECRET_KEY',
      'ADMIN_TOKEN',
    ]);
    expect(missingSharedSecrets({ DATABASE_URL: url, SECRET_KEY: KEY, ADMIN_TOKEN: undefined })).toEqual([
      'ADMIN_TOKEN',
    ]);
    expect(missingSharedSecrets({ DATABASE_URL: url, SECRET_KEY: KEY, ADMIN_TOKEN: TOKEN })).toEqual([]);
  });

  it('stop a back-office started without them, before it opens the database, naming each', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-secrets-'));
    dataDirs.push(dataDir);
    // Nothing answers there: the process must stop before it tries.
    const nowhere = `postgres://postgres@127.0.0.1:${await freePort()}/shop`;
    const started = await startBackofficeFromSource(sourceEnv(dataDir, { DATABASE_URL: nowhere, SECRET_KEY: KEY }));
    expect(started.ok).toBe(false);
    const result = started.ok ? undefined : started.result;
    expect(result?.code).toBe(1);
    expect(result?.stderr).toContain('ADMIN_TOKEN must be set when DATABASE_URL is');
    expect(result?.stderr).not.toContain('SECRET_KEY must be set');
    expect(result?.stderr).not.toMatch(/\n\s+at /);
    // No key file was made for this instance alone.
    await expect(fs.readdir(dataDir)).resolves.not.toContain('secret-key');
  }, 200_000);
});

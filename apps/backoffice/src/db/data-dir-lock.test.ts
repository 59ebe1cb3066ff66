// One process at a time opens the embedded database in a DATA_DIR; a second one is refused, with
// a message saying what to do, and a lock left by a process that is gone is taken over. These
// tests use PGlite whatever the project's database: the lock is about its files.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import {
  runCliFromSource,
  runScriptFromSource,
  sourceEnv,
  startBackofficeFromSource,
} from '../../test/support/source-process';
import { freePort } from '../../test/reliability/backoffice-process';
import { connectDatabase, type DatabaseHandle } from './connect';
import { queryRows } from './database';
import { DATA_DIR_LOCK_FILE, DataDirInUseError, lockDataDir, type DataDirLock } from './data-dir-lock';

const CONTENDERS = 4;
// Long enough for every contender's process to have started; then the winner holds on a while.
const RACE_START_MS = 4000;
const RACE_HOLD_MS = 2000;

const folders: string[] = [];
const opened: DatabaseHandle[] = [];
async function newDataDir(): Promise<string> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-lock-'));
  folders.push(folder);
  return folder;
}
async function open(dataDir: string): Promise<DatabaseHandle> {
  const database = await connectDatabase(loadConfig({ DATA_DIR: dataDir }));
  opened.push(database);
  return database;
}
afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
  await Promise.all(folders.splice(0).map((folder) => fs.rm(folder, { recursive: true, force: true })));
});

const lockFileOf = (dataDir: string) => path.join(dataDir, DATA_DIR_LOCK_FILE);
const holderOf = async (dataDir: string) =>
  JSON.parse(await fs.readFile(lockFileOf(dataDir), 'utf8')) as { pid: number; startedAt: string | null };
const writeLock = (dataDir: string, holder: unknown) => fs.writeFile(lockFileOf(dataDir), JSON.stringify(holder));

/** A process that has started and ended: its pid names no one now. */
async function pidOfEndedProcess(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('close', resolve));
  return child.pid!;
}

async function countOrders(database: DatabaseHandle): Promise<number> {
  const [row] = await queryRows<{ count: number }>(database.db, sql`SELECT count(*)::int AS count FROM orders`);
  return row!.count;
}

describe('a DATA_DIR whose embedded database is open', () => {
  it('refuses a second process (the back-office, the shop owner’s commands) while the first keeps working', async () => {
    const dataDir = await newDataDir();
    const first = await open(dataDir);
    const message = `The embedded database in ${dataDir} is already open in process ${process.pid}.`;

    const offline = `http://127.0.0.1:${await freePort()}`;
    const command = await runCliFromSource(['order:list'], sourceEnv(dataDir, { BACKOFFICE_URL: offline }));
    expect(command.code).toBe(1);
    expect(command.stderr).toContain(message);
    expect(command.stderr).toContain('set DATABASE_URL to share a PostgreSQL database between processes');
    expect(command.stderr).toContain('set BACKOFFICE_URL to its address');
    expect(command.stderr).not.toMatch(/\n\s+at /);

    const backoffice = await startBackofficeFromSource(sourceEnv(dataDir));
    expect(backoffice.ok).toBe(false);
    const refused = backoffice.ok ? undefined : backoffice.result;
    expect(refused?.code).toBe(1);
    expect(refused?.stderr).toContain(message);
    expect(refused?.stderr).not.toMatch(/\n\s+at /);

    expect(await countOrders(first)).toBe(0);
    expect((await holderOf(dataDir)).pid).toBe(process.pid);
    await first.close();
    opened.splice(0);
    await expect(fs.access(lockFileOf(dataDir))).rejects.toThrow();
    // Once it is closed, the command opens the database itself.
    const after = await runCliFromSource(['order:list'], sourceEnv(dataDir, { BACKOFFICE_URL: offline }));
    expect(after.code, after.stderr).toBe(0);
    await expect(fs.access(lockFileOf(dataDir))).rejects.toThrow();
  }, 400_000);
});

describe('a lock left behind', () => {
  it('by a back-office killed outright is taken over', async () => {
    const dataDir = await newDataDir();
    const started = await startBackofficeFromSource(sourceEnv(dataDir));
    if (!started.ok) throw new Error(`the back-office did not start:\n${started.result.stderr}`);
    await started.backoffice.kill();
    expect((await holderOf(dataDir)).pid).toBe(started.backoffice.pid);

    const database = await open(dataDir);
    expect(await countOrders(database)).toBe(0);
    expect((await holderOf(dataDir)).pid).toBe(process.pid);
  }, 200_000);
});

describe('the lock of a DATA_DIR', () => {
  const locks: DataDirLock[] = [];
  const lock = async (dataDir: string) => {
    const taken = await lockDataDir(dataDir);
    locks.push(taken);
    return taken;
  };
  afterEach(async () => {
    for (const taken of locks.splice(0)) await taken.release();
  });

  it('is refused to this process too while it holds it, and free again once released', async () => {
    const dataDir = await newDataDir();
    const first = await lock(dataDir);
    expect(await fs.readdir(dataDir)).toEqual([DATA_DIR_LOCK_FILE]);
    const second = lockDataDir(dataDir);
    await expect(second).rejects.toThrow(DataDirInUseError);
    await expect(second).rejects.toThrow(`already open in process ${process.pid} (this one)`);
    await first.release();
    expect(await fs.readdir(dataDir)).toEqual([]);
    await lock(dataDir);
    expect((await holderOf(dataDir)).pid).toBe(process.pid);
  });

  it('held by a live process is refused, whatever that process is', async () => {
    const dataDir = await newDataDir();
    const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    try {
      await writeLock(dataDir, { pid: other.pid, startedAt: null });
      await expect(lock(dataDir)).rejects.toThrow(`already open in process ${other.pid}.`);
      expect((await holderOf(dataDir)).pid).toBe(other.pid);
    } finally {
      other.kill('SIGKILL');
      await new Promise((resolve) => other.once('close', resolve));
    }
  });

  it('left by a process that has ended is taken over', async () => {
    const dataDir = await newDataDir();
    await writeLock(dataDir, { pid: await pidOfEndedProcess(), startedAt: null });
    await lock(dataDir);
    expect((await holderOf(dataDir)).pid).toBe(process.pid);
  });

  it('left by an earlier process that had this process’s pid (a restarted container) is taken over', async () => {
    const dataDir = await newDataDir();
    await writeLock(dataDir, { pid: process.pid, startedAt: null });
    await lock(dataDir);
    expect((await holderOf(dataDir)).pid).toBe(process.pid);
  });

  it('whose pid now names a process started later (Linux tells them apart) is taken over', async () => {
    const dataDir = await newDataDir();
    const newcomer = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    try {
      await writeLock(dataDir, { pid: newcomer.pid, startedAt: '1' });
      await lock(dataDir);
      expect((await holderOf(dataDir)).pid).toBe(process.pid);
    } finally {
      newcomer.kill('SIGKILL');
      await new Promise((resolve) => newcomer.once('close', resolve));
    }
  });

  it('that cannot be read as a lock is taken over', async () => {
    const dataDir = await newDataDir();
    await fs.writeFile(lockFileOf(dataDir), '');
    await lock(dataDir);
    expect((await holderOf(dataDir)).pid).toBe(process.pid);
  });

  it('is taken by one of many processes trying at once over a stale lock', async () => {
    const dataDir = await newDataDir();
    await writeLock(dataDir, { pid: await pidOfEndedProcess(), startedAt: null });
    // Each waits for the same moment, then tries; the one that gets it holds it a while, then exits.
    const script = `const { lockDataDir } = await import('./src/db/data-dir-lock.ts');
      await new Promise((resolve) => setTimeout(resolve, ${Date.now() + RACE_START_MS} - Date.now()));
      await lockDataDir(${JSON.stringify(dataDir)}).then(
        () => { console.log('held'); setTimeout(() => {}, ${RACE_HOLD_MS}); },
        (error) => console.log(error.name),
      );`;
    const racers = Array.from({ length: CONTENDERS }, () => runScriptFromSource(script));
    const answers = (await Promise.all(racers)).map((result) => result.stdout.trim() || result.stderr);
    expect(answers.filter((answer) => answer === 'held')).toHaveLength(1);
    expect(answers.filter((answer) => answer === 'DataDirInUseError')).toHaveLength(CONTENDERS - 1);
    // The holder let go of it when it exited.
    expect(await fs.readdir(dataDir)).toEqual([]);
  }, 60_000);
});

// PGlite's folder and DATA_DIR are their user's alone, on a new install and on one made before.
// These tests use PGlite whatever the project's database: they are about its files.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { sourceEnv, startBackofficeFromSource } from '../../test/support/source-process';
import { sql } from 'drizzle-orm';
import { connectDatabase } from './connect';
import { queryRows } from './database';
import { DATA_DIR_LOCK_FILE } from './data-dir-lock';

const folders: string[] = [];
async function newFolder(): Promise<string> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-data-dir-'));
  folders.push(folder);
  return folder;
}
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => fs.rm(folder, { recursive: true, force: true })));
});

const modeOf = async (file: string) => ((await fs.lstat(file)).mode & 0o777).toString(8);

/** `relative path → mode` of every folder and file under `root` (itself included), symbolic links left out. */
async function modesUnder(root: string): Promise<Map<string, string>> {
  const modes = new Map<string, string>([['.', await modeOf(root)]]);
  for (const entry of await fs.readdir(root, { recursive: true, withFileTypes: true })) {
    if (entry.isSymbolicLink()) continue;
    const full = path.join(entry.parentPath, entry.name);
    modes.set(path.relative(root, full), await modeOf(full));
  }
  return modes;
}

/** The entries whose mode is not 0700 for a folder or 0600 for a file. */
async function notPrivate(root: string): Promise<string[]> {
  const open: string[] = [];
  for (const [relative, mode] of await modesUnder(root)) {
    const isFolder = (await fs.lstat(path.join(root, relative))).isDirectory();
    if (mode !== (isFolder ? '700' : '600')) open.push(`${relative} ${mode}`);
  }
  return open;
}

/** Opens every folder and file under `root` to everyone, as PGlite and a 022 umask used to leave them. */
async function openToEveryone(root: string): Promise<void> {
  await fs.chmod(root, 0o755);
  for (const entry of await fs.readdir(root, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) await fs.chmod(full, 0o755);
    else if (entry.isFile()) await fs.chmod(full, 0o666);
  }
}

describe('the data folder of the embedded database', () => {
  it('is made private on a new install, the files PGlite and the back-office write as it runs included', async () => {
    const dataDir = path.join(await newFolder(), 'data');
    const started = await startBackofficeFromSource(sourceEnv(dataDir));
    if (!started.ok) throw new Error(`the back-office did not start:\n${started.result.stderr}`);
    // The migrations have written the tables' files, after start-up made the folder private.
    const pgliteFiles = [...(await modesUnder(path.join(dataDir, 'pglite'))).keys()];
    expect(pgliteFiles.length).toBeGreaterThan(100);
    expect(await notPrivate(dataDir)).toEqual([]);
    expect(await modeOf(path.join(dataDir, DATA_DIR_LOCK_FILE))).toBe('600');

    const stopped = await started.backoffice.stop();
    expect(stopped.code, stopped.stderr).toBe(0);
    // Files written while stopping (the last checkpoint) too.
    expect(await notPrivate(dataDir)).toEqual([]);
  }, 120_000);

  it('is made private at start-up on an install whose files are open to everyone', async () => {
    const dataDir = await newFolder();
    const config = loadConfig({ DATA_DIR: dataDir });
    await (await connectDatabase(config)).close();
    await openToEveryone(dataDir);
    // A link in the folder to a file of someone else's: not followed.
    const elsewhere = path.join(await newFolder(), 'not-the-shops.txt');
    await fs.writeFile(elsewhere, 'kept as it is', { mode: 0o644 });
    await fs.chmod(elsewhere, 0o644);
    await fs.symlink(elsewhere, path.join(dataDir, 'pglite', 'a-link'));
    expect((await notPrivate(path.join(dataDir, 'pglite'))).length).toBeGreaterThan(100);

    const database = await connectDatabase(config);
    try {
      expect(await modeOf(dataDir)).toBe('700');
      expect(await notPrivate(path.join(dataDir, 'pglite'))).toEqual([]);
      expect(await modeOf(elsewhere)).toBe('644');
      expect(await queryRows(database.db, sql`SELECT 1 AS one`)).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
  }, 60_000);
});

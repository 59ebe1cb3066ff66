// The local driver: files under one folder of this instance's disk (DATA_DIR/files by default), as the
// shop has always kept them. Each write goes to a scratch file first and is renamed into place, so a
// reader never sees half a file.
import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf } from './content-types';
import { assertStorageKey, type FileSource, type FileStorage, type StoredFile } from './file-storage';

export interface LocalFolders {
  /** Where the files live, by key. */
  root: string;
  /** Where writes are prepared; on the same file system as `root`, so that renaming into place is one step. */
  scratchDir: string;
}

// What the file system answers for a key that names no file (or cannot, e.g. a name too long).
const MISSING = new Set(['ENOENT', 'ENOTDIR', 'EISDIR', 'ENAMETOOLONG']);
const isMissing = (error: unknown) => error instanceof Error && 'code' in error && MISSING.has(String(error.code));

/** The entity tag @fastify/static gave these files: size and modification time, weak. */
const etagOf = (stats: { size: number; mtimeMs: number }) =>
  `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;

const storedFileOf = (key: string, stats: { size: number; mtimeMs: number; mtime: Date }): StoredFile => ({
  sizeBytes: stats.size,
  contentType: contentTypeOf(key),
  lastModified: stats.mtime,
  etag: etagOf(stats),
});

export async function createLocalFileStorage(folders: LocalFolders): Promise<FileStorage> {
  const root = path.resolve(folders.root);
  await fs.mkdir(root, { recursive: true });
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };

  async function writeDraft(draft: string, source: FileSource): Promise<void> {
    if (Buffer.isBuffer(source)) await fs.writeFile(draft, source, { flag: 'wx' });
    else await fs.copyFile(source.localFile, draft, constants.COPYFILE_EXCL);
  }

  return {
    driver: 'local',

    async put(key, source) {
      const target = fileOf(key);
      await fs.mkdir(folders.scratchDir, { recursive: true });
      const draft = path.join(folders.scratchDir, randomUUID());
      try {
        await writeDraft(draft, source);
        await fs.mkdir(path.dirname(target), { recursive: true });
        await fs.rename(draft, target);
      } catch (error) {
        await fs.rm(draft, { force: true });
        throw error;
      }
    },

    async get(key, range) {
      const file = fileOf(key);
      let handle;
      try {
        handle = await fs.open(file, 'r');
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      try {
        const stats = await handle.stat();
        if (!stats.isFile()) {
          await handle.close();
          return undefined;
        }
        return { ...storedFileOf(key, stats), body: handle.createReadStream(range ?? {}) };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async stat(key) {
      try {
        const stats = await fs.stat(fileOf(key));
        return stats.isFile() ? storedFileOf(key, stats) : undefined;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },

    async list(folder) {
      const start = fileOf(folder);
      const entries = await fs.readdir(start, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      });
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
        .sort();
    },

    async check() {
      await fs.access(root, constants.R_OK | constants.W_OK);
    },

    async close() {},
  };
}

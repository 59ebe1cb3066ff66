// The contract every file storage driver keeps, run against the local folder and against an S3-compatible
// server (s3rver) started here: what one driver does, the other does the same.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../config';
import { startS3Server, type TestS3Server } from '../../test/support/s3-server';
import { createFileStorage } from './create-file-storage';
import type { FileStorage } from './file-storage';
import { createS3FileStorage } from './s3-file-storage';

interface DriverUnderTest {
  config: Config;
  /** A second storage of the same kind that cannot answer (the folder gone, the bucket unknown). */
  broken(): Promise<{ storage: FileStorage; restore(): Promise<void> }>;
  close(): Promise<void>;
}

async function localDriver(): Promise<DriverUnderTest> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-storage-'));
  const config = loadConfig({ DATA_DIR: dataDir });
  return {
    config,
    async broken() {
      const storage = await createFileStorage(config);
      const moved = `${config.filesDir}-moved`;
      await fs.rename(config.filesDir, moved);
      return { storage, restore: () => fs.rename(moved, config.filesDir) };
    },
    close: () => fs.rm(dataDir, { recursive: true, force: true }),
  };
}

async function s3Driver(): Promise<DriverUnderTest> {
  const server: TestS3Server = await startS3Server();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-storage-'));
  const config = loadConfig({ DATA_DIR: dataDir, ...server.env });
  return {
    config,
    async broken() {
      const storage = createS3FileStorage({
        bucket: 'no-such-bucket',
        endpoint: server.endpoint,
        region: config.S3_REGION,
        credentials: { accessKeyId: config.S3_ACCESS_KEY_ID!, secretAccessKey: config.S3_SECRET_ACCESS_KEY! },
        forcePathStyle: true,
      });
      return { storage, restore: () => storage.close() };
    },
    async close() {
      await server.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const svg = (text: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><title>${text}</title></svg>`);

describe.each([
  { name: 'local', driver: 'local', start: localDriver },
  { name: 'S3', driver: 's3', start: s3Driver },
] as const)('the $name driver', ({ driver, start }) => {
  let underTest: DriverUnderTest;
  let storage: FileStorage;

  beforeAll(async () => {
    underTest = await start();
    storage = await createFileStorage(underTest.config);
  });
  afterAll(async () => {
    await storage?.close();
    await underTest?.close();
  });

  const read = async (key: string) => {
    const file = await storage.get(key);
    return file && buffer(file.body);
  };

  it('is the one the settings name', () => {
    expect(storage.driver).toBe(driver);
  });

  it('writes bytes and reads them back with their size, content type, date and tag', async () => {
    const bytes = svg('logo');
    await storage.put('media/write/logo.svg', bytes);
    const file = await storage.get('media/write/logo.svg');
    expect(file).toMatchObject({ sizeBytes: bytes.length, contentType: 'image/svg+xml' });
    expect(await buffer(file!.body)).toEqual(bytes);
    expect(Math.abs(file!.lastModified.getTime() - Date.now())).toBeLessThan(60_000);
    expect(file!.etag).toMatch(/^(W\/)?".+"$/);
    const { body: _body, ...described } = file!;
    expect(await storage.stat('media/write/logo.svg')).toEqual(described);
  });

  it('copies a file of this disk byte for byte, several megabytes of it', async () => {
    const bytes = randomBytes(3 * 1024 * 1024 + 17);
    const local = path.join(underTest.config.DATA_DIR, 'big.bin');
    await fs.writeFile(local, bytes);
    await storage.put('digital/u/big', { localFile: local });
    const stored = await read('digital/u/big');
    expect(stored?.length).toBe(bytes.length);
    expect(sha256(stored!)).toBe(sha256(bytes));
    expect((await storage.stat('digital/u/big'))?.contentType).toBe('application/octet-stream');
  });

  it("reads a range of a file's bytes, still counting the whole file's size", async () => {
    const bytes = randomBytes(100);
    await storage.put('media/range/part.bin', bytes);
    const part = await storage.get('media/range/part.bin', { start: 10, end: 19 });
    expect(part?.sizeBytes).toBe(100);
    expect(await buffer(part!.body)).toEqual(bytes.subarray(10, 20));
  });

  it('replaces what a key held, with a new tag', async () => {
    await storage.put('media/replace/a.svg', svg('first'));
    const before = await storage.stat('media/replace/a.svg');
    await storage.put('media/replace/a.svg', svg('second, longer'));
    expect((await read('media/replace/a.svg'))?.toString()).toContain('second, longer');
    expect((await storage.stat('media/replace/a.svg'))?.etag).not.toBe(before?.etag);
  });

  it('answers undefined, not an error, for a missing file and for a folder', async () => {
    await storage.put('media/missing/inside/file.svg', svg('x'));
    for (const key of ['media/missing/nope.svg', 'media/missing/inside', 'nothing/at/all']) {
      expect(await storage.get(key), key).toBeUndefined();
      expect(await storage.stat(key), key).toBeUndefined();
    }
  });

  it('deletes a file, and a missing one without complaint', async () => {
    await storage.put('media/delete/a.svg', svg('a'));
    await storage.delete('media/delete/a.svg');
    expect(await storage.stat('media/delete/a.svg')).toBeUndefined();
    await expect(storage.delete('media/delete/a.svg')).resolves.toBeUndefined();
  });

  it('lists every key under a folder, sorted, and none of a folder whose name only begins the same', async () => {
    for (const key of ['media/list/2.svg', 'media/list/1.svg', 'media/list/deep/3.webp', 'media/listing/4.svg']) {
      await storage.put(key, svg(key));
    }
    expect(await storage.list('media/list')).toEqual([
      'media/list/1.svg',
      'media/list/2.svg',
      'media/list/deep/3.webp',
    ]);
    expect(await storage.list('media/no-such-folder')).toEqual([]);
  });

  it('leaves a key as it was when a write fails', async () => {
    const gone = path.join(underTest.config.DATA_DIR, 'no-such-file');
    await expect(storage.put('media/failed/new.svg', { localFile: gone })).rejects.toThrow();
    expect(await storage.stat('media/failed/new.svg')).toBeUndefined();
    await storage.put('media/failed/old.svg', svg('kept'));
    await expect(storage.put('media/failed/old.svg', { localFile: gone })).rejects.toThrow();
    expect((await read('media/failed/old.svg'))?.toString()).toContain('kept');
  });

  it('refuses keys that are not plain relative paths, before touching anything', async () => {
    for (const key of [
      '',
      '/etc/passwd',
      '../outside',
      'media/../digital/x',
      'media//x',
      'media/./x',
      'a\\b',
      'a\0b',
    ]) {
      await expect(storage.put(key, svg('x')), key).rejects.toThrow(/not a storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/not a storage key/);
    }
  });

  it('shows one instance what another wrote', async () => {
    const other = await createFileStorage(underTest.config);
    try {
      await other.put('media/shared/from-the-other.svg', svg('other'));
      expect((await read('media/shared/from-the-other.svg'))?.toString()).toContain('other');
    } finally {
      await other.close();
    }
  });

  it('passes its check while it answers, and fails it when it cannot', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
    const { storage: broken, restore } = await underTest.broken();
    try {
      await expect(broken.check()).rejects.toThrow();
    } finally {
      await restore();
    }
  });
});

describe('the local driver', () => {
  it('keeps files where the shop always did, with no drafts left behind', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-storage-'));
    try {
      const config = loadConfig({ DATA_DIR: dataDir });
      const storage = await createFileStorage(config);
      await storage.put('media/u/abc/320.webp', Buffer.from('webp'));
      await storage.put('digital/u/abc', Buffer.from('pdf'));
      expect(await fs.readFile(path.join(config.mediaDir, 'u', 'abc', '320.webp'), 'utf8')).toBe('webp');
      expect(await fs.readFile(path.join(config.filesDir, 'digital', 'u', 'abc'), 'utf8')).toBe('pdf');
      expect(await fs.readdir(path.join(config.filesDir, 'staging'))).toEqual([]);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the S3 driver', () => {
  it('keeps files in the bucket only, nothing under DATA_DIR', async () => {
    const server = await startS3Server();
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-storage-'));
    try {
      const config = loadConfig({ DATA_DIR: dataDir, ...server.env });
      const storage = await createFileStorage(config);
      await storage.put('media/u/abc/320.webp', Buffer.from('webp'));
      await storage.close();
      expect(await fs.readdir(dataDir)).toEqual([]);
      const bucketFiles = await fs.readdir(path.join(server.directory, server.bucket), { recursive: true });
      expect(bucketFiles.some((file) => file.includes('320.webp'))).toBe(true);
    } finally {
      await server.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses half a key pair or S3 settings without a bucket at start-up, naming the variable', () => {
    expect(() => loadConfig({ S3_BUCKET: 'shop', S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET/);
    expect(loadConfig({}).S3_BUCKET).toBeUndefined();
  });
});

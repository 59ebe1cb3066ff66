// Where uploads live. Images: media/u/<sha256>/<width>.<format> (public, under /media/u/). Digital files:
// digital/u/<sha256> (private: outside the public media folder, served only by the download route). Both
// are keys of the file storage (DATA_DIR/files or the bucket). An upload is received into this instance's
// staging folder first (hashed and counted on the way), and only what is kept is written to the storage.
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../../config';
import { scratchDirOf } from '../../storage/create-file-storage';
import type { FileStorage } from '../../storage/file-storage';
import type { DerivedFile } from './image-derivatives';

type Dirs = Pick<Config, 'filesDir' | 'mediaDir'>;

/** A received upload, waiting in the staging folder until it is kept or thrown away. */
export interface StagedFile {
  path: string;
  /** SHA-256 of the bytes, lower-case hex. */
  hash: string;
  sizeBytes: number;
}

/** Thrown while receiving when the upload passes its limit. */
export class UploadTooLarge extends Error {}

const stagingDir = (dirs: Dirs) => scratchDirOf(dirs);

/** The key of one file of an uploaded image (its URL is `/` + the key). */
export const uploadedImageKey = (hash: string, name: string) => `media/u/${hash}/${name}`;

/** The file written last of an image's files: when it is there, they all are. */
const lastImageFile = (widest: number) => `${widest}.webp`;

/** A digital file's `storage_path`: its key in the file storage, as the download route reads it. */
export const digitalUploadPath = (hash: string) => `digital/u/${hash}`;

/**
 * Writes `stream` to a new staging file while hashing and counting it; rejects with UploadTooLarge
 * (having stopped reading) once it passes `maxBytes`. A failed write leaves no file behind.
 */
export async function stageUpload(dirs: Dirs, stream: Readable, maxBytes: number): Promise<StagedFile> {
  await fs.mkdir(stagingDir(dirs), { recursive: true });
  const target = path.join(stagingDir(dirs), randomUUID());
  const hash = createHash('sha256');
  let sizeBytes = 0;
  // Created before anything is read, so that removing it after a failure cannot come before its creation.
  const file = await fs.open(target, 'wx');
  try {
    await pipeline(
      stream,
      async function* countAndHash(source: AsyncIterable<Buffer>) {
        for await (const chunk of source) {
          sizeBytes += chunk.length;
          if (sizeBytes > maxBytes) throw new UploadTooLarge();
          hash.update(chunk);
          yield chunk;
        }
      },
      file.createWriteStream(),
    );
  } catch (error) {
    await file.close().catch(() => undefined);
    await fs.rm(target, { force: true });
    throw error;
  }
  return { path: target, hash: hash.digest('hex'), sizeBytes };
}

/** Throws a staged file away (nothing when it is gone already). */
export async function discardStaged(staged: StagedFile | undefined): Promise<void> {
  if (staged) await fs.rm(staged.path, { force: true });
}

/** Staged uploads older than this were left by a process that stopped; younger ones may still be arriving. */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

/** Removes what stopped processes left in the staging folder (run at start-up). */
export async function sweepStaging(dirs: Dirs, now = Date.now()): Promise<void> {
  const folder = stagingDir(dirs);
  for (const entry of await fs.readdir(folder).catch(() => [])) {
    const stats = await fs.stat(path.join(folder, entry)).catch(() => undefined);
    if (stats && now - stats.mtimeMs > ABANDONED_AFTER_MS) {
      await fs.rm(path.join(folder, entry), { recursive: true, force: true });
    }
  }
}

/** Whether the files of an upload are in place (a re-upload of the same bytes then skips the work). */
export async function isStored(
  storage: FileStorage,
  kind: 'image' | 'file',
  hash: string,
  widest: number,
): Promise<boolean> {
  const key = kind === 'image' ? uploadedImageKey(hash, lastImageFile(widest)) : digitalUploadPath(hash);
  return (await storage.stat(key)) !== undefined;
}

/**
 * Puts an image's files in its folder, the widest WebP last, so that isStored answers yes only once they all
 * are. Their names are those of the same bytes, so writing them twice (uploaded before, or in parallel) is harmless.
 */
export async function storeImageFiles(
  storage: FileStorage,
  hash: string,
  widest: number,
  files: readonly DerivedFile[],
): Promise<void> {
  const last = lastImageFile(widest);
  await Promise.all(
    files.filter((file) => file.name !== last).map((file) => storage.put(uploadedImageKey(hash, file.name), file.data)),
  );
  for (const file of files.filter((file) => file.name === last)) {
    await storage.put(uploadedImageKey(hash, file.name), file.data);
  }
}

/** Copies a staged digital file to its private place (replacing identical bytes, when there). */
export async function storeDigitalFile(storage: FileStorage, staged: StagedFile): Promise<string> {
  const storagePath = digitalUploadPath(staged.hash);
  await storage.put(storagePath, { localFile: staged.path });
  return storagePath;
}

// Where uploads live on disk. Images: DATA_DIR/files/media/u/<sha256>/ (public, under /media/u/).
// Digital files: DATA_DIR/files/digital/u/<sha256> (private: outside the public media folder, served
// only by the download route). Both are written to DATA_DIR/files/staging first and moved into place
// in one rename, so a half-written upload is never visible and two identical uploads cannot collide.
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../../config';
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

const stagingDir = (dirs: Dirs) => path.join(dirs.filesDir, 'staging');

/** The folder of an uploaded image's derivatives. */
export const uploadedImageFolder = (dirs: Dirs, hash: string) => path.join(dirs.mediaDir, 'u', hash);

/** A digital file's `storage_path` (relative to DATA_DIR/files, as the download route reads it). */
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
export async function isStored(dirs: Dirs, kind: 'image' | 'file', hash: string, widest: number): Promise<boolean> {
  const file =
    kind === 'image'
      ? path.join(uploadedImageFolder(dirs, hash), `${widest}.webp`)
      : path.join(dirs.filesDir, digitalUploadPath(hash));
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

const isAlreadyThere = (error: unknown) =>
  error instanceof Error && 'code' in error && (error.code === 'ENOTEMPTY' || error.code === 'EEXIST');

/**
 * Puts an image's derivatives in its folder: written to a staging folder, then renamed into place.
 * When the folder exists already (the same bytes, uploaded before or in parallel), it is kept.
 */
export async function storeImageFiles(dirs: Dirs, hash: string, files: readonly DerivedFile[]): Promise<void> {
  const staged = path.join(stagingDir(dirs), randomUUID());
  await fs.mkdir(staged, { recursive: true });
  try {
    for (const file of files) await fs.writeFile(path.join(staged, file.name), file.data);
    const folder = uploadedImageFolder(dirs, hash);
    await fs.mkdir(path.dirname(folder), { recursive: true });
    await fs.rename(staged, folder).catch((error: unknown) => {
      if (!isAlreadyThere(error)) throw error;
    });
  } finally {
    await fs.rm(staged, { recursive: true, force: true });
  }
}

/** Moves a staged digital file to its private place (replacing identical bytes, when there). */
export async function storeDigitalFile(dirs: Dirs, staged: StagedFile): Promise<string> {
  const storagePath = digitalUploadPath(staged.hash);
  const target = path.join(dirs.filesDir, storagePath);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.rename(staged.path, target);
  return storagePath;
}

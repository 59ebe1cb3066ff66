import path from 'node:path';
import type { Config } from '../config';
import type { FileStorage } from './file-storage';
import { createLocalFileStorage } from './local-file-storage';

export type StorageSettings = Pick<
  Config,
  | 'filesDir'
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

/** Where staged uploads and the local driver's drafts wait: always this instance's disk. */
export const scratchDirOf = (config: Pick<Config, 'filesDir'>) => path.join(config.filesDir, 'staging');

/** The bucket when S3_BUCKET is set, DATA_DIR/files otherwise. */
export async function createFileStorage(config: StorageSettings): Promise<FileStorage> {
  if (config.S3_BUCKET) {
    // The AWS SDK is loaded only by a shop that stores on S3 (it weighs some 20 MB in memory).
    const { createS3FileStorage } = await import('./s3-file-storage');
    return createS3FileStorage({
      bucket: config.S3_BUCKET,
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      credentials:
        config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
          : undefined,
      forcePathStyle: config.S3_FORCE_PATH_STYLE ?? false,
    });
  }
  return createLocalFileStorage({ root: config.filesDir, scratchDir: scratchDirOf(config) });
}

/** Runs `use` with `given`, or with a storage made from `config` for this one call and closed after it. */
export async function withFileStorage<T>(
  config: StorageSettings,
  given: FileStorage | undefined,
  use: (storage: FileStorage) => Promise<T>,
): Promise<T> {
  if (given) return use(given);
  const storage = await createFileStorage(config);
  try {
    return await use(storage);
  } finally {
    await storage.close();
  }
}

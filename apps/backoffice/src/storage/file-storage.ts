// The one door to the shop's files (pictures, uploads, digital downloads): a folder on this instance's
// disk by default, or an S3-compatible bucket that every instance shares. Files are named by keys,
// relative paths with forward slashes such as `media/brand/logo.svg` or `digital/u/<sha256>`.
import type { Readable } from 'node:stream';

/** What a stored file is, without its bytes. */
export interface StoredFile {
  sizeBytes: number;
  /** Judged by the key's extension when the file was written (application/octet-stream without one). */
  contentType: string;
  lastModified: Date;
  /** An entity tag that changes whenever the bytes do (quoted, as HTTP writes it). */
  etag: string;
}

/** A stored file and its bytes (those of the range asked for); the caller reads `body` to its end or destroys it. */
export interface StoredFileContent extends StoredFile {
  body: Readable;
}

/** Bytes `start` to `end` of a file, both included, as HTTP's Range counts them. */
export interface ByteRange {
  start: number;
  end: number;
}

/** What `put` writes: bytes in memory, or a file on this machine's disk (e.g. a staged upload) copied as it is. */
export type FileSource = Buffer | { localFile: string };

export interface FileStorage {
  /** `local` or `s3`, for logs and the readiness report. */
  readonly driver: 'local' | 's3';
  /**
   * Writes a file whole, replacing what the key held: readers see the old bytes or the new ones, never a part.
   * A failed write leaves the key as it was.
   */
  put(key: string, source: FileSource): Promise<void>;
  /**
   * The file with its bytes as a stream, all of them or those of `range` (within the file: the caller checks it
   * against `stat`'s size); `sizeBytes` is the whole file's either way. Undefined when there is none.
   */
  get(key: string, range?: ByteRange): Promise<StoredFileContent | undefined>;
  /** The file without its bytes; undefined when there is none. */
  stat(key: string): Promise<StoredFile | undefined>;
  /** Removes a file; nothing when it is gone already. */
  delete(key: string): Promise<void>;
  /** Every key under a folder (`media` lists `media/brand/logo.svg`), sorted. */
  list(folder: string): Promise<string[]>;
  /** Resolves when files can be read and written; rejects saying why otherwise (the readiness probe). */
  check(): Promise<void>;
  /** Lets go of connections. */
  close(): Promise<void>;
}

/**
 * Whether a key is a plain relative path: segments without `.`/`..`, backslashes, control characters
 * or empty ones. Anything else could leave the storage's folder or mean different files on different drivers.
 */
export function isStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > 1024) return false;
  if (/[\\\p{Cc}]/u.test(key)) return false;
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/** Throws for a key that is not a plain relative path: callers validate outside input before it gets here. */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
}

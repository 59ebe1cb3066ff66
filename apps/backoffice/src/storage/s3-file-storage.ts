// The S3 driver: files as objects of one bucket of any S3-compatible store (AWS S3, MinIO, Ceph, R2...),
// shared by every instance. Keys are the object names as they are; the content type is recorded at upload.
import fs from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { contentTypeOf } from './content-types';
import { assertStorageKey, type FileSource, type FileStorage, type StoredFile } from './file-storage';

export interface S3Settings {
  bucket: string;
  /** Omitted for AWS itself. */
  endpoint?: string;
  region: string;
  /** Omitted: the SDK's own chain (AWS_* variables, shared config, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
}

// A store that does not answer the connection within this long is taken as down (readiness, requests).
const CONNECT_TIMEOUT_MS = 5_000;
// A transfer that stops moving for this long is abandoned (a slow but moving one goes on).
const IDLE_SOCKET_TIMEOUT_MS = 60_000;
// Each picture or download served holds one connection to the store while it streams to a shopper.
const MAX_CONNECTIONS = 256;

/** Whether the store answered that there is no such object (GET says NoSuchKey, HEAD only its 404). */
const isNoSuchKey = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound');

export function createS3FileStorage(settings: S3Settings): FileStorage {
  const agent = { keepAlive: true, maxSockets: MAX_CONNECTIONS };
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 demands them: the SDK's default sends uploads in aws-chunked framing with a
    // checksum trailer, which many S3-compatible stores (s3rver among them) keep as part of the file.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      connectionTimeout: CONNECT_TIMEOUT_MS,
      socketTimeout: IDLE_SOCKET_TIMEOUT_MS,
      httpAgent: agent,
      httpsAgent: agent,
    },
  });
  const Bucket = settings.bucket;

  const storedFileOf = (
    key: string,
    object: { ContentLength?: number; ContentType?: string; LastModified?: Date; ETag?: string },
  ): StoredFile => ({
    sizeBytes: object.ContentLength ?? 0,
    contentType: object.ContentType ?? contentTypeOf(key),
    lastModified: object.LastModified ?? new Date(0),
    etag: object.ETag ?? `"${key}"`,
  });

  async function bodyOf(source: FileSource): Promise<{ Body: Buffer | Readable; ContentLength: number }> {
    if (Buffer.isBuffer(source)) return { Body: source, ContentLength: source.length };
    // Its size first: S3 takes a stream only with its length.
    const { size } = await fs.stat(source.localFile);
    return { Body: createReadStream(source.localFile), ContentLength: size };
  }

  return {
    driver: 's3',

    async put(key, source) {
      assertStorageKey(key);
      const body = await bodyOf(source);
      try {
        await client.send(new PutObjectCommand({ Bucket, Key: key, ContentType: contentTypeOf(key), ...body }));
      } finally {
        if (!Buffer.isBuffer(body.Body)) body.Body.destroy();
      }
    },

    async get(key, range) {
      assertStorageKey(key);
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
        );
        // A part's answer counts its own bytes; the whole file's size ends its Content-Range (`bytes 0-9/1433`).
        const whole = /\/(\d+)$/.exec(object.ContentRange ?? '')?.[1];
        const sizeBytes = whole === undefined ? object.ContentLength : Number(whole);
        return { ...storedFileOf(key, { ...object, ContentLength: sizeBytes }), body: object.Body as Readable };
      } catch (error) {
        if (isNoSuchKey(error)) return undefined;
        throw error;
      }
    },

    async stat(key) {
      assertStorageKey(key);
      try {
        return storedFileOf(key, await client.send(new HeadObjectCommand({ Bucket, Key: key })));
      } catch (error) {
        if (isNoSuchKey(error)) return undefined;
        throw error;
      }
    },

    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async list(folder) {
      assertStorageKey(folder);
      const keys: string[] = [];
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: `${folder}/` })) {
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      }
      return keys.sort();
    },

    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },

    async close() {
      client.destroy();
    },
  };
}

// A local S3-compatible server (s3rver) in a temporary folder on a free port, for tests of the S3 driver
// and of the back-office on a bucket. It accepts its own fixed key pair.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** The back-office's settings for this server's bucket. */
  env: Record<string, string>;
  /** The folder s3rver keeps the objects in (for checking that nothing went to DATA_DIR instead). */
  directory: string;
  close(): Promise<void>;
}

const S3RVER_KEY = 'S3RVER';

export async function startS3Server(bucket = 'shop-files'): Promise<TestS3Server> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    directory,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

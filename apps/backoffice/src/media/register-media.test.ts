// /media/... served from the file storage, on the local folder and on an S3-compatible bucket alike:
// the same headers, 304s, HEAD, and a 404 with a JSON message (never a 500) for anything that is not a picture.
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaImage } from '@shop/contract';
import { adminClient } from '../../test/support/admin-test-client';
import { ADMIN_MEDIA_PATH } from '../admin/media/media-routes';
import { packageRoot } from '../package-root';
import { createFileStorage } from '../storage/create-file-storage';
import type { FileStorage } from '../storage/file-storage';
import { startS3Server, type TestS3Server } from '../../test/support/s3-server';
import { freshAddress, fromAddress } from '../../test/support/shopper';
import { createTestShop, type TestShop } from '../../test/support/test-app';
import { missingMediaMessage } from './register-media';

const YEAR = 'public, max-age=31536000';
const UPLOADED_HASH = 'a'.repeat(64);
const logo = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
);

describe.each([
  { name: 'the local folder', onS3: false },
  { name: 'an S3 bucket', onS3: true },
])('pictures on $name', ({ onS3 }) => {
  let server: TestS3Server | undefined;
  let shop: TestShop;
  let storage: FileStorage;
  let webp: Buffer;

  beforeAll(async () => {
    server = onS3 ? await startS3Server() : undefined;
    shop = await createTestShop({ seed: false, env: server?.env ?? {} });
    storage = await createFileStorage(shop.config);
    webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
      .webp()
      .toBuffer();
    await storage.put('media/test/logo.svg', logo);
    await storage.put(`media/u/${UPLOADED_HASH}/320.webp`, webp);
    await storage.put('media/.hidden.svg', logo);
    await storage.put('digital/secret.pdf', Buffer.from('%PDF-1.4 secret'));
  });
  afterAll(async () => {
    await storage?.close();
    await shop?.close();
    await server?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ method: 'GET', url, headers });

  it('serves a picture with its type, length, a year of caching and cross-origin use', async () => {
    const reply = await get('/media/test/logo.svg');
    expect(reply.statusCode).toBe(200);
    expect(reply.rawPayload).toEqual(logo);
    expect(reply.headers['content-type']).toBe('image/svg+xml');
    expect(reply.headers['content-length']).toBe(String(logo.length));
    expect(reply.headers['cache-control']).toBe(`${YEAR}, stale-while-revalidate=86400`);
    expect(reply.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(reply.headers.etag).toBeTruthy();
    expect(new Date(String(reply.headers['last-modified'])).getTime()).not.toBeNaN();
  });

  it('caches uploaded images (under /media/u/) as immutable', async () => {
    const reply = await get(`/media/u/${UPLOADED_HASH}/320.webp`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('image/webp');
    expect(reply.headers['cache-control']).toBe(`${YEAR}, immutable`);
    expect(reply.rawPayload).toEqual(webp);
  });

  it('answers HEAD with the same headers and no body', async () => {
    const reply = await shop.app.inject({ method: 'HEAD', url: '/media/test/logo.svg' });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toBe('');
    expect(reply.headers['content-length']).toBe(String(logo.length));
    expect(reply.headers['content-type']).toBe('image/svg+xml');
    expect(reply.headers['cache-control']).toBe(`${YEAR}, stale-while-revalidate=86400`);
  });

  it('answers 304 to a browser whose copy is current, and the picture to one whose copy is not', async () => {
    const first = await get('/media/test/logo.svg');
    const etag = String(first.headers.etag);
    const unchanged = await get('/media/test/logo.svg', { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers['cache-control']).toBe(`${YEAR}, stale-while-revalidate=86400`);
    const byDate = await get('/media/test/logo.svg', { 'if-modified-since': String(first.headers['last-modified']) });
    expect(byDate.statusCode).toBe(304);
    const stale = await get('/media/test/logo.svg', { 'if-none-match': '"something-else"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload).toEqual(logo);
  });

  it('serves byte ranges: the first bytes, the last ones, and 416 past the end', async () => {
    expect((await get('/media/test/logo.svg')).headers['accept-ranges']).toBe('bytes');
    const first = await get('/media/test/logo.svg', { range: 'bytes=0-9' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-9/${logo.length}`);
    expect(first.headers['content-length']).toBe('10');
    expect(first.rawPayload).toEqual(logo.subarray(0, 10));
    const last = await get('/media/test/logo.svg', { range: 'bytes=-6' });
    expect(last.statusCode).toBe(206);
    expect(last.rawPayload).toEqual(logo.subarray(logo.length - 6));
    const past = await get('/media/test/logo.svg', { range: `bytes=${logo.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${logo.length}`);
    // Several ranges are answered with the whole file, as HTTP allows.
    const several = await get('/media/test/logo.svg', { range: 'bytes=0-1,5-6' });
    expect(several.statusCode).toBe(200);
    expect(several.rawPayload).toEqual(logo);
    expect((await get('/media/test/missing.svg', { range: 'bytes=0-9' })).statusCode).toBe(404);
  });

  it('answers a missing picture 404 with a JSON message naming it', async () => {
    for (const url of ['/media/test/no-such-picture.svg', '/media/no/such/folder/x.webp', '/media/test']) {
      const reply = await get(`${url}?v=2`);
      expect(reply.statusCode, url).toBe(404);
      expect(reply.json(), url).toEqual({
        statusCode: 404,
        message: 'Failed',
        errorMessage: missingMediaMessage(url),
        errorCode: 'NOT_FOUND',
        errorValues: { what: missingMediaMessage(url) },
        data: '[]',
      });
      expect((await shop.app.inject({ method: 'HEAD', url })).statusCode, url).toBe(404);
    }
  });

  it('never serves hidden files or anything outside the media folder', async () => {
    for (const url of [
      '/media/.hidden.svg',
      '/media/../digital/secret.pdf',
      '/media/%2e%2e/digital/secret.pdf',
      '/media/..%2fdigital%2fsecret.pdf',
      '/media/test/..%2f..%2fdigital%2fsecret.pdf',
      '/media//test/logo.svg',
      '/media/test/%00logo.svg',
    ]) {
      const reply = await get(url);
      expect(reply.statusCode, url).toBe(404);
      expect(reply.body, url).not.toContain('%PDF');
      expect(reply.body, url).not.toContain('<svg');
    }
  });
});

describe('pictures on an S3 bucket shared by two back-office instances', () => {
  let server: TestS3Server;
  let first: TestShop;
  let second: TestShop;

  beforeAll(async () => {
    server = await startS3Server();
    // The first instance seeds the demo shop's pictures into the bucket; the second has none of its own.
    first = await createTestShop({ env: server.env });
    second = await createTestShop({ seed: false, env: server.env });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await server?.close();
  });

  it("serves the demo pictures the seed put in the bucket from either instance, none on an instance's disk", async () => {
    const shipped = await fs.readFile(path.join(packageRoot(), 'media', 'brand', 'logo.svg'));
    for (const shop of [first, second]) {
      const reply = await shop.app.inject({ method: 'GET', url: '/media/brand/logo.svg' });
      expect(reply.statusCode).toBe(200);
      expect(reply.rawPayload).toEqual(shipped);
      await expect(fs.access(shop.config.mediaDir)).rejects.toThrow();
    }
  });

  it('serves an image uploaded through one instance from the other', async () => {
    const admin = adminClient(first);
    const { cookie } = await admin.firstOwner();
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#aa3300' } })
      .png()
      .toBuffer();
    const boundary = 'shop-s3-test-boundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="red.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await first.app.inject({
      method: 'POST',
      url: ADMIN_MEDIA_PATH,
      headers: {
        ...fromAddress(freshAddress()),
        origin: admin.publicOrigin,
        cookie: `shop_admin=${cookie}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const image = uploaded.json() as MediaImage;
    const served = await second.app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe(`${YEAR}, immutable`);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(image.widths.at(-1));
    const jpeg = await second.app.inject({ method: 'GET', url: image.jpegUrl });
    expect(jpeg.statusCode).toBe(200);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
  });
});

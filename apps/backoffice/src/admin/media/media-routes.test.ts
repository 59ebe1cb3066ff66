import { once } from 'node:events';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  MEDIA_FILE_MAX_BYTES,
  MEDIA_IMAGE_MAX_BYTES,
  problem,
  uploadedImageSourcesOfUrl,
  type MediaFile,
  type MediaImage,
  type MediaPage,
} from '@shop/contract';
import { queryRows } from '../../db/database';
import { freshAddress, fromAddress } from '../../../test/support/shopper';
import { createTestShop, type TestShop } from '../../../test/support/test-app';
import { adminClient, problemOf } from '../../../test/support/admin-test-client';
import { ADMIN_MEDIA_PATH } from './media-routes';
import { sweepStaging } from './media-storage';

let shop: TestShop;
let admin: ReturnType<typeof adminClient>;
let owner: string;
let catalogue: string;

beforeAll(async () => {
  shop = await createTestShop();
  admin = adminClient(shop);
  owner = (await admin.firstOwner()).cookie;
  catalogue = await admin.signIn((await admin.createMember('catalogue')).email);
});
afterAll(async () => {
  await shop?.close();
});

type Part = { name: string; value: string } | { name: string; filename: string; data: Buffer; type?: string };

const BOUNDARY = '----shop-test-boundary-7MA4YWxkTrZu0gW';
const partHead = (part: Part) =>
  'value' in part
    ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`
    : `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
      `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`;

/** A multipart/form-data body of `parts`. */
function form(parts: Part[]): Buffer {
  return Buffer.concat([
    ...parts.flatMap((part) => [
      Buffer.from(partHead(part)),
      'value' in part ? Buffer.from(part.value) : part.data,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);
}

interface UploadOptions {
  cookie?: string;
  query?: string;
  origin?: string | null;
  contentType?: string;
}

/** POSTs a body to the upload route as the admin's browser would (cookie and Origin). */
function post(payload: Buffer | string, options: UploadOptions = {}) {
  const headers: Record<string, string> = {
    ...fromAddress(freshAddress()),
    'content-type': options.contentType ?? `multipart/form-data; boundary=${BOUNDARY}`,
  };
  const origin = options.origin === undefined ? admin.publicOrigin : options.origin;
  if (origin !== null) headers.origin = origin;
  if (options.cookie !== undefined) headers.cookie = `shop_admin=${options.cookie}`;
  return shop.app.inject({ method: 'POST', url: `${ADMIN_MEDIA_PATH}${options.query ?? ''}`, headers, payload });
}

const upload = (data: Buffer, filename = 'picture.png', options: UploadOptions & { type?: string } = {}) =>
  post(form([{ name: 'file', filename, data, type: options.type ?? 'image/png' }]), { cookie: owner, ...options });

const errorOf = (reply: { json(): unknown }) => (reply.json() as { errorMessage: string }).errorMessage;

let colour = 0;
/** A PNG of `width` × `height`, different each time (a new colour). */
async function png(width: number, height: number): Promise<Buffer> {
  colour += 1;
  const background = { r: colour % 256, g: (colour * 7) % 256, b: 90, alpha: 0.5 };
  return sharp({ create: { width, height, channels: 4, background } })
    .png()
    .toBuffer();
}

async function jpeg(width: number, height: number): Promise<Buffer> {
  colour += 1;
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: colour % 256, b: 40 } } })
    .jpeg()
    .toBuffer();
}

const mediaRows = (hash?: string) =>
  queryRows<{ id: number; kind: string; hash: string; widths: number[]; staff_id: number | null }>(
    shop.db,
    hash === undefined
      ? sql`SELECT id, kind, hash, widths, staff_id FROM media_assets ORDER BY id`
      : sql`SELECT id, kind, hash, widths, staff_id FROM media_assets WHERE hash = ${hash}`,
  );
const uploadAudits = (id: number) =>
  queryRows<{ action: string; actor: string; after: Record<string, unknown> }>(
    shop.db,
    sql`SELECT action, actor, after FROM audit_log WHERE resource = 'media' AND resource_id = ${String(id)}`,
  );
const hashOf = (url: string) => /\/media\/u\/([0-9a-f]{64})\//.exec(url)![1]!;
const onDisk = (url: string) => path.join(shop.config.mediaDir, url.slice('/media/'.length));
const stagingLeft = async () => fs.readdir(path.join(shop.config.filesDir, 'staging')).catch(() => [] as string[]);
const uploadedFolders = async () => fs.readdir(path.join(shop.config.mediaDir, 'u')).catch(() => [] as string[]);

describe('uploading an image', () => {
  it('re-encodes a PNG at the widths up to its own as WebP and AVIF, plus one JPEG, and records it', async () => {
    const original = await png(2000, 1200);
    const reply = await upload(original, 'C:\\fakepath\\Summer dress.png');
    expect(reply.statusCode).toBe(201);
    const image = reply.json() as MediaImage;
    expect(image).toMatchObject({
      kind: 'image',
      width: 2000,
      height: 1200,
      widths: [320, 640, 1024, 1600],
      contentType: 'image/png',
      originalName: 'Summer dress.png',
      sizeBytes: original.length,
    });
    const hash = hashOf(image.url);
    expect(image.url).toBe(`/media/u/${hash}/1600.webp`);
    expect(image.jpegUrl).toBe(`/media/u/${hash}/1600.jpg`);
    expect(image.srcset).toBe(
      [320, 640, 1024, 1600].map((width) => `/media/u/${hash}/${width}.webp ${width}w`).join(', '),
    );
    expect(image.avifSrcset).toContain(`/media/u/${hash}/1024.avif 1024w`);
    // The SHA-256 of the original bytes names the folder.
    const { createHash } = await import('node:crypto');
    expect(hash).toBe(createHash('sha256').update(original).digest('hex'));
    for (const width of image.widths) {
      const webp = await sharp(onDisk(`/media/u/${hash}/${width}.webp`)).metadata();
      expect([webp.format, webp.width]).toEqual(['webp', width]);
      const avif = await sharp(onDisk(`/media/u/${hash}/${width}.avif`)).metadata();
      expect([avif.format, avif.width]).toEqual(['heif', width]);
    }
    const fallback = await sharp(onDisk(image.jpegUrl)).metadata();
    expect([fallback.format, fallback.width, fallback.height]).toEqual(['jpeg', 1600, 960]);
    // The contract rebuilds every source from the stored URL alone.
    expect(uploadedImageSourcesOfUrl(image.url)).toMatchObject({ srcset: image.srcset, avifSrcset: image.avifSrcset });

    const [row] = await mediaRows(hash);
    expect(row).toMatchObject({ id: image.id, kind: 'image', widths: [320, 640, 1024, 1600] });
    expect(row!.staff_id).not.toBeNull();
    const audits = await uploadAudits(image.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: 'upload', actor: 'first-owner@example.com' });
    expect(audits[0]!.after).toMatchObject({ kind: 'image', hash, originalName: 'Summer dress.png', width: 2000 });
  });

  it('serves the derivatives with immutable caching', async () => {
    const image = (await upload(await png(400, 300))).json() as MediaImage;
    for (const url of [image.url, image.jpegUrl, image.srcset.split(' ')[0]!, image.avifSrcset.split(' ')[0]!]) {
      const reply = await shop.app.inject({ method: 'GET', url });
      expect(reply.statusCode, url).toBe(200);
      expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(reply.headers['content-type']).toMatch(/^image\/(webp|avif|jpeg)$/);
    }
    // The demo shop's own pictures keep their revalidating policy.
    const seeded = await shop.app.inject({ method: 'GET', url: '/media/brand/logo.svg' });
    expect(seeded.statusCode).toBe(200);
    expect(seeded.headers['cache-control']).not.toContain('immutable');
  });

  it('keeps a small image at its own width only, and never enlarges it', async () => {
    const image = (await upload(await jpeg(200, 100), 'tiny.jpg')).json() as MediaImage;
    expect(image).toMatchObject({ widths: [200], width: 200, height: 100, contentType: 'image/jpeg' });
    expect((await sharp(onDisk(image.url)).metadata()).width).toBe(200);
  });

  it('turns an image upright by its EXIF orientation and drops its metadata (GPS position, camera)', async () => {
    colour += 1;
    const withGps = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c33' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'TestCameraMaker', Model: `Model ${colour}` },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1', GPSMapDatum: 'SECRET-PLACE-DATUM' },
      })
      .toBuffer();
    expect(withGps.includes(Buffer.from('SECRET-PLACE-DATUM'))).toBe(true);
    expect((await sharp(withGps).metadata()).exif).toBeDefined();

    const reply = await upload(withGps, 'holiday.jpg', { type: 'image/jpeg' });
    expect(reply.statusCode).toBe(201);
    const image = reply.json() as MediaImage;
    expect(image).toMatchObject({ width: 600, height: 800, widths: [320, 600] });
    const folder = path.dirname(onDisk(image.url));
    const files = await fs.readdir(folder);
    expect(files.sort()).toEqual(['320.avif', '320.webp', '600.avif', '600.jpg', '600.webp']);
    for (const file of files) {
      const bytes = await fs.readFile(path.join(folder, file));
      expect(bytes.includes(Buffer.from('SECRET-PLACE-DATUM')), file).toBe(false);
      expect(bytes.includes(Buffer.from('TestCameraMaker')), file).toBe(false);
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif, file).toBeUndefined();
      expect(metadata.orientation ?? 1, file).toBe(1);
      // Portrait, as the camera meant it.
      expect(metadata.height!, file).toBeGreaterThan(metadata.width);
    }
  });

  it.each([
    ['WebP', 'image/webp', (image: sharp.Sharp) => image.webp()],
    ['AVIF', 'image/avif', (image: sharp.Sharp) => image.avif()],
    ['GIF', 'image/gif', (image: sharp.Sharp) => image.gif()],
  ])('accepts a %s image', async (_name, contentType, encode) => {
    colour += 1;
    const bytes = await encode(
      sharp({ create: { width: 50, height: 40, channels: 3, background: { r: colour % 256, g: 1, b: 2 } } }),
    ).toBuffer();
    const reply = await upload(bytes, 'picture.bin', { type: 'application/octet-stream' });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({ contentType, width: 50, height: 40, widths: [50] });
  });
});

describe('refusing an upload', () => {
  const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(400, 7)]);
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
  );

  it.each([
    ['a renamed Windows program (MZ header)', exe, 'photo.jpg', 'image/jpeg'],
    ['an SVG (it can carry scripts)', svg, 'logo.svg', 'image/svg+xml'],
    ['a text file', Buffer.from('just some words, not a picture\n'), 'notes.png', 'image/png'],
    ['a PDF', Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'), 'scan.png', 'image/png'],
  ])('answers 415 for %s, naming the accepted types', async (_what, data, filename, type) => {
    const before = (await mediaRows()).length;
    const reply = await upload(data, filename, { type });
    expect(reply.statusCode).toBe(415);
    expect(errorOf(reply)).toMatch(/^file: This is not an image the shop accepts.*JPEG, PNG, WebP, AVIF or GIF/);
    expect((await mediaRows()).length).toBe(before);
  });

  it('names what the bytes are when it knows', async () => {
    expect(problemOf(await upload(exe, 'photo.jpg'))).toEqual(problem('NOT_AN_IMAGE', { found: 'EXE' }));
  });

  it('answers 415 (not 500) for a JPEG cut short, and for a PNG whose pixel data is damaged', async () => {
    const whole = await jpeg(900, 700);
    const truncated = whole.subarray(0, Math.floor(whole.length / 2));
    const cut = await upload(truncated, 'cut.jpg', { type: 'image/jpeg' });
    expect(cut.statusCode).toBe(415);
    expect(problemOf(cut)).toEqual(problem('IMAGE_UNREADABLE'));

    const noise = { type: 'gaussian', mean: 128, sigma: 30 } as const;
    const damaged = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#000', noise } })
      .png()
      .toBuffer();
    const pixelData = damaged.indexOf(Buffer.from('IDAT'));
    damaged.fill(0x55, pixelData + 20, pixelData + 400);
    const before = await uploadedFolders();
    const broken = await upload(damaged, 'broken.png');
    expect(broken.statusCode).toBe(415);
    expect(problemOf(broken)).toEqual(problem('IMAGE_UNREADABLE'));
    expect(await uploadedFolders()).toEqual(before);
  });

  it('answers 413 for an image over 10 MB, and for one over the megapixel limit', async () => {
    const reply = await upload(Buffer.alloc(MEDIA_IMAGE_MAX_BYTES + 1, 1), 'huge.png');
    expect(reply.statusCode).toBe(413);
    expect(errorOf(reply)).toBe('file: An image may be at most 10 MB');
    expect(problemOf(reply)).toEqual(problem('UPLOAD_TOO_LARGE', { kind: 'image', megabytes: 10 }));

    // 8000 × 8000 = 64 megapixels in a few kilobytes.
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const pixels = await upload(bomb, 'bomb.png');
    expect(pixels.statusCode).toBe(413);
    expect(problemOf(pixels)).toEqual(problem('IMAGE_TOO_MANY_PIXELS'));
  });

  it('answers 413 for a digital file over 100 MB, and reads and drops the rest so the connection goes on', async () => {
    const address = new URL(await shop.app.listen({ port: 0, host: '127.0.0.1' }));
    const socket = net.connect(Number(address.port), address.hostname);
    await once(socket, 'connect');
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
    });
    const headers = (query: string, length: number) =>
      `POST ${ADMIN_MEDIA_PATH}${query} HTTP/1.1\r\nHost: ${address.host}\r\nOrigin: ${admin.publicOrigin}\r\n` +
      `Cookie: shop_admin=${owner}\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
      `Content-Length: ${length}\r\n\r\n`;
    const MEBIBYTE = 1024 * 1024;
    const oversize = MEDIA_FILE_MAX_BYTES + 30 * MEBIBYTE;
    const head = Buffer.from(partHead({ name: 'file', filename: 'big.zip', data: Buffer.alloc(0) }));
    const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
    socket.write(headers('?kind=file', head.length + oversize + tail.length));
    socket.write(head);
    // The refusal comes at 100 MB; the writes only all go through if the server keeps reading after it.
    const chunk = Buffer.alloc(MEBIBYTE, 0x41);
    for (let sent = 0; sent < oversize; sent += MEBIBYTE) {
      if (!socket.write(chunk)) await once(socket, 'drain');
    }
    socket.write(tail);
    const small = form([{ name: 'file', filename: 'after.txt', data: Buffer.from(`after ${Date.now()}`) }]);
    socket.write(headers('?kind=file', small.length));
    socket.write(small);
    await vi.waitFor(() => expect(received.match(/HTTP\/1\.1 \d{3}/g)).toEqual(['HTTP/1.1 413', 'HTTP/1.1 201']), {
      timeout: 10_000,
    });
    expect(received).toContain('file: A file may be at most 100 MB');
    socket.destroy();
  });

  it.each([
    ['no file field', form([{ name: 'kind', value: 'image' }]), problem('UPLOAD_FILE_REQUIRED')],
    ['an empty body', form([]), problem('UPLOAD_FILE_REQUIRED')],
    [
      'a file under another name',
      form([{ name: 'photo', filename: 'a.png', data: Buffer.from('x') }]),
      problem('UPLOAD_FILE_REQUIRED'),
    ],
    ['an empty file', form([{ name: 'file', filename: 'a.png', data: Buffer.alloc(0) }]), problem('UPLOAD_FILE_EMPTY')],
    [
      'two files',
      form([
        { name: 'file', filename: 'a.png', data: Buffer.from('a') },
        { name: 'file', filename: 'b.png', data: Buffer.from('b') },
      ]),
      problem('UPLOAD_ONE_FILE'),
    ],
    [
      'a bad kind field',
      form([{ name: 'kind', value: 'video' }]),
      problem('INVALID_INPUT', { reason: 'kind: Expected image or file' }),
    ],
    [
      'kind after the file',
      form([
        { name: 'file', filename: 'a.png', data: Buffer.from('a') },
        { name: 'kind', value: 'file' },
      ]),
      problem('UPLOAD_KIND_AFTER_FILE'),
    ],
    [
      'a form cut short',
      form([{ name: 'file', filename: 'a.png', data: Buffer.alloc(5000, 1) }]).subarray(0, 300),
      problem('UPLOAD_UNREADABLE'),
    ],
  ])('answers 400 naming the field for %s', async (_what, payload, refusal) => {
    const reply = await post(payload, { cookie: owner });
    expect(reply.statusCode).toBe(400);
    expect(problemOf(reply)).toEqual(refusal);
  });

  it('answers 400 for a bad kind in the query, and 415 for a body that is not multipart', async () => {
    const badKind = await post(form([]), { cookie: owner, query: '?kind=video' });
    expect(badKind.statusCode).toBe(400);
    expect(errorOf(badKind)).toBe('kind: Expected image or file');
    const json = await post(JSON.stringify({ file: 'x' }), { cookie: owner, contentType: 'application/json' });
    expect(json.statusCode).toBe(415);
    expect(problemOf(json)).toEqual(problem('UPLOAD_NOT_MULTIPART'));
  });

  it('leaves nothing in the staging folder', async () => {
    expect(await stagingLeft()).toEqual([]);
  });

  it('leaves the rest of the admin API reading bodies as JSON', async () => {
    const multipartElsewhere = await shop.app.inject({
      method: 'POST',
      url: '/api/v1/admin/staff',
      headers: {
        origin: admin.publicOrigin,
        cookie: `shop_admin=${owner}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      payload: form([{ name: 'name', value: 'x' }]),
    });
    expect(multipartElsewhere.statusCode).toBe(400);
    expect(errorOf(multipartElsewhere)).toMatch(/^body: /);
    const reply = await admin.send('POST', '/api/v1/admin/staff', {
      cookie: owner,
      body: {
        name: 'Someone',
        email: `someone-${Date.now()}@example.com`,
        password: 'olive grove 1948',
        role: 'orders',
      },
    });
    expect(reply.statusCode).toBe(201);
  });
});

describe('the staging folder', () => {
  it('is swept of what a stopped process left a day ago, not of uploads still arriving', async () => {
    const folder = path.join(shop.config.filesDir, 'staging');
    await fs.mkdir(folder, { recursive: true });
    const abandoned = path.join(folder, 'abandoned');
    const arriving = path.join(folder, 'arriving');
    await fs.writeFile(abandoned, 'x');
    await fs.writeFile(arriving, 'y');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await fs.utimes(abandoned, twoDaysAgo, twoDaysAgo);
    await sweepStaging(shop.config);
    expect(await stagingLeft()).toEqual(['arriving']);
    await fs.rm(arriving);
  });
});

describe('the same bytes uploaded again', () => {
  it('answer the same asset: ten parallel identical uploads make one row and one audit entry', async () => {
    const original = await png(700, 500);
    const replies = await Promise.all(Array.from({ length: 10 }, () => upload(original)));
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const ids = new Set(replies.map((reply) => (reply.json() as MediaImage).id));
    expect(ids.size).toBe(1);
    const hash = hashOf((replies[0]!.json() as MediaImage).url);
    expect(await mediaRows(hash)).toHaveLength(1);
    const again = await upload(original, 'renamed.png');
    expect(again.statusCode).toBe(200);
    expect((again.json() as MediaImage).id).toBe([...ids][0]);
    expect(await uploadAudits([...ids][0]!)).toHaveLength(1);
    expect(await stagingLeft()).toEqual([]);
  });
});

describe('who may upload', () => {
  const cookies: Record<string, string | undefined> = {};
  beforeAll(async () => {
    cookies.owner = owner;
    cookies.catalogue = catalogue;
    cookies.orders = await admin.signIn((await admin.createMember('orders')).email);
    cookies.moderator = await admin.signIn((await admin.createMember('moderator')).email);
    cookies.none = undefined;
  });

  it.each([
    ['owner', 201, 200],
    ['catalogue', 201, 200],
    ['orders', 403, 403],
    ['moderator', 403, 403],
    ['none', 401, 401],
  ])('%s: POST %s, GET %s', async (role, postStatus, getStatus) => {
    const reply = await upload(await png(30, 30), 'role.png', { cookie: cookies[role] });
    expect(reply.statusCode).toBe(postStatus);
    const list = await admin.send('GET', ADMIN_MEDIA_PATH, { cookie: cookies[role] });
    expect(list.statusCode).toBe(getStatus);
  });

  it('refuses the admin token: uploads take a staff session', async () => {
    const reply = await shop.app.inject({
      method: 'POST',
      url: ADMIN_MEDIA_PATH,
      headers: {
        authorization: `Bearer ${await admin.adminToken()}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      payload: form([{ name: 'file', filename: 'a.png', data: await png(10, 10) }]),
    });
    expect(reply.statusCode).toBe(401);
  });

  it.each([
    ['another origin', 'https://evil.example'],
    ['no Origin', null],
    ['Origin null', 'null'],
  ])('refuses an owner upload from %s (403), storing nothing', async (_what, origin) => {
    const before = (await mediaRows()).length;
    const reply = await upload(await png(20, 20), 'csrf.png', { origin });
    expect(reply.statusCode).toBe(403);
    expect(problemOf(reply)).toEqual(problem('CROSS_ORIGIN_REFUSED'));
    expect((await mediaRows()).length).toBe(before);
  });
});

describe('uploading a digital product file', () => {
  const pdf = Buffer.from(`%PDF-1.4\n% a guide ${Date.now()}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`);

  it('keeps it privately with a digital_files row, never under /media/', async () => {
    const reply = await post(
      form([
        { name: 'kind', value: 'file' },
        { name: 'file', filename: 'Knitting guide.pdf', data: pdf, type: 'image/png' },
      ]),
      { cookie: catalogue },
    );
    expect(reply.statusCode).toBe(201);
    const file = reply.json() as MediaFile;
    expect(file).toMatchObject({
      kind: 'file',
      originalName: 'Knitting guide.pdf',
      sizeBytes: pdf.length,
      contentType: 'application/pdf',
    });
    const [digital] = await queryRows<{ storage_path: string; content_type: string; size_bytes: number }>(
      shop.db,
      sql`SELECT storage_path, content_type, size_bytes FROM digital_files WHERE id = ${file.id}`,
    );
    const { createHash } = await import('node:crypto');
    const hash = createHash('sha256').update(pdf).digest('hex');
    expect(digital).toEqual({
      storage_path: `digital/u/${hash}`,
      content_type: 'application/pdf',
      size_bytes: pdf.length,
    });
    // Where the download route reads it, and nowhere public.
    const stored = path.join(shop.config.filesDir, digital!.storage_path);
    expect(await fs.readFile(stored)).toEqual(pdf);
    expect(path.relative(shop.config.mediaDir, stored).startsWith('..')).toBe(true);
    for (const url of [
      `/media/u/${hash}`,
      `/media/digital/u/${hash}`,
      `/media/../digital/u/${hash}`,
      `/media/%2e%2e/digital/u/${hash}`,
      `/media/..%2fdigital%2fu%2f${hash}`,
      `/media/%2e%2e%2fdigital%2fu%2f${hash}`,
    ]) {
      const served = await shop.app.inject({ method: 'GET', url });
      expect(served.statusCode, url).not.toBe(200);
      expect(served.body, url).not.toContain('%PDF');
    }
    const audits = await uploadAudits(file.mediaId);
    expect(audits[0]).toMatchObject({ action: 'upload' });
    expect(audits[0]!.after).toMatchObject({ kind: 'file', digitalFileId: file.id, contentType: 'application/pdf' });
    // A product can point at it.
    await shop.db.execute(
      sql`UPDATE products SET digital_file_id = ${file.id} WHERE id = (SELECT min(id) FROM products)`,
    );
  });

  it('takes any type (application/octet-stream when the bytes say nothing), kind given in the query', async () => {
    const csv = Buffer.from(`name,size\nscarf,${Date.now()}\n`);
    const reply = await post(form([{ name: 'file', filename: 'sizes.csv', data: csv, type: 'text/csv' }]), {
      cookie: owner,
      query: '?kind=file',
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({ contentType: 'application/octet-stream', originalName: 'sizes.csv' });
  });

  it('makes one asset and one digital file of parallel identical uploads', async () => {
    const zipLike = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.from(`payload ${Date.now()}`)]);
    const replies = await Promise.all(
      Array.from({ length: 6 }, () =>
        post(form([{ name: 'file', filename: 'pattern.zip', data: zipLike }]), { cookie: owner, query: '?kind=file' }),
      ),
    );
    expect(replies.filter((reply) => reply.statusCode === 201)).toHaveLength(1);
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(5);
    expect(new Set(replies.map((reply) => (reply.json() as MediaFile).id)).size).toBe(1);
    const { createHash } = await import('node:crypto');
    const hash = createHash('sha256').update(zipLike).digest('hex');
    expect(await mediaRows(hash)).toHaveLength(1);
    const digital = await queryRows(
      shop.db,
      sql`SELECT id FROM digital_files WHERE storage_path = ${`digital/u/${hash}`}`,
    );
    expect(digital).toHaveLength(1);
  });

  it('is a different asset from the same bytes uploaded as an image', async () => {
    const bytes = await png(60, 60);
    const asImage = (await upload(bytes)).json() as MediaImage;
    const asFile = await post(form([{ name: 'file', filename: 'a.png', data: bytes }]), {
      cookie: owner,
      query: '?kind=file',
    });
    expect(asFile.statusCode).toBe(201);
    expect((asFile.json() as MediaFile).mediaId).not.toBe(asImage.id);
    expect(asFile.json()).toMatchObject({ contentType: 'image/png' });
  });
});

describe('listing uploads', () => {
  it('pages images newest first, and files separately', async () => {
    const first = (await upload(await png(33, 33), 'list-first.png')).json() as MediaImage;
    const second = (await upload(await png(34, 34), 'list-second.png')).json() as MediaImage;
    const page = (await admin.send('GET', `${ADMIN_MEDIA_PATH}?limit=2`, { cookie: catalogue })).json() as MediaPage;
    expect(page.limit).toBe(2);
    expect(page.offset).toBe(0);
    expect(page.items.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(page.items[0]).toEqual(second);
    const images = await mediaRows();
    expect(page.total).toBe(images.filter((row) => row.kind === 'image').length);

    const next = (
      await admin.send('GET', `${ADMIN_MEDIA_PATH}?limit=1&offset=1`, { cookie: owner })
    ).json() as MediaPage;
    expect(next.items.map((item) => item.id)).toEqual([first.id]);

    const oldest = (
      await admin.send('GET', `${ADMIN_MEDIA_PATH}?order=asc&limit=1`, { cookie: owner })
    ).json() as MediaPage;
    expect(oldest.items[0]!.id).toBe(images.find((row) => row.kind === 'image')!.id);

    const named = (await admin.send('GET', `${ADMIN_MEDIA_PATH}?q=LIST-SEC`, { cookie: owner })).json() as MediaPage;
    expect(named.items.map((item) => item.id)).toEqual([second.id]);
    const wildcard = (await admin.send('GET', `${ADMIN_MEDIA_PATH}?q=%25`, { cookie: owner })).json() as MediaPage;
    expect(wildcard.total).toBe(0);

    const files = (await admin.send('GET', `${ADMIN_MEDIA_PATH}?kind=file`, { cookie: owner })).json() as MediaPage;
    expect(files.items.length).toBeGreaterThan(0);
    expect(files.items.every((item) => item.kind === 'file')).toBe(true);
    expect(files.total).toBe((await mediaRows()).filter((row) => row.kind === 'file').length);
  });

  it.each([
    ['limit=0', /^limit: /],
    ['limit=abc', /^limit: /],
    ['offset=-1', /^offset: /],
    ['sort=hash', /^sort: Expected createdAt, originalName, sizeBytes/],
    ['kind=video', /^kind: Expected image or file/],
  ])('answers 400 naming the field for %s', async (query, message) => {
    const reply = await admin.send('GET', `${ADMIN_MEDIA_PATH}?${query}`, { cookie: owner });
    expect(reply.statusCode).toBe(400);
    expect(errorOf(reply)).toMatch(message);
  });

  it('is in the OpenAPI document under the admin tag', async () => {
    const document = (await shop.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[]; requestBody?: { content: Record<string, unknown> } }>>;
    };
    const media = document.paths[ADMIN_MEDIA_PATH]!;
    expect(media.get!.tags).toEqual(['admin']);
    expect(media.post!.tags).toEqual(['admin']);
    expect(Object.keys(media.post!.requestBody!.content)).toEqual(['multipart/form-data']);
  });
});

// Downloads of digital products streamed from the file storage through the back-office, on the local
// folder and on an S3 bucket: the owner check holds, and a file gone from the storage is a 404 saying so.
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, PaymentMethod, downloadPath } from '@shop/contract';
import { queryRows } from '../db/database';
import { packageRoot } from '../package-root';
import { createFileStorage } from '../storage/create-file-storage';
import type { FileStorage } from '../storage/file-storage';
import { placeOrderOf } from '../../test/support/checkout';
import { startS3Server, type TestS3Server } from '../../test/support/s3-server';
import { findPlaces, signUpAndLogIn, type Place } from '../../test/support/shopper';
import { createTestShop, type TestShop } from '../../test/support/test-app';
import { FILE_MISSING } from './download-route';
import { setOrderStatus } from './set-order-status';

interface DigitalProduct {
  id: number;
  storage_path: string;
}

describe.each([
  { name: 'the local folder', onS3: false },
  { name: 'an S3 bucket', onS3: true },
])('downloads from $name', ({ onS3 }) => {
  let server: TestS3Server | undefined;
  let shop: TestShop;
  let storage: FileStorage;
  let place: Place;

  beforeAll(async () => {
    server = onS3 ? await startS3Server() : undefined;
    // Seeded: the demo shop's downloads are put in the storage by the seed.
    shop = await createTestShop({ env: server?.env ?? {} });
    storage = await createFileStorage(shop.config);
    place = (await findPlaces(shop)).home;
  });
  afterAll(async () => {
    await storage?.close();
    await shop?.close();
    await server?.close();
  });

  /** A completed order of a digital product by a new customer, and the item's download URL for `token`. */
  async function completedDownload(email: string, product: DigitalProduct) {
    const customer = await signUpAndLogIn(shop, place, email);
    const placed = await placeOrderOf(shop, customer, product.id, { PaymentMethod: PaymentMethod.CashOnDelivery });
    expect(placed.status, placed.body.errorMessage).toBe(200);
    const orderNumber = placed.rows[0]!.OrderNumber as string;
    const [item] = await queryRows<{ id: number }>(
      shop.db,
      sql`SELECT i.id FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.order_number = ${orderNumber}`,
    );
    expect(await setOrderStatus(shop.db, orderNumber, OrderStatus.InProgress)).toMatchObject({ ok: true });
    expect(await setOrderStatus(shop.db, orderNumber, OrderStatus.Completed)).toMatchObject({ ok: true });
    return { customer, urlFor: (token: string) => downloadPath(item!.id, token) };
  }

  const digitalProducts = () =>
    queryRows<DigitalProduct>(
      shop.db,
      sql`SELECT p.id, f.storage_path FROM products p JOIN digital_files f ON f.id = p.digital_file_id ORDER BY p.id`,
    );

  it('streams the file to the customer who bought it, and to no one else', async () => {
    const [product] = await digitalProducts();
    const shipped = await fs.readFile(
      path.join(packageRoot(), 'seed-files', product!.storage_path.slice('digital/'.length)),
    );
    const { urlFor, customer } = await completedDownload('buyer@example.com', product!);
    const reply = await shop.app.inject({ method: 'GET', url: urlFor(customer.token) });
    expect(reply.statusCode).toBe(200);
    expect(reply.rawPayload).toEqual(shipped);
    expect(reply.headers['content-length']).toBe(String(shipped.length));
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(reply.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"/);
    expect(reply.headers['cache-control']).toBe('private, no-store');

    const stranger = await signUpAndLogIn(shop, place, 'stranger@example.com');
    const refused = await shop.app.inject({ method: 'GET', url: urlFor(stranger.token) });
    expect(refused.statusCode).toBe(404);
    expect(refused.rawPayload.includes(shipped.subarray(0, 64))).toBe(false);
  });

  it('answers 404 with a message saying the file is missing when it is gone from the storage, never a 500', async () => {
    const [, product] = await digitalProducts();
    const { urlFor, customer } = await completedDownload('unlucky@example.com', product!);
    expect((await shop.app.inject({ method: 'GET', url: urlFor(customer.token) })).statusCode).toBe(200);

    await storage.delete(product!.storage_path);
    const reply = await shop.app.inject({ method: 'GET', url: urlFor(customer.token) });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({
      statusCode: 404,
      errorMessage: FILE_MISSING.message,
      errorCode: 'DOWNLOAD_FILE_MISSING',
    });
  });
});

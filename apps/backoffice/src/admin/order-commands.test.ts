import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, PaymentMethod } from '@shop/contract';
import { loadConfig, type Config } from '../config';
import { connectDatabase } from '../db/connect';
import { orders, users } from '../db/schema';
import { orderableProduct, placeOrderOf, type Shopper } from '../../test/support/checkout';
import { findPlaces, signUpAndLogIn } from '../../test/support/shopper';
import { createTestShop, type TestShop } from '../../test/support/test-app';
import { ExitCode, backofficeUrlOf, runOrderCommand, type OrderCommand } from './order-commands';
import { listAudit } from './audit-log';
import { OFFLINE_CLI_ACTOR } from './order-audit';

let shop: TestShop;
let shopper: Shopper;
let baseUrl: string;
const tempDirs: string[] = [];

beforeAll(async () => {
  shop = await createTestShop();
  shopper = await signUpAndLogIn(shop, (await findPlaces(shop)).home, 'cli-owner@example.com');
  baseUrl = await shop.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await shop?.close();
  await Promise.all(tempDirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

async function tempDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-cli-'));
  tempDirs.push(dir);
  return dir;
}

/** Runs a command as `npm run shop` would, collecting what it prints. */
async function run(command: OrderCommand, args: string[], config: Config = shop.config, url = baseUrl) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOrderCommand(command, args, {
    config,
    env: { BACKOFFICE_URL: url },
    output: { out: (line) => out.push(line), err: (line) => err.push(line) },
  });
  return { code, out, err };
}

async function placeCashOrder(): Promise<string> {
  const reply = await placeOrderOf(shop, shopper, (await orderableProduct(shop)).id, {
    PaymentMethod: PaymentMethod.CashOnDelivery,
  });
  return reply.rows[0]!.OrderNumber as string;
}

const statusOf = async (orderNumber: string) =>
  (await shop.db.select({ status: orders.status }).from(orders).where(eq(orders.orderNumber, orderNumber)))[0]!.status;

/** An address where nothing listens. */
async function closedPortUrl(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

describe('the shop owner’s order commands while the shop runs', () => {
  it('change a status through the back-office with the token from DATA_DIR/admin-token', async () => {
    const orderNumber = await placeCashOrder();
    const moved = await run('order:set-status', [orderNumber.toLowerCase(), 'InProgress']);
    expect(moved).toEqual({ code: ExitCode.done, out: [`Order ${orderNumber}: Active → InProgress`], err: [] });
    expect(await statusOf(orderNumber)).toBe(OrderStatus.InProgress);

    const refused = await run('order:set-status', [orderNumber, '1']);
    expect(refused.code).toBe(ExitCode.failed);
    expect(refused.err).toEqual([
      `Order ${orderNumber} is InProgress; it cannot become Active (next: Completed or Refunded).`,
    ]);
    const unknown = await run('order:set-status', ['PS-000000-NOSUCH', 'Completed']);
    expect(unknown).toMatchObject({ code: ExitCode.failed, err: ['No order PS-000000-NOSUCH.'] });
  });

  it('list the newest orders, or a customer’s', async () => {
    const orderNumber = await placeCashOrder();
    const listed = await run('order:list', ['CLI-OWNER@example.com']);
    expect(listed.code).toBe(ExitCode.done);
    expect(listed.out[0]).toMatch(
      new RegExp(`^${orderNumber}  Active      \\d+\\.\\d{2} USD  cli-owner@example\\.com  \\d{4}-\\d{2}-\\d{2}T`),
    );
    expect((await run('order:list', ['nobody@example.com'])).out).toEqual(['No orders.']);
  });

  it('say so when the token is refused or missing', async () => {
    const orderNumber = await placeCashOrder();
    const wrongToken = loadConfig({ ...configEnv(shop.config), ADMIN_TOKEN: 'not-the-owner-token-0123456789abcdef' });
    const refused = await run('order:set-status', [orderNumber, 'InProgress'], wrongToken);
    expect(refused.code).toBe(ExitCode.failed);
    expect(refused.err[0]).toMatch(/refused the admin token\. Set ADMIN_TOKEN/);

    const elsewhere = loadConfig({ ...configEnv(shop.config), DATA_DIR: await tempDir() });
    const missing = await run('order:list', [], elsewhere);
    expect(missing.code).toBe(ExitCode.failed);
    expect(missing.err[0]).toMatch(/is running, but no admin token was found/);
    expect(await statusOf(orderNumber)).toBe(OrderStatus.Active);
  });

  it('refuse a wrong status before calling anyone', async () => {
    expect((await run('order:set-status', ['PS-1', 'Shipped'], shop.config, await closedPortUrl())).code).toBe(
      ExitCode.usage,
    );
    expect((await run('order:set-status', [], shop.config, await closedPortUrl())).code).toBe(ExitCode.usage);
  });
});

describe('the shop owner’s order commands with no back-office running', () => {
  it('open the database themselves', async () => {
    // PGlite: a database of its own in a new DATA_DIR; PostgreSQL: the test shop's database.
    const config = loadConfig({ ...configEnv(shop.config), DATA_DIR: await tempDir() });
    const orderNumber = `PS-CLI-${Date.now()}`;
    const database = await connectDatabase(config);
    try {
      const [user] = await database.db
        .insert(users)
        .values({ firstName: 'Nadia', lastName: 'Khalil', email: `${orderNumber}@example.com`, passwordHash: 'x' })
        .returning({ id: users.id });
      await database.db.insert(orders).values({
        orderNumber,
        userId: user!.id,
        status: OrderStatus.Active,
        paymentMethod: PaymentMethod.CashOnDelivery,
        paymentStatus: 'unpaid',
        currency: 'USD',
        subtotal: 1000,
        shippingTotal: 0,
        orderTotal: 1000,
        billing: {},
      });
    } finally {
      await database.close();
    }

    const offline = await closedPortUrl();
    expect(await run('order:set-status', [orderNumber, 'InProgress'], config, offline)).toEqual({
      code: ExitCode.done,
      out: [`Order ${orderNumber}: Active → InProgress`],
      err: [],
    });
    const listed = await run('order:list', [`${orderNumber}@example.com`], config, offline);
    expect(listed.out).toHaveLength(1);
    expect(listed.out[0]).toMatch(new RegExp(`^${orderNumber}  InProgress  10\\.00 USD`));
    const reopened = await connectDatabase(config);
    try {
      // On PostgreSQL the database is the test shop's, whose other tests move orders too.
      const { entries } = await listAudit(reopened.db, { limit: 100, offset: 0, resource: 'order' });
      expect(entries.filter((entry) => entry.resourceId === orderNumber)).toEqual([
        expect.objectContaining({ staffId: null, actor: OFFLINE_CLI_ACTOR.label, after: { status: 'InProgress' } }),
      ]);
    } finally {
      await reopened.close();
    }
  }, 120_000);
});

describe('where the back-office is looked for', () => {
  it('is BACKOFFICE_URL, else this machine at BACKOFFICE_PORT', () => {
    expect(backofficeUrlOf({ BACKOFFICE_URL: 'http://shop.internal:4000/' }, { BACKOFFICE_PORT: 4000 })).toBe(
      'http://shop.internal:4000',
    );
    expect(backofficeUrlOf({}, { BACKOFFICE_PORT: 4321 })).toBe('http://127.0.0.1:4321');
  });
});

/** The settings a config was made from, to make another like it. */
function configEnv(config: Config): Record<string, string> {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: config.DATA_DIR,
    ...(config.DATABASE_URL ? { DATABASE_URL: config.DATABASE_URL } : {}),
  };
}

// Crash: the built back-office takes a stream of orders (cash and live card payments through a
// local Stripe) and is killed with SIGKILL at random moments, 50 times, then started again. Orders
// cut off by a kill are retried with their Idempotency-Key. At the end every acknowledged order
// exists exactly once, stock plus the units ordered equals the starting stock, and after the
// reconciliation command no card payment is captured without its order.
import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PaymentMethod, endpointPath } from '@shop/contract';
import { loadConfig } from '../../src/config';
import { connectDatabase, type DatabaseHandle } from '../../src/db/connect';
import { queryRows } from '../../src/db/database';
import { seedDemoShop } from '../../src/seed/seed';
import { startFakeStripe, stripeEnv, TestPaymentMethods, type FakeStripe } from '../support/fake-stripe';
import { findPlaces } from '../support/shopper';
import { freshPostgresDatabase } from '../support/test-app';
import { builtCli, ensureBuilt, freePort, startBackoffice, type BackofficeProcess } from './backoffice-process';
import { createCustomers, type Customer } from './customers';
import { timed } from './timing';

const KILLS = 50;
/** Orders in flight at once. */
const STREAM_WORKERS = 6;
/** A kill comes this long after the back-office answers again (ms): sometimes at once, sometimes mid-stream. */
const KILL_DELAY_MS = { min: 0, max: 600 };
const CUSTOMERS = 12;
/** Stock of the products ordered: two plenty, one that runs out so refusals are crashed into too. */
const STARTING_STOCK = [100_000, 100_000, 60];
const REQUEST_TIMEOUT_MS = 30_000;
const FINAL_RETRY_ROUNDS = 5;

type Outcome =
  { kind: 'pending' } | { kind: 'placed'; orderNumber: string } | { kind: 'refused'; status: number; message: string };

interface Attempt {
  key: string;
  customer: Customer;
  body: string;
  outcome: Outcome;
}

const driver = process.env.TEST_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite';
let stripe: FakeStripe;
let dataDir: string;
let postgres: { url: string; drop: () => Promise<void> } | undefined;
let env: Record<string, string>;
let port: number;
let customers: Customer[];
let productIds: number[];
const serverLog = { text: '' };

beforeAll(async () => {
  ensureBuilt();
  stripe = await startFakeStripe();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-crash-'));
  postgres = driver === 'postgres' ? await freshPostgresDatabase() : undefined;
  env = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    ARGON2_MEMORY_KIB: '1024',
    ...stripeEnv(stripe),
    // On PostgreSQL the instances' shared secrets come from the environment.
    ...(postgres
      ? {
          DATABASE_URL: postgres.url,
          SECRET_KEY: randomBytes(32).toString('base64'),
          ADMIN_TOKEN: randomBytes(32).toString('base64'),
        }
      : {}),
  };
  port = await freePort();

  // The shop, its customers and the stock are made before the first start (PGlite opens its files
  // from one process at a time).
  const database = await connectDatabase(loadConfig(env), { schema: 'migrate' });
  try {
    await seedDemoShop(database.db, loadConfig(env));
    const products = await queryRows<{ id: number }>(
      database.db,
      sql`SELECT p.id FROM products p
           WHERE p.digital_file_id IS NULL AND p.order_maximum_quantity = 0
             AND NOT EXISTS (SELECT 1 FROM product_attribute_values v WHERE v.product_id = p.id)
           ORDER BY p.id LIMIT ${STARTING_STOCK.length}`,
    );
    productIds = products.map((product) => product.id);
    for (const [index, productId] of productIds.entries()) {
      await database.db.execute(
        sql`UPDATE product_variants SET stock_quantity = ${STARTING_STOCK[index]!} WHERE product_id = ${productId}`,
      );
      await database.db.execute(
        sql`UPDATE products SET stock_quantity = ${STARTING_STOCK[index]!} WHERE id = ${productId}`,
      );
    }
    const { home } = await findPlaces(database);
    customers = await createCustomers(database.db, home, CUSTOMERS, 'crash');
  } finally {
    await database.close();
  }
});

afterAll(async () => {
  await stripe?.close();
  await postgres?.drop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A new order: one or two lines of the products, paid cash on delivery or by card through Stripe. */
function newAttempt(): Attempt {
  const customer = pick(customers);
  const lines = [...new Set([pick(productIds), pick(productIds)])].map((productId) => ({
    ProductId: productId,
    Quantity: between(1, 3),
    productSelectedAttributes: [],
  }));
  const byCard = Math.random() < 0.5;
  const body = JSON.stringify({
    requestParameters: {
      UserID: customer.userId,
      OrderNote: '',
      cartJsonData: JSON.stringify(lines),
      CouponCode: '',
      PaymentMethod: byCard ? PaymentMethod.Card : PaymentMethod.CashOnDelivery,
      paymentToken: byCard ? TestPaymentMethods.visa : '',
      payPalOrderConfirmJson: '',
      recordValueJson: '[]',
    },
  });
  return { key: randomUUID(), customer, body, outcome: { kind: 'pending' } };
}

it(`keeps every acknowledged order, the stock and the payments straight through ${KILLS} kills`, async () => {
  const attempts = new Map<string, Attempt>();
  const inFlight = new Set<string>();
  const interrupted = new Set<string>();
  const serverErrors: string[] = [];
  const changedAnswers: string[] = [];
  const restartSeconds: number[] = [];
  let server: BackofficeProcess | undefined;
  let serverReady: Promise<void> = Promise.resolve();

  /** Sends one attempt to the back-office running now and records what became of it. */
  async function send(attempt: Attempt): Promise<void> {
    if (inFlight.has(attempt.key) || !server) return;
    inFlight.add(attempt.key);
    try {
      const response = await fetch(`${server.url}${endpointPath('post-order/post-customer-order')}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          token: attempt.customer.token,
          userid: String(attempt.customer.userId),
          'idempotency-key': attempt.key,
        },
        body: attempt.body,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const answer = (await response.json()) as { errorMessage: string; errorCode?: string; data: string };
      const previous = attempt.outcome;
      if (response.status >= 500) {
        serverErrors.push(`${response.status} ${answer.errorMessage}`);
      } else if (response.status === 200) {
        const orderNumber = String((JSON.parse(answer.data) as { OrderNumber?: string }[])[0]?.OrderNumber);
        const outcome = { kind: 'placed' as const, orderNumber };
        if (previous.kind !== 'pending' && JSON.stringify(previous) !== JSON.stringify(outcome)) {
          changedAnswers.push(`${attempt.key}: ${JSON.stringify(previous)} then ${JSON.stringify(outcome)}`);
        }
        attempt.outcome = outcome;
      } else if (!(response.status === 409 && answer.errorCode === 'ORDER_IN_PROGRESS')) {
        const refused = { kind: 'refused' as const, status: response.status, message: answer.errorMessage };
        if (previous.kind !== 'pending' && JSON.stringify(previous) !== JSON.stringify(refused)) {
          changedAnswers.push(`${attempt.key}: ${JSON.stringify(previous)} then ${JSON.stringify(refused)}`);
        }
        attempt.outcome = refused;
      }
    } catch {
      // Cut off by a kill: no answer, so the shopper would send it again.
      interrupted.add(attempt.key);
    } finally {
      inFlight.delete(attempt.key);
    }
  }

  const pending = () => [...attempts.values()].filter((attempt) => attempt.outcome.kind === 'pending');
  let streaming = true;
  async function orderStream(): Promise<void> {
    while (streaming) {
      await serverReady;
      const attempt = newAttempt();
      attempts.set(attempt.key, attempt);
      await send(attempt);
    }
  }

  /** On PostgreSQL claims of killed requests go stale after a minute; with no process running, that minute is made to pass. */
  async function letClaimsGoStale(): Promise<void> {
    if (!postgres) return; // PGlite: the back-office lets go of them itself when it starts.
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    await client.query(
      `UPDATE idempotency_records SET created_at = created_at - interval '2 minutes' WHERE status_code IS NULL`,
    );
    await client.end();
  }

  await timed(`crash ${driver}: ${KILLS} kills under ${STREAM_WORKERS} orders in flight`, async () => {
    server = await startBackoffice(env, port, serverLog);
    const stream = Array.from({ length: STREAM_WORKERS }, () => orderStream());
    for (let kill = 1; kill <= KILLS; kill += 1) {
      // Orders cut off by the last kill are retried beside the new ones.
      void Promise.all(pending().map(send));
      await sleep(between(KILL_DELAY_MS.min, KILL_DELAY_MS.max));
      let restarted!: () => void;
      serverReady = new Promise((resolve) => (restarted = resolve));
      await server.kill();
      const down = performance.now();
      await letClaimsGoStale();
      server = await startBackoffice(env, port, serverLog);
      restartSeconds.push((performance.now() - down) / 1000);
      restarted();
    }
    streaming = false;
    await Promise.all(stream);
    for (let round = 1; round <= FINAL_RETRY_ROUNDS && pending().length > 0; round += 1) {
      await Promise.all(pending().map(send));
    }
    // Each answer again: the same order for the same key, never a second one.
    for (const attempt of attempts.values()) await send(attempt);
    await server.stop();
  });

  // Run beside this process, which answers for Stripe: a synchronous spawn would leave the fake unanswered.
  const reconcile = await promisify(execFile)(process.execPath, [builtCli(), 'payments:reconcile'], {
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
  });

  const all = [...attempts.values()];
  const placed = all.filter((attempt) => attempt.outcome.kind === 'placed');
  console.log(
    `crash ${driver}: ${all.length} orders sent, ${placed.length} placed, ${all.length - placed.length} refused, ` +
      `${interrupted.size} cut off by a kill and retried; ${stripe.intents.size} card payments, ` +
      `${stripe.refunded.length} given back; a restart took ${(restartSeconds.reduce((sum, seconds) => sum + seconds, 0) / restartSeconds.length).toFixed(1)} s on average. Reconciliation: ${reconcile.stdout.trim().replace(/\n/g, ' ')}`,
  );
  expect(serverErrors).toEqual([]);
  expect(changedAnswers, 'a key answered twice answers the same').toEqual([]);
  expect(pending().map((attempt) => attempt.key)).toEqual([]);
  expect(interrupted.size, 'the kills cut off orders in flight').toBeGreaterThan(0);

  const database: DatabaseHandle = await connectDatabase(loadConfig(env));
  try {
    // Every acknowledged order exists exactly once, and no order exists that was not acknowledged.
    const orders = await queryRows<{ order_number: string; idempotency_key: string }>(
      database.db,
      sql`SELECT order_number, idempotency_key FROM orders`,
    );
    const byKey = new Map(orders.map((order) => [order.idempotency_key, order.order_number]));
    expect(orders).toHaveLength(placed.length);
    for (const attempt of placed) {
      const orderNumber = attempt.outcome.kind === 'placed' ? attempt.outcome.orderNumber : '';
      expect(byKey.get(`${attempt.customer.userId}:key:${attempt.key}`), attempt.key).toBe(orderNumber);
    }

    // Stock plus the units in orders is the starting stock.
    for (const [index, productId] of productIds.entries()) {
      const [row] = await queryRows<{ stock: number; ordered: number }>(
        database.db,
        sql`SELECT p.stock_quantity AS stock,
                   COALESCE((SELECT sum(i.quantity) FROM order_items i WHERE i.product_id = p.id), 0)::int AS ordered
              FROM products p WHERE p.id = ${productId}`,
      );
      expect(row!.stock, `product ${productId}`).toBeGreaterThanOrEqual(0);
      expect(row!.stock + row!.ordered, `product ${productId}`).toBe(STARTING_STOCK[index]);
    }

    // Every card payment Stripe took pays for exactly one order, or was given back.
    const payments = await queryRows<{ reference: string; order_id: number | null; amount: number; total: number }>(
      database.db,
      sql`SELECT p.provider_reference AS reference, p.order_id, p.amount, o.order_total AS total
            FROM payments p LEFT JOIN orders o ON o.id = p.order_id`,
    );
    const paymentOf = new Map(payments.map((payment) => [payment.reference, payment]));
    for (const intent of stripe.intents.values()) {
      if (intent.status !== 'succeeded') continue;
      const payment = paymentOf.get(intent.id);
      const givenBack = stripe.refunded.includes(intent.id);
      if (payment?.order_id) {
        expect(givenBack, `${intent.id} pays for an order and was refunded`).toBe(false);
        expect(payment.total, intent.id).toBe(intent.amount);
      } else {
        expect(givenBack, `${intent.id} was captured, no order holds it, and it was not given back`).toBe(true);
      }
    }
    const [cardOrders] = await queryRows<{ unpaid: number }>(
      database.db,
      sql`SELECT count(*)::int AS unpaid FROM orders o
           WHERE o.payment_method = ${PaymentMethod.Card}
             AND (o.payment_status <> 'paid' OR NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id))`,
    );
    expect(cardOrders!.unpaid, 'card orders without their payment').toBe(0);
  } finally {
    await database.close();
  }
}, 900_000);

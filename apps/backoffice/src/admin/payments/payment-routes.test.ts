// Payment reconciliation from the admin, against the local Stripe stand-in: a captured payment no
// order holds is refunded (once, even when two runs meet) and reported; one an order holds is reported
// with its order; the last run is read back from the audit log.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PaymentMethod,
  type AdminLastReconciliation,
  type AdminReconciliation,
  type ReconcileFinding,
  type StaffRole,
} from '@shop/contract';
import { queryRows } from '../../db/database';
import { orderableProduct, placeOrderOf, type Shopper } from '../../../test/support/checkout';
import { TestPaymentMethods, startFakeStripe, stripeEnv, type FakeStripe } from '../../../test/support/fake-stripe';
import { findPlaces, signUpAndLogIn } from '../../../test/support/shopper';
import { createTestShop, type TestShop } from '../../../test/support/test-app';
import { adminClient } from '../../../test/support/admin-test-client';
import { ADMIN_RECONCILE_PATH } from './payment-routes';

let stripe: FakeStripe;
let shop: TestShop;
let admin: ReturnType<typeof adminClient>;
let alice: Shopper;
const cookies = {} as Record<StaffRole, string>;
const emails = {} as Record<StaffRole, string>;

beforeAll(async () => {
  stripe = await startFakeStripe();
  shop = await createTestShop({ env: stripeEnv(stripe) });
  admin = adminClient(shop);
  ({ cookie: cookies.owner, email: emails.owner } = await admin.firstOwner());
  for (const role of ['catalogue', 'orders', 'moderator'] as const) {
    emails[role] = (await admin.createMember(role)).email;
    cookies[role] = await admin.signIn(emails[role]);
  }
  alice = await signUpAndLogIn(shop, (await findPlaces(shop)).home, 'reconcile-alice@example.com');
});
afterAll(async () => {
  await shop?.close();
  await stripe?.close();
});

const run = (role: StaffRole = 'orders') => admin.send('POST', ADMIN_RECONCILE_PATH, { cookie: cookies[role] });
const last = async () => {
  const reply = await admin.send('GET', ADMIN_RECONCILE_PATH, { cookie: cookies.owner });
  expect(reply.statusCode).toBe(200);
  return (reply.json() as AdminLastReconciliation).last;
};
const findingOf = (answer: AdminReconciliation, reference: string) =>
  answer.findings.find((finding) => finding.reference === reference);

let lost = 0;
/** A payment the shop took for a checkout whose order was never recorded. */
function orphanedPayment(amount = 2599, currency = 'usd') {
  lost += 1;
  return stripe.addIntent({
    amount,
    currency,
    metadata: { shop_idempotency_key: `${alice.userId}:key:lost-${lost}-${Date.now()}` },
  });
}

const refundsOf = (reference: string) => stripe.refunds.filter((refund) => refund.payment_intent === reference);

describe('who may reconcile', () => {
  it('lets the owner and the orders team run and read it, and no one else', async () => {
    for (const role of ['catalogue', 'moderator'] as const) {
      expect((await run(role)).statusCode).toBe(403);
      const read = await admin.send('GET', ADMIN_RECONCILE_PATH, { cookie: cookies[role] });
      expect(read.statusCode).toBe(403);
    }
    expect((await admin.send('POST', ADMIN_RECONCILE_PATH)).statusCode).toBe(401);
    expect((await admin.send('GET', ADMIN_RECONCILE_PATH)).statusCode).toBe(401);
    for (const role of ['owner', 'orders'] as const) expect((await run(role)).statusCode).toBe(200);
    const [refused] = await queryRows<{ n: number }>(
      shop.db,
      sql`SELECT count(*)::int AS n FROM audit_log WHERE resource = 'payments' AND actor IN (${emails.catalogue}, ${emails.moderator})`,
    );
    expect(refused!.n).toBe(0);
  });
});

describe('a run', () => {
  it('refunds a captured payment no order holds and reports it, with who ran it and when', async () => {
    const orphan = orphanedPayment(4250, 'eur');
    const before = Date.now();
    const reply = await run('orders');
    expect(reply.statusCode).toBe(200);
    const answer = reply.json() as AdminReconciliation;
    expect(answer.ranBy).toBe(emails.orders);
    expect(Date.parse(answer.ranAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(answer.since)).toBeCloseTo(Date.parse(answer.ranAt) - 24 * 3600 * 1000, -3);
    expect(answer.provider).toBe('stripe');
    expect(answer.checked).toBe(answer.findings.length);
    expect(findingOf(answer, orphan.id)).toEqual<ReconcileFinding>({
      reference: orphan.id,
      amount: 4250,
      currency: 'EUR',
      outcome: 'refunded',
      orderId: null,
      orderNumber: null,
    });
    expect(refundsOf(orphan.id)).toHaveLength(1);
    // Those needing attention come first.
    expect(answer.findings[0]!.outcome).toBe('refunded');
    const [payment] = await queryRows<{ order_id: number | null; status: string }>(
      shop.db,
      sql`SELECT order_id, status FROM payments WHERE provider_reference = ${orphan.id}`,
    );
    expect(payment).toEqual({ order_id: null, status: 'refunded' });

    // Run again: given back before, not again.
    const again = (await run('owner')).json() as AdminReconciliation;
    expect(findingOf(again, orphan.id)?.outcome).toBe('refunded-earlier');
    expect(refundsOf(orphan.id)).toHaveLength(1);
  });

  it('reports a payment an order holds as recorded, with the order, and refunds nothing of it', async () => {
    const product = await orderableProduct(shop);
    const placed = await placeOrderOf(shop, alice, product.id, {
      PaymentMethod: PaymentMethod.Card,
      paymentToken: TestPaymentMethods.visa,
    });
    expect(placed.status).toBe(200);
    const orderId = placed.rows[0]!.OrderId as number;
    const intent = [...stripe.intents.values()].at(-1)!;
    const [order] = await queryRows<{ order_number: string }>(
      shop.db,
      sql`SELECT order_number FROM orders WHERE id = ${orderId}`,
    );
    const answer = (await run('owner')).json() as AdminReconciliation;
    expect(findingOf(answer, intent.id)).toEqual<ReconcileFinding>({
      reference: intent.id,
      amount: intent.amount,
      currency: 'USD',
      outcome: 'recorded',
      orderId,
      orderNumber: order!.order_number,
    });
    expect(refundsOf(intent.id)).toEqual([]);
  });

  it('leaves a payment the shop did not make alone', async () => {
    const foreign = stripe.addIntent({ amount: 999, metadata: {} });
    const answer = (await run('owner')).json() as AdminReconciliation;
    expect(findingOf(answer, foreign.id)).toMatchObject({ outcome: 'not-ours', orderId: null });
    expect(refundsOf(foreign.id)).toEqual([]);
  });

  it('refunds a payment once when two runs meet, and both report it', async () => {
    const orphans = [orphanedPayment(1100), orphanedPayment(2200), orphanedPayment(3300)];
    const replies = await Promise.all([run('owner'), run('orders')]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200]);
    const answers = replies.map((reply) => reply.json() as AdminReconciliation);
    for (const orphan of orphans) {
      // Asked once: the stand-in would refuse a second refund, which must never be tried.
      const asked = stripe.requestsTo('POST', '/v1/refunds').filter((r) => r.form.get('payment_intent') === orphan.id);
      expect(asked).toHaveLength(1);
      expect(refundsOf(orphan.id)).toHaveLength(1);
      const outcomes = answers.map((answer) => findingOf(answer, orphan.id)?.outcome).sort();
      expect(outcomes).toEqual(['refunded', 'refunded-earlier']);
    }
    const [recorded] = await queryRows<{ n: number }>(
      shop.db,
      sql`SELECT count(*)::int AS n FROM payments WHERE provider_reference IN (${orphans[0]!.id}, ${orphans[1]!.id}, ${orphans[2]!.id})`,
    );
    expect(recorded!.n).toBe(3);
  });

  it('answers 502 and records nothing when Stripe cannot list its payments', async () => {
    // Nothing listens on port 9: Stripe cannot be reached at all.
    const broken = await createTestShop({ env: { ...stripeEnv(stripe), STRIPE_API_BASE: 'http://127.0.0.1:9' } });
    try {
      const brokenAdmin = adminClient(broken);
      const { cookie } = await brokenAdmin.firstOwner();
      const reply = await brokenAdmin.send('POST', ADMIN_RECONCILE_PATH, { cookie });
      expect(reply.statusCode).toBe(502);
      expect(reply.json().errorMessage).toMatch(/could not be reached/);
      const read = await brokenAdmin.send('GET', ADMIN_RECONCILE_PATH, { cookie });
      expect((read.json() as AdminLastReconciliation).last).toBeNull();
    } finally {
      await broken.close();
    }
  });
});

describe('the last run', () => {
  it('is read back from the audit log as the run answered it', async () => {
    const orphan = orphanedPayment(700);
    const answer = (await run('orders')).json() as AdminReconciliation;
    expect(await last()).toEqual(answer);
    expect(findingOf(answer, orphan.id)?.outcome).toBe('refunded');
    const entries = await queryRows<{ action: string; actor: string; after: Record<string, unknown> }>(
      shop.db,
      sql`SELECT action, actor, after FROM audit_log WHERE resource = 'payments' ORDER BY id DESC LIMIT 1`,
    );
    expect(entries[0]).toMatchObject({ action: 'reconcile', actor: emails.orders });
    expect(entries[0]!.after).toMatchObject({ checked: answer.checked, findings: answer.findings });
  });
});

describe('the OpenAPI document', () => {
  it('lists running and reading a reconciliation under the admin tag, with their answers', async () => {
    const paths = (
      (await admin.send('GET', '/api/docs/json')).json() as {
        paths: Record<
          string,
          Record<string, { tags?: string[]; summary?: string; responses?: Record<string, unknown> }>
        >;
      }
    ).paths;
    const route = paths[ADMIN_RECONCILE_PATH]!;
    expect(Object.keys(route).sort()).toEqual(['get', 'post']);
    for (const method of ['get', 'post']) {
      expect(route[method]!.tags).toEqual(['admin']);
      expect(route[method]!.summary).toMatch(/\(owner, orders\)$/);
      expect(Object.keys(route[method]!.responses ?? {})).toContain('200');
    }
  });
});

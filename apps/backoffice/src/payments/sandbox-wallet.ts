import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Executor } from '../db/database';
import { sandboxWalletOrders } from '../db/schema';
import { toMoney } from '../catalog/money';
import type { Amount, WalletProvider } from './providers';

export const SandboxWalletMessages = {
  notFound: 'WalletOrderId: no such wallet order',
  wrongState: 'The wallet order cannot do that now.',
  notCompleted: 'The wallet payment was not completed.',
  unreadable: 'payPalOrderConfirmJson: the wallet confirmation could not be read',
} as const;

type WalletRecord = typeof sandboxWalletOrders.$inferSelect;

/** PayPal Orders v2's capture answer, the part the shop reads. */
const CaptureAnswer = z.object({
  id: z.string(),
  status: z.string(),
  purchase_units: z
    .array(
      z.object({
        payments: z.object({
          captures: z.array(z.object({ id: z.string(), status: z.string() })).min(1),
        }),
      }),
    )
    .min(1),
});

/** The capture answer the sandbox gives, shaped like PayPal's (what the storefront passes on). */
export function captureAnswer(order: WalletRecord): string {
  const amount = { currency_code: order.currency, value: toMoney(order.amount).toFixed(2) };
  return JSON.stringify({
    id: order.id,
    status: order.status,
    purchase_units: [{ payments: { captures: [{ id: order.captureId, status: 'COMPLETED', amount }] } }],
  });
}

export async function createWalletOrder(db: Executor, amount: Amount): Promise<WalletRecord> {
  const [order] = await db
    .insert(sandboxWalletOrders)
    .values({
      id: `WLT-${randomBytes(9).toString('hex').toUpperCase()}`,
      amount: amount.cents,
      currency: amount.currency,
      status: 'CREATED',
    })
    .returning();
  return order!;
}

/** Moves a wallet order on (approve: CREATED → APPROVED; capture: APPROVED → COMPLETED); undefined when it cannot. */
export async function advanceWalletOrder(
  db: Database,
  id: string,
  step: 'approve' | 'capture',
): Promise<WalletRecord | undefined> {
  const from = step === 'approve' ? 'CREATED' : 'APPROVED';
  const [order] = await db
    .update(sandboxWalletOrders)
    .set(
      step === 'approve'
        ? { status: 'APPROVED' }
        : { status: 'COMPLETED', captureId: `CAP-${randomBytes(9).toString('hex').toUpperCase()}` },
    )
    .where(and(eq(sandboxWalletOrders.id, id), eq(sandboxWalletOrders.status, from)))
    .returning();
  return order;
}

export async function findWalletOrder(db: Executor, id: string): Promise<WalletRecord | undefined> {
  const [order] = await db.select().from(sandboxWalletOrders).where(eq(sandboxWalletOrders.id, id));
  return order;
}

/** The offline wallet provider: it checks captures against its own records, as the shop would ask PayPal. */
export function createSandboxWalletProvider(db: Database): WalletProvider {
  return {
    mode: 'sandbox',
    async verifyCapture(tx, { confirmJson }) {
      let answer: z.infer<typeof CaptureAnswer>;
      try {
        answer = CaptureAnswer.parse(JSON.parse(confirmJson));
      } catch {
        return { ok: false, message: SandboxWalletMessages.unreadable };
      }
      const order = await findWalletOrder(tx, answer.id);
      const captureId = answer.purchase_units[0]!.payments.captures[0]!.id;
      if (!order || order.status !== 'COMPLETED' || order.captureId !== captureId) {
        return { ok: false, message: SandboxWalletMessages.notCompleted };
      }
      return {
        ok: true,
        provider: 'sandbox-wallet',
        reference: captureId,
        amount: { cents: order.amount, currency: order.currency as Amount['currency'] },
      };
    },
    async refundAmount(tx, { reference }) {
      const [order] = await tx
        .select({ amount: sandboxWalletOrders.amount })
        .from(sandboxWalletOrders)
        .where(eq(sandboxWalletOrders.captureId, reference));
      if (!order) return { ok: false, message: SandboxWalletMessages.notFound };
      return { ok: true, refundId: `RFD-${randomBytes(9).toString('hex').toUpperCase()}`, status: 'COMPLETED' };
    },
    async refund(reference) {
      await db
        .update(sandboxWalletOrders)
        .set({ status: 'REFUNDED' })
        .where(eq(sandboxWalletOrders.captureId, reference));
    },
  };
}

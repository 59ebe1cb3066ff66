import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { problem } from '@shop/contract';
import type { Database, Executor } from '../db/database';
import { toMoney } from '../catalog/money';
import type { Amount, WalletProvider } from './providers';
import {
  findCapturedAmount,
  findWalletOrder,
  insertWalletOrder,
  markWalletOrderRefunded,
  updateWalletOrderFrom,
  type WalletRecord,
} from './sandbox-repository';

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

export function createWalletOrder(db: Executor, amount: Amount): Promise<WalletRecord> {
  return insertWalletOrder(db, {
    id: `WLT-${randomBytes(9).toString('hex').toUpperCase()}`,
    amount: amount.cents,
    currency: amount.currency,
    status: 'CREATED',
  });
}

/** Moves a wallet order on (approve: CREATED → APPROVED; capture: APPROVED → COMPLETED); undefined when it cannot. */
export function advanceWalletOrder(
  db: Database,
  id: string,
  step: 'approve' | 'capture',
): Promise<WalletRecord | undefined> {
  return step === 'approve'
    ? updateWalletOrderFrom(db, id, 'CREATED', { status: 'APPROVED' })
    : updateWalletOrderFrom(db, id, 'APPROVED', {
        status: 'COMPLETED',
        captureId: `CAP-${randomBytes(9).toString('hex').toUpperCase()}`,
      });
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
        return { ok: false, problem: problem('WALLET_CONFIRMATION_UNREADABLE') };
      }
      const order = await findWalletOrder(tx, answer.id);
      const captureId = answer.purchase_units[0]!.payments.captures[0]!.id;
      if (!order || order.status !== 'COMPLETED' || order.captureId !== captureId) {
        return { ok: false, problem: problem('WALLET_NOT_COMPLETED') };
      }
      return {
        ok: true,
        provider: 'sandbox-wallet',
        reference: captureId,
        amount: { cents: order.amount, currency: order.currency as Amount['currency'] },
      };
    },
    async refundAmount(tx, { reference }) {
      const order = await findCapturedAmount(tx, reference);
      if (!order) return { ok: false, message: problem('WALLET_ORDER_NOT_FOUND').message };
      return { ok: true, refundId: `RFD-${randomBytes(9).toString('hex').toUpperCase()}`, status: 'COMPLETED' };
    },
    async refund(reference) {
      await markWalletOrderRefunded(db, reference);
    },
  };
}

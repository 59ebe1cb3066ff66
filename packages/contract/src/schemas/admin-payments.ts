// The admin API's payment reconciliation (/api/v1/admin/payments/reconcile, roles owner and orders,
// issue 18): the card payments the provider captured, checked against the shop's orders.
import { z } from 'zod';

/** How far back a reconciliation reads the card provider's payments: a day covers a missed webhook. */
export const RECONCILE_LOOK_BACK_MS = 24 * 60 * 60 * 1000;

/**
 * What reconciling found for one captured payment:
 * refunded — no order held it, so it was given back now;
 * order-pending — its order may still be being placed, so it was left for a later run;
 * failed — the provider did not answer for it; a later run tries again;
 * recorded — an order holds it (orderId and orderNumber name the order);
 * refunded-earlier — no order holds it and it was given back before (by an earlier run or a webhook);
 * not-ours — the shop did not make it (another system on the same provider account): left alone.
 */
export const ReconcileFindingOutcome = z.enum([
  'refunded',
  'order-pending',
  'failed',
  'recorded',
  'refunded-earlier',
  'not-ours',
]);
export type ReconcileFindingOutcome = z.infer<typeof ReconcileFindingOutcome>;

/** One captured payment and what reconciling it did. */
export const ReconcileFinding = z.object({
  /** The provider's id of the payment (a Stripe PaymentIntent id, pi_…). */
  reference: z.string(),
  /** What the provider took, in minor units (cents); null when it did not say. */
  amount: z.number().int().nullable(),
  /** ISO 4217 code of `amount`, e.g. USD; null when the provider did not say. */
  currency: z.string().nullable(),
  outcome: ReconcileFindingOutcome,
  /** The order the payment pays for; null when no order holds it. */
  orderId: z.number().int().positive().nullable(),
  /** That order's number; null when no order holds it. */
  orderNumber: z.string().nullable(),
});
export type ReconcileFinding = z.infer<typeof ReconcileFinding>;

/** One reconciliation run: answer of POST /api/v1/admin/payments/reconcile. */
export const AdminReconciliation = z.object({
  /** When it ran (ISO 8601). */
  ranAt: z.string(),
  /** Who ran it, as the audit log names them: the member's email then, or 'admin CLI (offline)'. */
  ranBy: z.string(),
  /**
   * The card provider whose payments were read (e.g. stripe); null when card payments are in the
   * offline sandbox, which holds no money: then nothing is checked.
   */
  provider: z.string().nullable(),
  /** The earliest moment of the payments read (ISO 8601): a day before the run. */
  since: z.string(),
  /** How many captured payments were checked. */
  checked: z.number().int().min(0),
  /** Every payment checked, those that needed attention (refunded, order-pending, failed) first. */
  findings: z.array(ReconcileFinding),
});
export type AdminReconciliation = z.infer<typeof AdminReconciliation>;

/** Answer of GET /api/v1/admin/payments/reconcile: the last run, or null when none has run. */
export const AdminLastReconciliation = z.object({
  last: AdminReconciliation.nullable(),
});
export type AdminLastReconciliation = z.infer<typeof AdminLastReconciliation>;

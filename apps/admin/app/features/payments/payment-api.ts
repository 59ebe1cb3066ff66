// Payment reconciliation under /api/v1/admin/payments: run it, and read the last run.
import type { AdminLastReconciliation, AdminReconciliation } from '@shop/contract';
import { api } from '../../lib/api';

export const loadLastReconciliation = () => api<AdminLastReconciliation>('/payments/reconcile');

/** Refunds the captured card payments of the last day that no order holds, and answers every finding. */
export const runReconciliation = () => api<AdminReconciliation>('/payments/reconcile', { method: 'POST' });

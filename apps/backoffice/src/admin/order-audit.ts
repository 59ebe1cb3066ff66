import { OrderStatusName } from '@shop/contract';
import type { Executor } from '../db/database';
import type { OrderStatusId } from '../orders/order-status';
import type { AdminActor } from './admin-actor';
import { recordAudit } from './audit-log';

/** The audit entry of an order's move, for setOrderStatus's `onChange` (same transaction). */
export const auditOrderMove =
  (actor: AdminActor, orderNumber: string) =>
  (tx: Executor, move: { from: OrderStatusId; to: OrderStatusId }): Promise<void> =>
    recordAudit(tx, actor, {
      action: 'set-status',
      resource: 'order',
      resourceId: orderNumber,
      before: { status: OrderStatusName[move.from] },
      after: { status: OrderStatusName[move.to] },
    });

/** The actor of the shop owner's commands when they open the database themselves (no back-office running). */
export const OFFLINE_CLI_ACTOR: AdminActor = { kind: 'token', label: 'admin CLI (offline)', address: 'local' };

import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditLogQuery } from '@shop/contract';
import type { Executor } from '../db/database';
import { auditLog } from '../db/schema';
import type { AdminActor } from './admin-actor';

export interface AuditChange {
  action: string;
  resource: string;
  resourceId?: string | number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Records who changed what. Call it with the change's own transaction, so a change and its entry
 * are kept or lost together: a failed change leaves no entry, a failed entry undoes the change.
 */
export async function recordAudit(tx: Executor, actor: AdminActor, change: AuditChange): Promise<void> {
  await tx.insert(auditLog).values({
    staffId: actor.kind === 'staff' ? actor.member.id : null,
    actor: actor.label,
    address: actor.address,
    action: change.action,
    resource: change.resource,
    resourceId: change.resourceId === undefined || change.resourceId === null ? null : String(change.resourceId),
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

/** One page of the log, newest first, with the number of entries matching the filters. */
export async function listAudit(db: Executor, query: AuditLogQuery): Promise<{ entries: AuditEntry[]; total: number }> {
  const filters: SQL[] = [];
  if (query.resource !== undefined) filters.push(eq(auditLog.resource, query.resource));
  if (query.action !== undefined) filters.push(eq(auditLog.action, query.action));
  if (query.staffId !== undefined) filters.push(eq(auditLog.staffId, query.staffId));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.limit)
    .offset(query.offset);
  const [totals] = await db.select({ total: count() }).from(auditLog).where(where);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      staffId: row.staffId,
      actor: row.actor,
      address: row.address,
      action: row.action,
      resource: row.resource,
      resourceId: row.resourceId,
      before: row.before,
      after: row.after,
      at: new Date(row.at).toISOString(),
    })),
    total: Number(totals?.total ?? 0),
  };
}

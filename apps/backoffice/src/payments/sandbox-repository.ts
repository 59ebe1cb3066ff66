// The sandbox's own records: the single-use card tokens it hands out, and its wallet orders.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { sandboxCardTokens, sandboxWalletOrders } from '../db/schema';

export type WalletRecord = typeof sandboxWalletOrders.$inferSelect;

export async function insertCardToken(db: Executor, token: typeof sandboxCardTokens.$inferInsert): Promise<void> {
  await db.insert(sandboxCardTokens).values(token);
}

/**
 * Marks the unused, unexpired token with this digest used and answers the charge outcome it stands
 * for; undefined when there is no such token. One statement, so a token pays for one order only.
 */
export async function useCardToken(tx: Executor, tokenHash: string): Promise<string | undefined> {
  const [claimed] = await tx
    .update(sandboxCardTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(sandboxCardTokens.tokenHash, tokenHash),
        isNull(sandboxCardTokens.usedAt),
        gt(sandboxCardTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ outcome: sandboxCardTokens.outcome });
  return claimed?.outcome;
}

export async function insertWalletOrder(
  db: Executor,
  order: typeof sandboxWalletOrders.$inferInsert,
): Promise<WalletRecord> {
  const [inserted] = await db.insert(sandboxWalletOrders).values(order).returning();
  return inserted!;
}

/** Applies `changes` to the wallet order when its status is `from`; undefined when it is not (or there is none). */
export async function updateWalletOrderFrom(
  db: Executor,
  id: string,
  from: WalletRecord['status'],
  changes: Partial<Pick<WalletRecord, 'status' | 'captureId'>>,
): Promise<WalletRecord | undefined> {
  const [order] = await db
    .update(sandboxWalletOrders)
    .set(changes)
    .where(and(eq(sandboxWalletOrders.id, id), eq(sandboxWalletOrders.status, from)))
    .returning();
  return order;
}

export async function findWalletOrder(db: Executor, id: string): Promise<WalletRecord | undefined> {
  const [order] = await db.select().from(sandboxWalletOrders).where(eq(sandboxWalletOrders.id, id));
  return order;
}

/** The amount of the wallet order with this capture, if any. */
export async function findCapturedAmount(db: Executor, captureId: string): Promise<{ amount: number } | undefined> {
  const [order] = await db
    .select({ amount: sandboxWalletOrders.amount })
    .from(sandboxWalletOrders)
    .where(eq(sandboxWalletOrders.captureId, captureId));
  return order;
}

export async function markWalletOrderRefunded(db: Executor, captureId: string): Promise<void> {
  await db.update(sandboxWalletOrders).set({ status: 'REFUNDED' }).where(eq(sandboxWalletOrders.captureId, captureId));
}

import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { passwordResetCodes } from '../db/schema';

/** Stores a user's new code digest; their earlier unused codes stop working. */
export async function replaceResetCode(
  db: Executor,
  code: { userId: number; codeHash: string; lifetimeSeconds: number },
): Promise<void> {
  await db
    .delete(passwordResetCodes)
    .where(and(eq(passwordResetCodes.userId, code.userId), isNull(passwordResetCodes.usedAt)));
  await db.insert(passwordResetCodes).values({
    userId: code.userId,
    codeHash: code.codeHash,
    expiresAt: sql`now() + make_interval(secs => ${code.lifetimeSeconds})`,
  });
}

const live = (maxWrongAttempts: number) =>
  and(
    isNull(passwordResetCodes.usedAt),
    sql`${passwordResetCodes.expiresAt} > now()`,
    lt(passwordResetCodes.failedAttempts, maxWrongAttempts),
  );

/** The user's newest code that is unused, unexpired and not worn out by wrong tries. */
export async function findLiveResetCode(
  db: Executor,
  userId: number,
  maxWrongAttempts: number,
): Promise<{ id: number; codeHash: string } | undefined> {
  const [row] = await db
    .select({ id: passwordResetCodes.id, codeHash: passwordResetCodes.codeHash })
    .from(passwordResetCodes)
    .where(and(eq(passwordResetCodes.userId, userId), live(maxWrongAttempts)))
    .orderBy(desc(passwordResetCodes.id))
    .limit(1);
  return row;
}

export async function recordWrongResetCode(db: Executor, codeId: number): Promise<void> {
  await db
    .update(passwordResetCodes)
    .set({ failedAttempts: sql`${passwordResetCodes.failedAttempts} + 1` })
    .where(eq(passwordResetCodes.id, codeId));
}

/** Marks a code used; false when another request used it (or it died) in the meantime. */
export async function useResetCode(db: Executor, codeId: number, maxWrongAttempts: number): Promise<boolean> {
  const used = await db
    .update(passwordResetCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetCodes.id, codeId), live(maxWrongAttempts)))
    .returning({ id: passwordResetCodes.id });
  return used.length === 1;
}

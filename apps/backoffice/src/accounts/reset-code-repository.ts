import { and, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/database';
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

/**
 * Counts one try at the user's newest live code (unused, unexpired, fewer than `maxTries` tries so
 * far) and answers it to compare, or undefined when there is none. The try is counted in the same
 * statement that finds the code, before anything is compared: of a burst of guesses sent at once,
 * exactly `maxTries` get a code to compare against, and the code is dead for every later one.
 * (The column is called failed_attempts: every try counts as failed until one proves right, and
 * that one uses the code up.)
 */
export async function reserveResetCodeTry(
  db: Executor,
  userId: number,
  maxTries: number,
): Promise<{ id: number; codeHash: string } | undefined> {
  const [row] = await queryRows<{ id: number; code_hash: string }>(
    db,
    sql`
    UPDATE password_reset_codes SET failed_attempts = failed_attempts + 1
    WHERE id = (
      SELECT id FROM password_reset_codes
      WHERE user_id = ${userId} AND used_at IS NULL AND expires_at > now()
      ORDER BY id DESC
      LIMIT 1
    )
      AND used_at IS NULL
      AND expires_at > now()
      AND failed_attempts < ${maxTries}
    RETURNING id, code_hash`,
  );
  return row && { id: row.id, codeHash: row.code_hash };
}

/** Marks a code used; false when another request used it (or it expired) in the meantime. */
export async function useResetCode(db: Executor, codeId: number): Promise<boolean> {
  const used = await db
    .update(passwordResetCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetCodes.id, codeId),
        isNull(passwordResetCodes.usedAt),
        sql`${passwordResetCodes.expiresAt} > now()`,
      ),
    )
    .returning({ id: passwordResetCodes.id });
  return used.length === 1;
}

/** Deletes the codes past their expiry, used or not: none of them can reset a password any more. */
export async function deleteExpiredResetCodes(db: Executor): Promise<number> {
  const deleted = await db
    .delete(passwordResetCodes)
    .where(sql`${passwordResetCodes.expiresAt} <= now()`)
    .returning({ id: passwordResetCodes.id });
  return deleted.length;
}

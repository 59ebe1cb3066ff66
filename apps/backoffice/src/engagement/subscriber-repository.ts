import type { Executor } from '../db/database';
import { subscribers } from '../db/schema';

/** Subscribes an email; an email already subscribed (in any letter case) stays one row. */
export async function subscribe(db: Executor, email: string): Promise<void> {
  await db.insert(subscribers).values({ email }).onConflictDoNothing();
}

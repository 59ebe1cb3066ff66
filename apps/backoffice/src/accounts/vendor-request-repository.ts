import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { vendorRequests } from '../db/schema';
import type { UserDetails } from './users-repository';

/**
 * The pending request's id, or undefined when the email (case-insensitive) has a pending request
 * already. `languageId` is the form's language: the shop's answer is mailed in it.
 */
export async function insertVendorRequest(
  db: Executor,
  request: UserDetails & { email: string; passwordHash: string; languageId: number },
): Promise<number | undefined> {
  const [row] = await db
    .insert(vendorRequests)
    .values({ ...request, status: 'pending' })
    .onConflictDoNothing()
    .returning({ id: vendorRequests.id });
  return row?.id;
}

export async function emailHasPendingVendorRequest(db: Executor, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: vendorRequests.id })
    .from(vendorRequests)
    .where(and(sql`lower(${vendorRequests.email}) = lower(${email})`, eq(vendorRequests.status, 'pending')));
  return row !== undefined;
}

import { and, eq, sql } from 'drizzle-orm';
import type { StaffLanguage, StaffMember, StaffRole } from '@shop/contract';
import type { Executor } from '../db/database';
import { staff } from '../db/schema';

const memberColumns = {
  id: staff.id,
  name: staff.name,
  email: staff.email,
  role: staff.role,
  language: staff.language,
};

export interface StaffAccount extends StaffMember {
  passwordHash: string;
  active: boolean;
}

/** The member with this email (compared ignoring case), active or not. */
export async function findStaffByEmail(db: Executor, email: string): Promise<StaffAccount | undefined> {
  const [row] = await db
    .select({ ...memberColumns, passwordHash: staff.passwordHash, active: staff.active })
    .from(staff)
    .where(sql`lower(${staff.email}) = lower(${email.trim()})`);
  return row;
}

/** An active member by id. */
export async function findActiveStaff(db: Executor, staffId: number): Promise<StaffMember | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(staff)
    .where(and(eq(staff.id, staffId), eq(staff.active, true)));
  return row;
}

/** Whether any owner exists (active or not: an inactive owner is still the shop's). */
export async function hasOwner(db: Executor): Promise<boolean> {
  const [row] = await db.select({ id: staff.id }).from(staff).where(eq(staff.role, 'owner')).limit(1);
  return row !== undefined;
}

export interface NewStaff {
  name: string;
  email: string;
  passwordHash: string;
  role: StaffRole;
  language: StaffLanguage;
}

/** Inserts a member; undefined when the email is taken (ignoring case). */
export async function insertStaff(db: Executor, member: NewStaff): Promise<StaffMember | undefined> {
  const [row] = await db
    .insert(staff)
    .values({ ...member, email: member.email.trim() })
    .onConflictDoNothing()
    .returning(memberColumns);
  return row;
}

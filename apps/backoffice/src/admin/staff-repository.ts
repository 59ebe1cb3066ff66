import { and, asc, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { StaffLanguage, StaffListQuery, StaffMember, StaffRole } from '@shop/contract';
import type { Executor } from '../db/database';
import { staff } from '../db/schema';
import { likePattern } from './like-pattern';

const memberColumns = {
  id: staff.id,
  name: staff.name,
  email: staff.email,
  role: staff.role,
  language: staff.language,
  active: staff.active,
  twoFactor: sql<boolean>`(${staff.totpEnabledAt} IS NOT NULL)`.as('two_factor'),
  notifyByMail: staff.notifyByMail,
  createdAt: staff.createdAt,
};

type MemberRow = Omit<StaffMember, 'createdAt'> & { createdAt: Date | string };

// PGlite and node-postgres do not always agree on how a timestamp arrives.
const toMember = ({ createdAt, ...row }: MemberRow): StaffMember => ({
  ...row,
  twoFactor: Boolean(row.twoFactor),
  createdAt: new Date(createdAt).toISOString(),
});

/** A member with what signing in and two-factor need; never sent to a client. */
export interface StaffAccount extends StaffMember {
  passwordHash: string;
  /** The stored two-factor value (see totp-secret.ts); null while two-factor is off. */
  totpSecret: string | null;
}

const accountColumns = { ...memberColumns, passwordHash: staff.passwordHash, totpSecret: staff.totpSecret };

const toAccount = ({ passwordHash, totpSecret, ...row }: MemberRow & Omit<StaffAccount, keyof StaffMember>) => ({
  ...toMember(row),
  passwordHash,
  totpSecret,
});

/** The member with this email (compared ignoring case), active or not. */
export async function findStaffByEmail(db: Executor, email: string): Promise<StaffAccount | undefined> {
  const [row] = await db
    .select(accountColumns)
    .from(staff)
    .where(sql`lower(${staff.email}) = lower(${email.trim()})`);
  return row && toAccount(row);
}

/** A member by id, active or not; with `forUpdate`, locked until the transaction ends. */
export async function findStaffAccount(
  db: Executor,
  staffId: number,
  options: { forUpdate?: boolean } = {},
): Promise<StaffAccount | undefined> {
  const query = db.select(accountColumns).from(staff).where(eq(staff.id, staffId));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row && toAccount(row);
}

/** A member by id, active or not. */
export async function findStaff(db: Executor, staffId: number): Promise<StaffMember | undefined> {
  const [row] = await db.select(memberColumns).from(staff).where(eq(staff.id, staffId));
  return row && toMember(row);
}

/** An active member by id. */
export async function findActiveStaff(db: Executor, staffId: number): Promise<StaffMember | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(staff)
    .where(and(eq(staff.id, staffId), eq(staff.active, true)));
  return row && toMember(row);
}

/** Whether any owner exists (active or not: an inactive owner is still the shop's). */
export async function hasOwner(db: Executor): Promise<boolean> {
  const [row] = await db.select({ id: staff.id }).from(staff).where(eq(staff.role, 'owner')).limit(1);
  return row !== undefined;
}

/** How many active owners there are besides `staffId`. Decide on it only under the staff lock. */
export async function countOtherActiveOwners(db: Executor, staffId: number): Promise<number> {
  const [row] = await db
    .select({ owners: count() })
    .from(staff)
    .where(and(eq(staff.role, 'owner'), eq(staff.active, true), ne(staff.id, staffId)));
  return Number(row?.owners ?? 0);
}

const sortColumns = {
  name: sql`lower(${staff.name})`,
  email: sql`lower(${staff.email})`,
  role: staff.role,
  createdAt: staff.createdAt,
} as const;

/** One page of members matching the query, and how many match in all. */
export async function listStaff(db: Executor, query: StaffListQuery): Promise<{ items: StaffMember[]; total: number }> {
  const filters: SQL[] = [];
  if (query.role !== undefined) filters.push(eq(staff.role, query.role));
  if (query.active !== undefined) filters.push(eq(staff.active, query.active));
  if (query.q) {
    const pattern = likePattern(query.q);
    filters.push(sql`(${staff.name} ILIKE ${pattern} OR ${staff.email} ILIKE ${pattern})`);
  }
  const where = filters.length > 0 ? and(...filters) : undefined;
  const direction = query.order === 'desc' ? desc : asc;
  const rows = await db
    .select(memberColumns)
    .from(staff)
    .where(where)
    .orderBy(direction(sortColumns[query.sort]), direction(staff.id))
    .limit(query.limit)
    .offset(query.offset);
  const [totals] = await db.select({ total: count() }).from(staff).where(where);
  return { items: rows.map(toMember), total: Number(totals?.total ?? 0) };
}

export interface NewStaff {
  name: string;
  email: string;
  passwordHash: string;
  role: StaffRole;
  language: StaffLanguage;
  /** Mail them about new business (owners are mailed anyway). */
  notifyByMail: boolean;
}

/** Inserts a member; undefined when the email is taken (ignoring case). */
export async function insertStaff(db: Executor, member: NewStaff): Promise<StaffMember | undefined> {
  const [row] = await db
    .insert(staff)
    .values({ ...member, email: member.email.trim() })
    .onConflictDoNothing()
    .returning(memberColumns);
  return row && toMember(row);
}

export interface StaffChanges {
  name?: string;
  role?: StaffRole;
  language?: StaffLanguage;
  active?: boolean;
  notifyByMail?: boolean;
  passwordHash?: string;
  /** False turns two-factor off (the secret is forgotten). */
  twoFactor?: false;
}

/** Writes the changes to a member and answers the member as they are now. */
export async function updateStaff(db: Executor, staffId: number, changes: StaffChanges): Promise<StaffMember> {
  const { twoFactor, ...columns } = changes;
  const [row] = await db
    .update(staff)
    .set({
      ...columns,
      ...(twoFactor === false ? { totpSecret: null, totpEnabledAt: null } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(staff.id, staffId))
    .returning(memberColumns);
  if (!row) throw new Error(`staff ${staffId} vanished during its update`);
  return toMember(row);
}

/**
 * Keeps a new two-factor secret waiting for its first code (two-factor stays off meanwhile);
 * undefined when two-factor is on already (it is turned off first, with a code or the password).
 */
export async function storePendingTotp(db: Executor, staffId: number, stored: string): Promise<number | undefined> {
  const [row] = await db
    .update(staff)
    .set({ totpSecret: stored, totpEnabledAt: null, updatedAt: sql`now()` })
    .where(and(eq(staff.id, staffId), sql`${staff.totpEnabledAt} IS NULL`))
    .returning({ id: staff.id });
  return row?.id;
}

/**
 * Replaces the stored two-factor value `expected` with `next` (the same secret with a later used
 * time-step) in one statement, and turns two-factor on with `enable`. False when the value changed
 * meanwhile: a parallel request used a code first, so this one's code counts as used.
 */
export async function swapTotp(
  db: Executor,
  staffId: number,
  expected: string,
  next: string,
  options: { enable?: boolean } = {},
): Promise<boolean> {
  const rows = await db
    .update(staff)
    .set({ totpSecret: next, ...(options.enable ? { totpEnabledAt: sql`now()`, updatedAt: sql`now()` } : {}) })
    .where(
      and(
        eq(staff.id, staffId),
        eq(staff.totpSecret, expected),
        options.enable ? sql`${staff.totpEnabledAt} IS NULL` : sql`${staff.totpEnabledAt} IS NOT NULL`,
      ),
    )
    .returning({ id: staff.id });
  return rows.length === 1;
}

// "Become a seller" requests as the owner reads and decides them, and the vendors approval makes.
// Applicants file them through the storefront (accounts/vendor-request-repository.ts). A vendor's
// English name lives in `name`, its Arabic one in `localized` as {"2": {"name": …}}, as the
// taxonomy's names do: the storefront reads COALESCE(localized -> '2' ->> 'name', name), so a
// missing translation is an absent key (never '').
import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  type AdminSellerRequest,
  type AdminSellerRequestListQuery,
  type AdminVendor,
  Language,
  languageCodeOf,
  type SellerRequestStatus,
} from '@shop/contract';
import { queryRows, type Executor } from '../../db/database';
import { users, vendorRequests, vendors, type Localized } from '../../db/schema';
import { likePattern } from '../like-pattern';

interface RequestRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  mobile_no: string;
  address_line_one: string;
  postal_code: string;
  country: string | null;
  state: string | null;
  city: string | null;
  language_id: number;
  status: SellerRequestStatus;
  created_at: Date | string;
  decided_at: Date | string | null;
  decided_by: number | null;
  decided_by_name: string | null;
  rejection_reason: string;
  vendor_id: number | null;
  vendor_name: string | null;
  vendor_name_ar: string | null;
}

const ARABIC = String(Language.ar.id);

// Never the password hash: it only ever goes from the request into the new account.
const requestColumns = sql`r.id, r.first_name, r.last_name, r.email, r.mobile_no, r.address_line_one,
  r.postal_code, c.name AS country, s.name AS state, ci.name AS city, r.language_id, r.status, r.created_at,
  r.decided_at, r.decided_by, st.name AS decided_by_name, r.rejection_reason, r.vendor_id,
  v.name AS vendor_name, v.localized -> ${ARABIC} ->> 'name' AS vendor_name_ar`;
const requestSource = sql`vendor_requests r
  LEFT JOIN countries c ON c.id = r.country_id
  LEFT JOIN states_provinces s ON s.id = r.state_province_id
  LEFT JOIN cities ci ON ci.id = r.city_id
  LEFT JOIN staff st ON st.id = r.decided_by
  LEFT JOIN vendors v ON v.id = r.vendor_id`;

// PGlite and node-postgres do not always agree on how a timestamp arrives.
function toRequest(row: RequestRow): AdminSellerRequest {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    mobileNo: row.mobile_no,
    addressLineOne: row.address_line_one,
    postalCode: row.postal_code,
    country: row.country,
    state: row.state,
    city: row.city,
    language: languageCodeOf(row.language_id),
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    decidedAt: row.decided_at === null ? null : new Date(row.decided_at).toISOString(),
    decidedBy: row.decided_by === null ? null : { id: row.decided_by, name: row.decided_by_name ?? '' },
    rejectionReason: row.rejection_reason,
    vendorId: row.vendor_id,
    vendorName: row.vendor_name === null ? null : { en: row.vendor_name, ar: row.vendor_name_ar ?? '' },
  };
}

/** A page of the requests matching the query, newest first, and how many match in all. */
export async function listSellerRequests(
  db: Executor,
  query: AdminSellerRequestListQuery,
): Promise<{ items: AdminSellerRequest[]; total: number }> {
  const filters: SQL[] = [];
  if (query.status) filters.push(sql`r.status = ${query.status}`);
  if (query.q) {
    const pattern = likePattern(query.q);
    filters.push(
      sql`(r.first_name ILIKE ${pattern} OR r.last_name ILIKE ${pattern}
           OR (r.first_name || ' ' || r.last_name) ILIKE ${pattern}
           OR r.email ILIKE ${pattern} OR r.mobile_no ILIKE ${pattern})`,
    );
  }
  const where = filters.length > 0 ? sql`WHERE ${sql.join(filters, sql` AND `)}` : sql``;
  const rows = await queryRows<RequestRow>(
    db,
    sql`SELECT ${requestColumns} FROM ${requestSource} ${where}
         ORDER BY r.created_at DESC, r.id DESC LIMIT ${query.limit} OFFSET ${query.offset}`,
  );
  const [totals] = await queryRows<{ total: number | string }>(
    db,
    sql`SELECT count(*) AS total FROM vendor_requests r ${where}`,
  );
  return { items: rows.map(toRequest), total: Number(totals?.total ?? 0) };
}

/** One request; with `forUpdate` its row stays locked until the transaction ends. */
export async function findSellerRequestById(
  db: Executor,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<AdminSellerRequest | undefined> {
  if (options.forUpdate) {
    await db.select({ id: vendorRequests.id }).from(vendorRequests).where(eq(vendorRequests.id, id)).for('update');
  }
  const [row] = await queryRows<RequestRow>(db, sql`SELECT ${requestColumns} FROM ${requestSource} WHERE r.id = ${id}`);
  return row && toRequest(row);
}

/**
 * Makes the applicant of a pending request a vendor: their account (made from the request's details
 * and password hash, or, when the email has an account, that account) gets the role 'vendor', and a
 * vendor record named after them is linked to it. Answers the vendor's and the user's ids, and
 * whether the account was made now.
 */
export async function makeVendorOfRequest(
  tx: Executor,
  requestId: number,
): Promise<{ vendorId: number; userId: number; accountCreated: boolean }> {
  const [request] = await tx.select().from(vendorRequests).where(eq(vendorRequests.id, requestId));
  if (!request) throw new Error(`vendor request ${requestId} vanished`);
  const sameEmail = sql`lower(${users.email}) = lower(${request.email})`;
  const [created] = await tx
    .insert(users)
    .values({
      firstName: request.firstName,
      lastName: request.lastName,
      email: request.email,
      passwordHash: request.passwordHash,
      mobileNo: request.mobileNo,
      addressLineOne: request.addressLineOne,
      countryId: request.countryId,
      stateProvinceId: request.stateProvinceId,
      cityId: request.cityId,
      postalCode: request.postalCode,
      role: 'vendor',
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  let userId = created?.id;
  if (userId === undefined) {
    // An account with the email exists (a customer who signed up meanwhile): it becomes the seller, with
    // its own password. An 'admin' account keeps its role.
    const [promoted] = await tx
      .update(users)
      .set({ role: sql`CASE WHEN ${users.role} = 'admin' THEN 'admin' ELSE 'vendor' END`, updatedAt: sql`now()` })
      .where(sameEmail)
      .returning({ id: users.id });
    if (!promoted) throw new Error(`no account for vendor request ${requestId}`);
    userId = promoted.id;
  }
  const [vendor] = await tx
    .insert(vendors)
    .values({ name: `${request.firstName} ${request.lastName}`.trim(), userId })
    .returning({ id: vendors.id });
  return { vendorId: vendor!.id, userId, accountCreated: created !== undefined };
}

/** Records the decision on a request: approved (with its vendor) or rejected (with the reason). */
export async function decideSellerRequest(
  tx: Executor,
  id: number,
  decision: { status: 'approved'; vendorId: number } | { status: 'rejected'; reason: string },
  decidedBy: number | null,
): Promise<void> {
  await tx
    .update(vendorRequests)
    .set({
      status: decision.status,
      decidedAt: sql`now()`,
      decidedBy,
      ...(decision.status === 'approved' ? { vendorId: decision.vendorId } : { rejectionReason: decision.reason }),
    })
    .where(and(eq(vendorRequests.id, id), eq(vendorRequests.status, 'pending')));
}

const vendorColumns = { id: vendors.id, name: vendors.name, localized: vendors.localized, userId: vendors.userId };

function toVendor({ name, localized, ...vendor }: typeof vendors.$inferSelect): AdminVendor {
  return { ...vendor, name: { en: name, ar: localized[ARABIC]?.name ?? '' } };
}

/** Every vendor, by (English) name. */
export async function listVendors(db: Executor): Promise<AdminVendor[]> {
  const rows = await db
    .select(vendorColumns)
    .from(vendors)
    .orderBy(sql`lower(${vendors.name})`, vendors.id);
  return rows.map(toVendor);
}

/** One vendor with its stored texts; with `forUpdate` its row stays locked until the transaction ends. */
export async function findVendor(
  db: Executor,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<(AdminVendor & { localized: Localized }) | undefined> {
  const query = db.select(vendorColumns).from(vendors).where(eq(vendors.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row && { ...toVendor(row), localized: row.localized };
}

/** `localized` with the Arabic name set, or removed when '' (a missing translation); other texts kept. */
function withArabicName(localized: Localized, arabic: string): Localized {
  const { name: _previous, ...otherFields } = localized[ARABIC] ?? {};
  const fields = arabic === '' ? otherFields : { ...otherFields, name: arabic };
  const { [ARABIC]: _arabic, ...otherLanguages } = localized;
  return Object.keys(fields).length > 0 ? { ...otherLanguages, [ARABIC]: fields } : otherLanguages;
}

/** Writes a vendor's name in the languages given; the caller holds its row lock (findVendor forUpdate). */
export async function renameVendor(
  tx: Executor,
  current: { id: number; localized: Localized },
  name: { en?: string; ar?: string },
): Promise<void> {
  await tx
    .update(vendors)
    .set({
      ...(name.en === undefined ? {} : { name: name.en }),
      ...(name.ar === undefined ? {} : { localized: withArabicName(current.localized, name.ar) }),
    })
    .where(eq(vendors.id, current.id));
}

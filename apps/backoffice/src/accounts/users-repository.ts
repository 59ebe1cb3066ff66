import { eq, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/database';
import { users } from '../db/schema';

/** What sign-up and the profile store about a shopper; a null id means "not chosen". */
export interface UserDetails {
  firstName: string;
  lastName: string;
  mobileNo: string;
  addressLineOne: string;
  countryId: number | null;
  stateProvinceId: number | null;
  cityId: number | null;
  postalCode: string;
}

const sameEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

/** The new user's id, or undefined when the email (compared case-insensitively) has an account already. */
export async function insertUser(
  db: Executor,
  user: UserDetails & { email: string; passwordHash: string },
): Promise<number | undefined> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing().returning({ id: users.id });
  return row?.id;
}

export async function emailHasAccount(db: Executor, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(sameEmail(email));
  return row !== undefined;
}

/** The account of an email (compared trimmed and case-insensitively), with the address as stored. */
export async function findAccountByEmail(
  db: Executor,
  email: string,
): Promise<{ id: number; email: string; passwordHash: string } | undefined> {
  const [row] = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(sameEmail(email.trim()));
  return row;
}

/** Whether staff disabled the account (it may not log in); false for an unknown id. */
export async function isUserDisabled(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db.select({ disabledAt: users.disabledAt }).from(users).where(eq(users.id, userId));
  return row?.disabledAt != null;
}

export async function updateUserDetails(db: Executor, userId: number, details: UserDetails): Promise<void> {
  await db
    .update(users)
    .set({ ...details, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function updatePasswordHash(db: Executor, userId: number, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function findCountryOfUser(db: Executor, userId: number): Promise<number | null | undefined> {
  const [row] = await db.select({ countryId: users.countryId }).from(users).where(eq(users.id, userId));
  return row?.countryId;
}

export interface UserRecord {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  mobile_no: string;
  address_line_one: string;
  country_id: number | null;
  country_name: string | null;
  state_province_id: number | null;
  state_name: string | null;
  city_id: number | null;
  city_name: string | null;
  postal_code: string;
}

/** A user with the names of their country, state and city in the shopper's language. */
export async function findUserRecord(
  db: Executor,
  userId: number,
  languageId: number,
): Promise<UserRecord | undefined> {
  const lang = String(languageId);
  const [row] = await queryRows<UserRecord>(
    db,
    sql`
    SELECT u.id, u.first_name, u.last_name, u.email, u.mobile_no, u.address_line_one,
           u.country_id, COALESCE(c.localized -> ${lang} ->> 'name', c.name) AS country_name,
           u.state_province_id, COALESCE(s.localized -> ${lang} ->> 'name', s.name) AS state_name,
           u.city_id, COALESCE(ci.localized -> ${lang} ->> 'name', ci.name) AS city_name,
           u.postal_code
      FROM users u
      LEFT JOIN countries c ON c.id = u.country_id
      LEFT JOIN states_provinces s ON s.id = u.state_province_id
      LEFT JOIN cities ci ON ci.id = u.city_id
     WHERE u.id = ${userId}`,
  );
  return row;
}

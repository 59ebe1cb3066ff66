// Erasing a customer (the owner's decision): everything that names or reaches the person is
// anonymised or deleted, while their orders stay with their amounts, for the shop's books.
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/database';
import { ERASED_PASSWORD_HASH } from './customer-repository';

/** The name an erased customer (and their orders and reviews) goes by. */
export const ERASED_NAME = 'Erased customer';

/** A unique address that no mail can reach (.invalid is reserved for exactly that, RFC 2606). */
export const erasedEmail = (id: number) => `erased-${id}@invalid`;

/** What the erasure changed, counted for the audit log (numbers only: no personal data). */
export interface ErasureCounts {
  ordersKept: number;
  reviewsAnonymised: number;
  contactMessagesDeleted: number;
  subscriptionsDeleted: number;
  sellerRequestsDeleted: number;
  sellerRequestsAnonymised: number;
}

const count = async (db: Executor, statement: ReturnType<typeof sql>) =>
  (await queryRows<{ id: number }>(db, statement)).length;

/**
 * Anonymises customer `id` whose email is `email`. Run it in the transaction that holds the
 * account's row lock and checked it was not erased yet; the caller ends the sessions.
 */
export async function eraseCustomer(db: Executor, id: number, email: string): Promise<ErasureCounts> {
  const placeholder = erasedEmail(id);
  await db.execute(
    sql`UPDATE users
           SET first_name = ${ERASED_NAME}, last_name = '', email = ${placeholder}, mobile_no = '',
               address_line_one = '', country_id = NULL, state_province_id = NULL, city_id = NULL,
               postal_code = '', password_hash = ${ERASED_PASSWORD_HASH},
               disabled_at = COALESCE(disabled_at, now()), updated_at = now()
         WHERE id = ${id}`,
  );
  // A code mailed before must not set a password on the erased account.
  await db.execute(sql`DELETE FROM password_reset_codes WHERE user_id = ${id}`);

  // The books keep what was sold, for how much and when; not who it went to or where.
  const ordersKept = await count(
    db,
    sql`UPDATE orders
           SET billing = billing || jsonb_build_object(
                 'firstName', ${ERASED_NAME}::text, 'lastName', '', 'email', ${placeholder}::text,
                 'mobileNo', '', 'address', '', 'city', '', 'state', '', 'country', '', 'postalCode', ''),
               shipping_name = ${ERASED_NAME}, shipping_phone = '', shipping_address = '', shipping_city = '',
               shipping_state = '', shipping_country = '', shipping_postal_code = '', order_note = '',
               updated_at = now()
         WHERE user_id = ${id}
         RETURNING id`,
  );
  // Reviews stay on their products (and in their ratings) without their author.
  const reviewsAnonymised = await count(
    db,
    sql`UPDATE reviews SET reviewer_name = ${ERASED_NAME}, reviewer_email = ${placeholder}
         WHERE user_id = ${id} OR lower(reviewer_email) = lower(${email})
         RETURNING id`,
  );
  const contactMessagesDeleted = await count(
    db,
    sql`DELETE FROM contact_messages WHERE lower(email) = lower(${email}) RETURNING id`,
  );
  const subscriptionsDeleted = await count(
    db,
    sql`DELETE FROM subscribers WHERE lower(email) = lower(${email}) RETURNING id`,
  );
  // A request still waiting is only an application: it goes. A decided one is part of a vendor's
  // history, so it stays, without the applicant's details.
  const sellerRequestsDeleted = await count(
    db,
    sql`DELETE FROM vendor_requests WHERE lower(email) = lower(${email}) AND status = 'pending' RETURNING id`,
  );
  const sellerRequestsAnonymised = await count(
    db,
    sql`UPDATE vendor_requests
           SET first_name = ${ERASED_NAME}, last_name = '', email = ${placeholder}, mobile_no = '',
               address_line_one = '', country_id = NULL, state_province_id = NULL, city_id = NULL,
               postal_code = '', password_hash = ${ERASED_PASSWORD_HASH}
         WHERE lower(email) = lower(${email})
         RETURNING id`,
  );
  return {
    ordersKept,
    reviewsAnonymised,
    contactMessagesDeleted,
    subscriptionsDeleted,
    sellerRequestsDeleted,
    sellerRequestsAnonymised,
  };
}

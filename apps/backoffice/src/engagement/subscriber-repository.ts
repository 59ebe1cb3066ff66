import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/database';

/** A subscriber as a mail to it needs it. */
export interface Subscriber {
  id: number;
  email: string;
  languageId: number;
}

interface SubscriberRow {
  id: number;
  email: string;
  language_id: number;
}

const toSubscriber = (row: SubscriberRow): Subscriber => ({
  id: row.id,
  email: row.email,
  languageId: row.language_id,
});

/**
 * Signs an email up in one statement (an email in any letter case stays one row) and answers
 * whether it was confirmed already. A new email is pending; a pending one takes the language of
 * the latest sign-up; an unsubscribed one is pending again (its owner must confirm anew). A
 * confirmed one is left exactly as it is: nobody can change another person's subscription by
 * typing their address.
 */
export async function subscribe(
  db: Executor,
  input: { email: string; languageId: number },
): Promise<Subscriber & { confirmed: boolean }> {
  const [row] = await queryRows<SubscriberRow & { confirmed: boolean }>(
    db,
    sql`
    INSERT INTO subscribers (email, language_id) VALUES (${input.email}, ${input.languageId})
    ON CONFLICT (lower(email)) DO UPDATE SET
      language_id = CASE WHEN subscribers.confirmed_at IS NOT NULL AND subscribers.unsubscribed_at IS NULL
                         THEN subscribers.language_id ELSE excluded.language_id END,
      confirmed_at = CASE WHEN subscribers.unsubscribed_at IS NULL THEN subscribers.confirmed_at END,
      unsubscribed_at = NULL
    RETURNING id, email, language_id, confirmed_at IS NOT NULL AS confirmed`,
  );
  return { ...toSubscriber(row!), confirmed: row!.confirmed };
}

/**
 * Confirms a subscriber (again: the first confirmation's time stays). Following the confirmation
 * link after unsubscribing subscribes again: the owner's latest choice counts. False when there is
 * no such subscriber.
 */
export async function confirmSubscriber(db: Executor, subscriberId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`UPDATE subscribers SET confirmed_at = COALESCE(confirmed_at, now()), unsubscribed_at = NULL
         WHERE id = ${subscriberId} RETURNING id`,
  );
  return rows.length === 1;
}

/** Takes a subscriber off the newsletter (again: the first time stays); nothing when there is none. */
export async function unsubscribeSubscriber(db: Executor, subscriberId: number): Promise<void> {
  await db.execute(
    sql`UPDATE subscribers SET unsubscribed_at = COALESCE(unsubscribed_at, now()) WHERE id = ${subscriberId}`,
  );
}

/** Who gets the newsletter: confirmed addresses that have not unsubscribed, oldest first. */
export async function listNewsletterAudience(db: Executor): Promise<Subscriber[]> {
  const rows = await queryRows<SubscriberRow>(
    db,
    sql`SELECT id, email, language_id FROM subscribers
         WHERE confirmed_at IS NOT NULL AND unsubscribed_at IS NULL
         ORDER BY id`,
  );
  return rows.map(toSubscriber);
}

// Newsletter subscribers as the admin lists, exports and unsubscribes them. Sign-up, confirmation
// and the shopper's own unsubscribe link live in engagement/subscriber-repository.ts.
import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import {
  type AdminSubscriber,
  type AdminSubscriberExportQuery,
  languageCodeOf,
  type SubscriberState,
  subscriberStateOf,
} from '@shop/contract';
import type { Executor } from '../../db/database';
import { subscribers } from '../../db/schema';
import { likePattern } from '../like-pattern';

const columns = {
  id: subscribers.id,
  email: subscribers.email,
  languageId: subscribers.languageId,
  createdAt: subscribers.createdAt,
  confirmedAt: subscribers.confirmedAt,
  unsubscribedAt: subscribers.unsubscribedAt,
};

interface SubscriberRow {
  id: number;
  email: string;
  languageId: number;
  createdAt: Date | string;
  confirmedAt: Date | string | null;
  unsubscribedAt: Date | string | null;
}

// PGlite and node-postgres do not always agree on how a timestamp arrives.
const isoOrNull = (moment: Date | string | null) => (moment === null ? null : new Date(moment).toISOString());

function toSubscriber(row: SubscriberRow): AdminSubscriber {
  const times = { confirmedAt: isoOrNull(row.confirmedAt), unsubscribedAt: isoOrNull(row.unsubscribedAt) };
  return {
    id: row.id,
    email: row.email,
    language: languageCodeOf(row.languageId),
    createdAt: new Date(row.createdAt).toISOString(),
    ...times,
    state: subscriberStateOf(times),
  };
}

// The same rule as subscriberStateOf, in SQL.
const stateFilters: Record<SubscriberState, SQL> = {
  pending: and(isNull(subscribers.unsubscribedAt), isNull(subscribers.confirmedAt))!,
  confirmed: and(isNull(subscribers.unsubscribedAt), isNotNull(subscribers.confirmedAt))!,
  unsubscribed: isNotNull(subscribers.unsubscribedAt),
};

const sortColumns = {
  createdAt: subscribers.createdAt,
  email: sql`lower(${subscribers.email})`,
  id: subscribers.id,
} satisfies Record<AdminSubscriberExportQuery['sort'], unknown>;

const whereOf = (query: AdminSubscriberExportQuery) => {
  const filters: SQL[] = [];
  if (query.state) filters.push(stateFilters[query.state]);
  if (query.q) filters.push(sql`${subscribers.email} ILIKE ${likePattern(query.q)}`);
  return filters.length > 0 ? and(...filters) : undefined;
};

/** The subscribers matching the query, sorted, `limit` of them from `offset`. */
async function selectSubscribers(db: Executor, query: AdminSubscriberExportQuery, limit: number, offset: number) {
  const direction = query.order === 'desc' ? desc : asc;
  const rows = await db
    .select(columns)
    .from(subscribers)
    .where(whereOf(query))
    .orderBy(direction(sortColumns[query.sort]), direction(subscribers.id))
    .limit(limit)
    .offset(offset);
  return rows.map(toSubscriber);
}

/** A page of subscribers matching the query, and how many match in all. */
export async function listSubscribers(
  db: Executor,
  query: AdminSubscriberExportQuery & { limit: number; offset: number },
): Promise<{ items: AdminSubscriber[]; total: number }> {
  const items = await selectSubscribers(db, query, query.limit, query.offset);
  const [totals] = await db.select({ total: count() }).from(subscribers).where(whereOf(query));
  return { items, total: Number(totals?.total ?? 0) };
}

/** Every subscriber matching the query (at most `max`), for the CSV export. */
export function listAllSubscribers(
  db: Executor,
  query: AdminSubscriberExportQuery,
  max: number,
): Promise<AdminSubscriber[]> {
  return selectSubscribers(db, query, max, 0);
}

export async function findSubscriberById(db: Executor, id: number): Promise<AdminSubscriber | undefined> {
  const [row] = await db.select(columns).from(subscribers).where(eq(subscribers.id, id));
  return row && toSubscriber(row);
}

/**
 * Unsubscribes a subscriber that is not unsubscribed yet, and answers it as it is now; undefined
 * when it was unsubscribed already (or does not exist). One statement: of concurrent calls, the
 * row lock lets one through and the others see it unsubscribed.
 */
export async function unsubscribeIfSubscribed(db: Executor, id: number): Promise<AdminSubscriber | undefined> {
  const [row] = await db
    .update(subscribers)
    .set({ unsubscribedAt: sql`now()` })
    .where(and(eq(subscribers.id, id), isNull(subscribers.unsubscribedAt)))
    .returning(columns);
  return row && toSubscriber(row);
}

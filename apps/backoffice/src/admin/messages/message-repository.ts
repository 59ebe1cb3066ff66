// Contact messages as the admin reads and files them. Shoppers add them through the storefront's
// contact form (engagement/contact-repository.ts); nobody deletes them.
import { and, asc, count, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { type AdminMessage, type AdminMessageListQuery, languageCodeOf, type MessageBox } from '@shop/contract';
import type { Executor } from '../../db/database';
import { contactMessages } from '../../db/schema';
import { likePattern } from '../like-pattern';

const columns = {
  id: contactMessages.id,
  fullName: contactMessages.fullName,
  email: contactMessages.email,
  phoneNumber: contactMessages.phoneNumber,
  subject: contactMessages.subject,
  message: contactMessages.message,
  languageId: contactMessages.languageId,
  createdAt: contactMessages.createdAt,
  readAt: contactMessages.readAt,
  archivedAt: contactMessages.archivedAt,
  repliedAt: contactMessages.repliedAt,
};

// PGlite and node-postgres do not always agree on how a timestamp arrives.
const isoOrNull = (moment: Date | string | null) => (moment === null ? null : new Date(moment).toISOString());

type MessageRow = Omit<AdminMessage, 'language' | 'createdAt' | 'readAt' | 'archivedAt' | 'repliedAt'> & {
  languageId: number;
  createdAt: Date | string;
  readAt: Date | string | null;
  archivedAt: Date | string | null;
  repliedAt: Date | string | null;
};

function toMessage({ languageId, createdAt, readAt, archivedAt, repliedAt, ...row }: MessageRow): AdminMessage {
  return {
    ...row,
    language: languageCodeOf(languageId),
    createdAt: new Date(createdAt).toISOString(),
    readAt: isoOrNull(readAt),
    archivedAt: isoOrNull(archivedAt),
    repliedAt: isoOrNull(repliedAt),
  };
}

const boxFilters: Record<MessageBox, SQL> = {
  inbox: isNull(contactMessages.archivedAt),
  unread: and(isNull(contactMessages.archivedAt), isNull(contactMessages.readAt))!,
  archived: isNotNull(contactMessages.archivedAt),
};

const sortColumns = {
  createdAt: contactMessages.createdAt,
  fullName: sql`lower(${contactMessages.fullName})`,
  email: sql`lower(${contactMessages.email})`,
  subject: sql`lower(${contactMessages.subject})`,
  id: contactMessages.id,
} satisfies Record<AdminMessageListQuery['sort'], unknown>;

/** A page of the box's messages matching the query, how many match in all, and how many are unread. */
export async function listMessages(
  db: Executor,
  query: AdminMessageListQuery,
): Promise<{ items: AdminMessage[]; total: number; unread: number }> {
  const filters: SQL[] = [boxFilters[query.box]];
  if (query.q) {
    const pattern = likePattern(query.q);
    filters.push(
      or(
        sql`${contactMessages.fullName} ILIKE ${pattern}`,
        sql`${contactMessages.email} ILIKE ${pattern}`,
        sql`${contactMessages.subject} ILIKE ${pattern}`,
        sql`${contactMessages.message} ILIKE ${pattern}`,
      )!,
    );
  }
  const where = and(...filters);
  const direction = query.order === 'desc' ? desc : asc;
  const rows = await db
    .select(columns)
    .from(contactMessages)
    .where(where)
    // The id breaks ties in the same direction, so that equal times keep their arrival order.
    .orderBy(direction(sortColumns[query.sort]), direction(contactMessages.id))
    .limit(query.limit)
    .offset(query.offset);
  const [totals] = await db.select({ total: count() }).from(contactMessages).where(where);
  return { items: rows.map(toMessage), total: Number(totals?.total ?? 0), unread: await countUnread(db) };
}

/** Messages in the inbox nobody has read yet. */
export async function countUnread(db: Executor): Promise<number> {
  const [row] = await db.select({ unread: count() }).from(contactMessages).where(boxFilters.unread);
  return Number(row?.unread ?? 0);
}

/** One message; with `forUpdate` its row stays locked until the transaction ends. */
export async function findMessageById(
  db: Executor,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<AdminMessage | undefined> {
  const query = db.select(columns).from(contactMessages).where(eq(contactMessages.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row && toMessage(row);
}

/**
 * Files a message: read or unread, archived or back in the inbox. Marking read (or archived) again
 * keeps the first time.
 */
export async function fileMessage(
  db: Executor,
  id: number,
  state: { read?: boolean; archived?: boolean },
): Promise<AdminMessage> {
  await db
    .update(contactMessages)
    .set({
      ...(state.read === undefined
        ? {}
        : { readAt: state.read ? sql`COALESCE(${contactMessages.readAt}, now())` : null }),
      ...(state.archived === undefined
        ? {}
        : { archivedAt: state.archived ? sql`COALESCE(${contactMessages.archivedAt}, now())` : null }),
    })
    .where(eq(contactMessages.id, id));
  return (await findMessageById(db, id))!;
}

/** Records that staff replied now: the message counts as read too (from now, unless it was already). */
export async function markReplied(db: Executor, id: number): Promise<AdminMessage> {
  await db
    .update(contactMessages)
    .set({ repliedAt: sql`now()`, readAt: sql`COALESCE(${contactMessages.readAt}, now())` })
    .where(eq(contactMessages.id, id));
  return (await findMessageById(db, id))!;
}

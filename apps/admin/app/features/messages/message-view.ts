// How the inbox reads its URL and shows a message: which box it lists, a message's state, and the
// subject a reply starts with.
import { CONTACT_REPLY_SUBJECT_MAX_LENGTH, MessageBox, type AdminMessage } from '@shop/contract';
import type { ListQuery } from '../../ui/list-query';
import type { InboxMessageKey } from './messages';

/** The box the list shows: the URL's, or the inbox. */
export function messageBoxOf(filters: ListQuery['filters']): MessageBox {
  const parsed = MessageBox.safeParse(filters.box);
  return parsed.success ? parsed.data : 'inbox';
}

const SORTS = ['createdAt', 'fullName', 'email', 'subject', 'id'];

/** The API query of the list's URL. */
export function messageListParams(query: ListQuery) {
  return {
    limit: query.limit,
    offset: query.offset,
    sort: SORTS.includes(query.sort) ? query.sort : 'createdAt',
    order: query.order,
    q: query.q,
    box: messageBoxOf(query.filters),
  };
}

export const BOX_TEXT: Record<MessageBox, InboxMessageKey> = {
  inbox: 'boxInbox',
  unread: 'boxUnread',
  archived: 'boxArchived',
};

export type MessageState = 'unread' | 'read' | 'replied' | 'archived';

/** Where a message stands, the most telling first: archived, replied to, read or not. */
export function messageState(message: Pick<AdminMessage, 'readAt' | 'archivedAt' | 'repliedAt'>): MessageState {
  if (message.archivedAt !== null) return 'archived';
  if (message.repliedAt !== null) return 'replied';
  return message.readAt === null ? 'unread' : 'read';
}

/** The subject a reply starts with: "Re: " and the sender's subject, once, within the longest allowed. */
export function replySubject(subject: string): string {
  const trimmed = subject.replace(/[\r\n]+/g, ' ').trim();
  const text = /^re:/i.test(trimmed) ? trimmed : `Re: ${trimmed}`;
  return text.slice(0, CONTACT_REPLY_SUBJECT_MAX_LENGTH);
}

/** A moment in `locale`, e.g. "31 Jan 2026, 09:00". */
export const formatMoment = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });

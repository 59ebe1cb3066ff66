// The admin API's contact messages (/api/v1/admin/messages) and newsletter subscribers
// (/api/v1/admin/subscribers), both the owner's (issue 18).
import { z } from 'zod';
import { LANGUAGE_CODES } from '../constants';
import { adminListQuery, adminPage, SortOrder } from './admin-common';
import { MAX_ID } from './wire';

/** Longest subject of a reply to a contact message. */
export const CONTACT_REPLY_SUBJECT_MAX_LENGTH = 200;
/** Longest text of a reply to a contact message (plain text). */
export const CONTACT_REPLY_BODY_MAX_LENGTH = 10_000;
/** Most subscribers one CSV export holds. */
export const SUBSCRIBER_EXPORT_MAX_ROWS = 100_000;
/** The columns of the subscribers CSV, in order. */
export const SUBSCRIBER_CSV_COLUMNS = [
  'id',
  'email',
  'language',
  'state',
  'createdAt',
  'confirmedAt',
  'unsubscribedAt',
] as const;

/** The language a message or a subscription came in. */
const ShopLanguage = z.enum(LANGUAGE_CODES);

const recordId = (noun: string) =>
  z.coerce
    .number({ error: `Expected a ${noun} id` })
    .int({ error: `Expected a ${noun} id` })
    .min(1, { error: `Expected a ${noun} id` })
    .max(MAX_ID, { error: `Expected a ${noun} id` });

// ── Contact messages ────────────────────────────────────────────────────────────────────────

/**
 * Which messages a list shows: the inbox (every message not archived), the unread ones among them,
 * or the archived ones.
 */
export const MessageBox = z.enum(['inbox', 'unread', 'archived'], { error: 'Expected inbox, unread or archived' });
export type MessageBox = z.infer<typeof MessageBox>;

/** A message a shopper sent through the contact form. Its texts are as typed: show them as plain text. */
export const AdminMessage = z.object({
  /** Message id. */
  id: z.number().int().positive(),
  /** Sender's name. */
  fullName: z.string(),
  /** Sender's email: where a reply goes. */
  email: z.string(),
  /** Sender's phone number. */
  phoneNumber: z.string(),
  /** The sender's subject line. */
  subject: z.string(),
  /** The message. */
  message: z.string(),
  /** The language of the form it was sent from: a reply is mailed in it. */
  language: ShopLanguage,
  /** When it arrived (ISO 8601). */
  createdAt: z.string(),
  /** When staff first marked it read (or replied); null while unread. */
  readAt: z.string().nullable(),
  /** When staff archived it; null while in the inbox. */
  archivedAt: z.string().nullable(),
  /** When staff last replied by mail from the admin; null: never. */
  repliedAt: z.string().nullable(),
});
export type AdminMessage = z.infer<typeof AdminMessage>;

/** Answer of GET /api/v1/admin/messages: a page, and the unread count for badges. */
export const AdminMessagePage = adminPage(AdminMessage).extend({
  /** Messages in the inbox not yet read, whatever the query (the dashboard's and the menu's badge). */
  unread: z.number().int().min(0),
});
export type AdminMessagePage = z.infer<typeof AdminMessagePage>;

/** Query of GET /api/v1/admin/messages: newest first unless told; `q` matches name, email, subject and text. */
export const AdminMessageListQuery = adminListQuery(['createdAt', 'fullName', 'email', 'subject', 'id']).extend({
  /** Which messages: inbox (default), unread or archived. */
  box: MessageBox.default('inbox'),
  /** Direction (default desc: newest first). */
  order: SortOrder.default('desc'),
});
export type AdminMessageListQuery = z.infer<typeof AdminMessageListQuery>;

/** Path of GET and PATCH /api/v1/admin/messages/:id and POST .../:id/reply. */
export const AdminMessageParams = z.object({
  /** Message id. */
  id: recordId('message'),
});
export type AdminMessageParams = z.infer<typeof AdminMessageParams>;

/** Body of PATCH /api/v1/admin/messages/:id: the states to set; a state already set is left as it is. */
export const UpdateMessageBody = z.object({
  /** Read (true) or unread again (false). */
  read: z.boolean({ error: 'Expected true or false' }).optional(),
  /** Archived (true) or back in the inbox (false). */
  archived: z.boolean({ error: 'Expected true or false' }).optional(),
});
export type UpdateMessageBody = z.infer<typeof UpdateMessageBody>;

/** Body of POST /api/v1/admin/messages/:id/reply: a plain-text mail to the sender. */
export const ReplyMessageBody = z.object({
  /** The mail's subject, 1..200 characters. */
  subject: z
    .string({ error: 'Expected text' })
    .trim()
    .min(1, { error: 'Required' })
    .max(CONTACT_REPLY_SUBJECT_MAX_LENGTH, { error: `At most ${CONTACT_REPLY_SUBJECT_MAX_LENGTH} characters` })
    // A subject is one line: a line break would be a second header in some mail programs' eyes.
    .regex(/^[^\r\n]*$/, { error: 'One line, without line breaks' }),
  /** The mail's text, 1..10,000 characters, sent as plain text (line breaks kept). */
  body: z
    .string({ error: 'Expected text' })
    .trim()
    .min(1, { error: 'Required' })
    .max(CONTACT_REPLY_BODY_MAX_LENGTH, { error: `At most ${CONTACT_REPLY_BODY_MAX_LENGTH} characters` }),
});
export type ReplyMessageBody = z.infer<typeof ReplyMessageBody>;

// ── Newsletter subscribers ─────────────────────────────────────────────────────────────────

/** Where a subscription stands: waiting for its confirmation link, confirmed, or unsubscribed. */
export const SubscriberState = z.enum(['pending', 'confirmed', 'unsubscribed'], {
  error: 'Expected pending, confirmed or unsubscribed',
});
export type SubscriberState = z.infer<typeof SubscriberState>;

/** A subscription's state from its times: unsubscribing wins over an earlier confirmation. */
export function subscriberStateOf(times: {
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}): SubscriberState {
  if (times.unsubscribedAt !== null) return 'unsubscribed';
  return times.confirmedAt !== null ? 'confirmed' : 'pending';
}

/** A newsletter address as the admin shows it. */
export const AdminSubscriber = z.object({
  /** Subscriber id. */
  id: z.number().int().positive(),
  /** The address, as typed at sign-up. */
  email: z.string(),
  /** The language of its mails (that of the sign-up form). */
  language: ShopLanguage,
  /** When it signed up first (ISO 8601). */
  createdAt: z.string(),
  /** When its owner confirmed it; null while pending. */
  confirmedAt: z.string().nullable(),
  /** When it was unsubscribed (by its owner or by staff); null while subscribed. */
  unsubscribedAt: z.string().nullable(),
  /** Pending, confirmed or unsubscribed (see subscriberStateOf). */
  state: SubscriberState,
});
export type AdminSubscriber = z.infer<typeof AdminSubscriber>;

/** Answer of GET /api/v1/admin/subscribers. */
export const AdminSubscriberPage = adminPage(AdminSubscriber);
export type AdminSubscriberPage = z.infer<typeof AdminSubscriberPage>;

/** Query of GET /api/v1/admin/subscribers: newest first unless told; `q` matches the email. */
export const AdminSubscriberListQuery = adminListQuery(['createdAt', 'email', 'id']).extend({
  /** Only subscribers in this state. */
  state: SubscriberState.optional(),
  /** Direction (default desc: newest first). */
  order: SortOrder.default('desc'),
});
export type AdminSubscriberListQuery = z.infer<typeof AdminSubscriberListQuery>;

/** Query of GET /api/v1/admin/subscribers.csv: the list's filters and sort, without paging. */
export const AdminSubscriberExportQuery = AdminSubscriberListQuery.omit({ limit: true, offset: true });
export type AdminSubscriberExportQuery = z.infer<typeof AdminSubscriberExportQuery>;

/** Path of POST /api/v1/admin/subscribers/:id/unsubscribe. */
export const AdminSubscriberParams = z.object({
  /** Subscriber id. */
  id: recordId('subscriber'),
});
export type AdminSubscriberParams = z.infer<typeof AdminSubscriberParams>;

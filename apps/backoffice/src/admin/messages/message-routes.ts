import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  AdminMessage,
  AdminMessageListQuery,
  AdminMessagePage,
  AdminMessageParams,
  Language,
  ReplyMessageBody,
  UpdateMessageBody,
  problem,
  type StaffRole,
  type Problem,
} from '@shop/contract';
import { composeContactReplyMail } from '../../mail/contact-reply-mail';
import { findShopName } from '../../mail/shop-name-repository';
import { failureEnvelope } from '../../protocol/envelope';
import type { AdminDeps } from '../admin-deps';
import {
  failureResponses,
  invalidInput,
  jsonSchemaOf,
  noValidation,
  parseBody,
  staffSessionSecurity,
} from '../admin-schemas';
import { recordAudit } from '../audit-log';
import { changedFields } from '../changed-fields';
import { actorOf, requireStaff } from '../staff-access';
import { fileMessage, findMessageById, listMessages, markReplied } from './message-repository';
import { registerAdminSubscriberRoutes } from './subscriber-routes';

export const ADMIN_MESSAGES_PATH = '/api/v1/admin/messages';
const MESSAGE_PATH = `${ADMIN_MESSAGES_PATH}/:id`;
const REPLY_PATH = `${MESSAGE_PATH}/reply`;

/** Who may read contact messages and newsletter subscribers: they hold shoppers' personal data. */
export const MESSAGE_ROLES: readonly StaffRole[] = ['owner'];

/**
 * How much of a reply's text its audit entry keeps. The log is append-only and kept for good, so it
 * holds enough to tell what was answered (with the subject and the full length) but not whole
 * letters: the full text is in the shopper's mailbox and, for a mail server, in the sent folder.
 */
export const REPLY_AUDIT_EXCERPT_LENGTH = 500;

const messageNotFound = (id: number) => problem('MESSAGE_NOT_FOUND', { id });

/** A message's filing, as PATCH sets it and the audit log records it. */
const filingOf = (message: AdminMessage) => ({ read: message.readAt !== null, archived: message.archivedAt !== null });

const excerptOf = (text: string) =>
  text.length > REPLY_AUDIT_EXCERPT_LENGTH ? `${text.slice(0, REPLY_AUDIT_EXCERPT_LENGTH)}…` : text;

type Outcome = { ok: true; message: AdminMessage } | { ok: false; status: 404; problem: Problem };

const answer = (reply: FastifyReply, outcome: Outcome) =>
  outcome.ok
    ? reply.send(outcome.message)
    : reply.code(outcome.status).send(failureEnvelope(outcome.status, outcome.problem));

const schemaBase = { tags: ['admin'], security: staffSessionSecurity };

/** Contact messages: the inbox, filing, and replies by mail (owner); then the newsletter subscribers. */
export function registerAdminMessageRoutes(app: FastifyInstance, deps: AdminDeps): void {
  const access = requireStaff(deps, MESSAGE_ROLES);
  const { mailer } = deps;

  /** The path's message id, or the 400 already sent. */
  const messageId = (params: unknown, reply: FastifyReply): number | undefined => {
    const parsed = AdminMessageParams.safeParse(params);
    if (parsed.success) return parsed.data.id;
    void reply.code(400).send(failureEnvelope(400, invalidInput(parsed.error)));
    return undefined;
  };

  app.get(
    ADMIN_MESSAGES_PATH,
    {
      onRequest: access,
      schema: {
        ...schemaBase,
        summary: 'Lists contact messages (owner)',
        description:
          '`box` picks inbox (every message not archived, the default), unread (not read, not archived) or ' +
          'archived. Paged by `limit` and `offset`; `q` matches the name, email, subject and text; sorted by ' +
          '`sort` (createdAt, fullName, email, subject, id) and `order` (desc by default: newest first). ' +
          '`unread` counts the unread messages whatever the query. Texts are as the shopper typed them.',
        querystring: jsonSchemaOf(AdminMessageListQuery, 'input'),
        response: { 200: jsonSchemaOf(AdminMessagePage), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const query = AdminMessageListQuery.safeParse(request.query ?? {});
      if (!query.success) return reply.code(400).send(failureEnvelope(400, invalidInput(query.error)));
      const page = await listMessages(deps.db, query.data);
      return reply.send({ ...page, limit: query.data.limit, offset: query.data.offset });
    },
  );

  app.get(
    MESSAGE_PATH,
    {
      onRequest: access,
      schema: {
        ...schemaBase,
        summary: 'Reads a contact message (owner)',
        description: 'Does not mark it read (PATCH does). 404 for an unknown id.',
        params: jsonSchemaOf(AdminMessageParams, 'input'),
        response: { 200: jsonSchemaOf(AdminMessage), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const id = messageId(request.params, reply);
      if (id === undefined) return reply;
      const message = await findMessageById(deps.db, id);
      if (!message) return reply.code(404).send(failureEnvelope(404, messageNotFound(id)));
      return reply.send(message);
    },
  );

  app.patch(
    MESSAGE_PATH,
    {
      onRequest: access,
      schema: {
        ...schemaBase,
        summary: 'Marks a contact message read or unread, archived or not (owner)',
        description:
          '`read` and `archived` are both optional. Marking read or archived again keeps the first time; a ' +
          'change is recorded in the audit log. Messages are never deleted. 404 for an unknown id.',
        params: jsonSchemaOf(AdminMessageParams, 'input'),
        body: jsonSchemaOf(UpdateMessageBody, 'input'),
        response: { 200: jsonSchemaOf(AdminMessage), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const id = messageId(request.params, reply);
      if (id === undefined) return reply;
      const body = parseBody(UpdateMessageBody, request.body);
      if (!body.ok) return reply.code(400).send(failureEnvelope(400, body.problem));
      const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
        const before = await findMessageById(tx, id, { forUpdate: true });
        if (!before) return { ok: false, status: 404, problem: messageNotFound(id) };
        const changed = changedFields(filingOf(before), body.data);
        if (!changed) return { ok: true, message: before };
        const message = await fileMessage(tx, id, body.data);
        await recordAudit(tx, actor, { action: 'update', resource: 'message', resourceId: id, ...changed });
        return { ok: true, message };
      });
      return answer(reply, outcome);
    },
  );

  app.post(
    REPLY_PATH,
    {
      onRequest: access,
      schema: {
        ...schemaBase,
        summary: 'Replies to a contact message by mail (owner)',
        description:
          'Mails `body` (plain text, at most 10,000 characters) under `subject` (one line, at most 200) to ' +
          "the sender, in the message's language with the message quoted, then marks it replied and read and " +
          `records the reply in the audit log (its subject, length and first ${REPLY_AUDIT_EXCERPT_LENGTH} ` +
          'characters). 502 when the mail server refuses the mail: then nothing is recorded. 404 for an unknown id.',
        params: jsonSchemaOf(AdminMessageParams, 'input'),
        body: jsonSchemaOf(ReplyMessageBody, 'input'),
        response: { 200: jsonSchemaOf(AdminMessage), ...failureResponses },
      },
      validatorCompiler: noValidation,
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const id = messageId(request.params, reply);
      if (id === undefined) return reply;
      const body = parseBody(ReplyMessageBody, request.body);
      if (!body.ok) return reply.code(400).send(failureEnvelope(400, body.problem));
      const original = await findMessageById(deps.db, id);
      if (!original) return reply.code(404).send(failureEnvelope(404, messageNotFound(id)));

      // Sent before anything is recorded, outside the transaction: a slow mail server must not hold a
      // lock (PGlite has one connection), and a refused mail must not count as a reply.
      const languageId = original.language === Language.ar.code ? Language.ar.id : Language.en.id;
      const shopName = await findShopName(deps.db, languageId);
      const mail = composeContactReplyMail({ languageId, ...body.data, original });
      try {
        await mailer.send({ ...mail, to: original.email, fromName: shopName });
      } catch (error) {
        request.log.error({ err: error, contactMessageId: id }, 'reply to a contact message could not be sent');
        return reply.code(502).send(failureEnvelope(502, problem('REPLY_NOT_SENT')));
      }

      const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
        const before = await findMessageById(tx, id, { forUpdate: true });
        if (!before) return { ok: false, status: 404, problem: messageNotFound(id) };
        const message = await markReplied(tx, id);
        await recordAudit(tx, actor, {
          action: 'reply',
          resource: 'message',
          resourceId: id,
          before: { readAt: before.readAt, repliedAt: before.repliedAt },
          after: {
            readAt: message.readAt,
            repliedAt: message.repliedAt,
            to: original.email,
            subject: body.data.subject,
            bodyLength: body.data.body.length,
            bodyExcerpt: excerptOf(body.data.body),
          },
        });
        return { ok: true, message };
      });
      return answer(reply, outcome);
    },
  );

  registerAdminSubscriberRoutes(app, deps, access);
}

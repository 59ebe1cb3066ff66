import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  endpointPath,
  problem,
  type AdminMessage,
  type AdminMessagePage,
  type AdminSubscriber,
  type AdminSubscriberPage,
  type StaffRole,
} from '@shop/contract';
import { queryRows } from '../../db/database';
import { decodeMailBodies, freshAddress, fromAddress, outboxFiles, subjectOf } from '../../../test/support/shopper';
import { createTestShop, type TestShop } from '../../../test/support/test-app';
import { adminClient, problemOf } from '../../../test/support/admin-test-client';
import { ADMIN_MESSAGES_PATH, REPLY_AUDIT_EXCERPT_LENGTH } from './message-routes';
import { ADMIN_SUBSCRIBERS_CSV_PATH, ADMIN_SUBSCRIBERS_PATH } from './subscriber-routes';

let shop: TestShop;
let admin: ReturnType<typeof adminClient>;
let ownerEmail: string;
const cookies = {} as Record<StaffRole, string>;

beforeAll(async () => {
  shop = await createTestShop();
  admin = adminClient(shop);
  ({ email: ownerEmail, cookie: cookies.owner } = await admin.firstOwner());
  for (const role of ['catalogue', 'orders', 'moderator'] as const) {
    cookies[role] = await admin.signIn((await admin.createMember(role)).email);
  }
});
afterAll(async () => {
  await shop?.close();
});

const as = (role: StaffRole | null) => (role === null ? {} : { cookie: cookies[role] });
const errorOf = (reply: { json: () => unknown }) => (reply.json() as { errorMessage: string }).errorMessage;

let sent = 0;
/** Sends the storefront's contact form (in `language`) and answers the stored message's id. */
async function sendContact(overrides: Record<string, string> = {}, language = 'en', target: TestShop = shop) {
  sent += 1;
  const params = {
    FullName: 'Yusuf Nasser',
    Email: 'yusuf@example.com',
    PhoneNumber: '+970 59 123 4567',
    Subject: `Question ${sent}`,
    Message: 'Do you sell olive oil in 5 litre tins?',
    recordValueJson: '[]',
    ...overrides,
  };
  const reply = await target.call(
    endpointPath('contact-us'),
    params,
    fromAddress(freshAddress(), { 'accept-language': language }),
  );
  expect(reply.status).toBe(200);
  const [row] = await queryRows<{ id: number }>(
    target.db,
    sql`SELECT id FROM contact_messages WHERE subject = ${params.Subject} ORDER BY id DESC LIMIT 1`,
  );
  return { id: row!.id, reply };
}

const listMessages = async (query: string) => {
  const reply = await admin.send('GET', `${ADMIN_MESSAGES_PATH}${query}`, as('owner'));
  expect(reply.statusCode).toBe(200);
  return reply.json() as AdminMessagePage;
};
const patchMessage = (id: number, body: unknown, role: StaffRole | null = 'owner') =>
  admin.send('PATCH', `${ADMIN_MESSAGES_PATH}/${id}`, { body, ...as(role) });
const replyTo = (id: number, body: unknown, role: StaffRole | null = 'owner') =>
  admin.send('POST', `${ADMIN_MESSAGES_PATH}/${id}/reply`, { body, ...as(role) });
const auditOf = (resource: string, id: number) =>
  queryRows<{ action: string; actor: string; before: unknown; after: unknown }>(
    shop.db,
    sql`SELECT action, actor, before, after FROM audit_log
         WHERE resource = ${resource} AND resource_id = ${String(id)} ORDER BY id`,
  );
const messageRow = async (id: number) =>
  (
    await queryRows<{ language_id: number; read_at: unknown; archived_at: unknown; replied_at: unknown }>(
      shop.db,
      sql`SELECT language_id, read_at, archived_at, replied_at FROM contact_messages WHERE id = ${id}`,
    )
  )[0]!;

interface Mail {
  to: string;
  subject: string;
  /** The text and HTML parts, decoded. */
  body: string;
  /** The HTML part alone, decoded. */
  html: string;
  raw: string;
}
/** The decoded HTML part of a raw MIME message. */
const htmlPartOf = (raw: string) =>
  decodeMailBodies(raw.split(/\r?\n--[^\r\n]+\r?\n/).find((part) => /^content-type:\s*text\/html/im.test(part)) ?? '');
/** Every mail in a shop's outbox, decoded. */
async function outbox(target: TestShop = shop): Promise<Mail[]> {
  const directory = path.join(target.config.DATA_DIR, 'outbox');
  return Promise.all(
    (await outboxFiles(target)).map(async (name) => {
      const raw = await fs.readFile(path.join(directory, name), 'utf8');
      const to = /^To: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
      return { raw, to, subject: subjectOf(raw), body: decodeMailBodies(raw), html: htmlPartOf(raw) };
    }),
  );
}
/** Whether a mail links to the message in the admin (and not to one whose id merely starts the same). */
const linksTo = (id: number) => (mail: Mail) => new RegExp(`/admin/messages/${id}(?!\\d)`).test(mail.body);
/** Waits until `count` mails in the outbox match, and answers them. */
async function mailsMatching(match: (mail: Mail) => boolean, count: number): Promise<Mail[]> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const found = (await outbox()).filter(match);
    if (found.length >= count) return found;
    if (Date.now() > deadline) throw new Error(`${found.length} matching mails in the outbox, not ${count}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A port nothing listens on: a mail server that refuses every connection. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let subscribersAdded = 0;
/** A subscriber row in the given state, with a unique address starting with `prefix`. */
async function addSubscriber(prefix: string, state: 'pending' | 'confirmed' | 'unsubscribed', languageId = 1) {
  subscribersAdded += 1;
  const email = `${prefix}${subscribersAdded}@example.com`;
  const [row] = await queryRows<{ id: number }>(
    shop.db,
    sql`INSERT INTO subscribers (email, language_id, confirmed_at, unsubscribed_at)
        VALUES (${email}, ${languageId},
                ${state === 'pending' ? null : sql`now() - interval '2 days'`},
                ${state === 'unsubscribed' ? sql`now() - interval '1 day'` : null})
        RETURNING id`,
  );
  return { id: row!.id, email };
}

describe('who may use the inbox and the subscribers', () => {
  const routes: [string, (role: StaffRole | null) => Promise<number>][] = [
    ['GET messages', async (role) => (await admin.send('GET', ADMIN_MESSAGES_PATH, as(role))).statusCode],
    [
      'GET message',
      async (role) =>
        (await admin.send('GET', `${ADMIN_MESSAGES_PATH}/${(await sendContact()).id}`, as(role))).statusCode,
    ],
    ['PATCH message', async (role) => (await patchMessage((await sendContact()).id, { read: true }, role)).statusCode],
    [
      'POST reply',
      async (role) =>
        (await replyTo((await sendContact()).id, { subject: 'Re: tins', body: 'Yes, we do.' }, role)).statusCode,
    ],
    ['GET subscribers', async (role) => (await admin.send('GET', ADMIN_SUBSCRIBERS_PATH, as(role))).statusCode],
    ['GET subscribers.csv', async (role) => (await admin.send('GET', ADMIN_SUBSCRIBERS_CSV_PATH, as(role))).statusCode],
    [
      'POST unsubscribe',
      async (role) =>
        (
          await admin.send(
            'POST',
            `${ADMIN_SUBSCRIBERS_PATH}/${(await addSubscriber('roles-', 'confirmed')).id}/unsubscribe`,
            as(role),
          )
        ).statusCode,
    ],
  ];

  it.each(routes)('%s: owner yes; catalogue, orders and moderator 403; no session 401', async (_name, call) => {
    const answers: Record<string, number> = {};
    for (const role of ['owner', 'catalogue', 'orders', 'moderator', null] as const) {
      answers[role ?? 'none'] = await call(role);
    }
    expect(answers).toEqual({ owner: 200, catalogue: 403, orders: 403, moderator: 403, none: 401 });
  });

  it('changes, mails and records nothing for a refused role', async () => {
    const { id } = await sendContact({ Email: 'refused-roles@example.com' });
    const subscriber = await addSubscriber('refused-', 'confirmed');
    for (const role of ['catalogue', 'orders', 'moderator', null] as const) {
      const refusal = role === null ? 401 : 403;
      expect((await patchMessage(id, { read: true, archived: true }, role)).statusCode).toBe(refusal);
      expect((await replyTo(id, { subject: 'Hi', body: 'Hello' }, role)).statusCode).toBe(refusal);
      const unsubscribe = await admin.send('POST', `${ADMIN_SUBSCRIBERS_PATH}/${subscriber.id}/unsubscribe`, as(role));
      expect(unsubscribe.statusCode).toBe(refusal);
    }
    expect(await messageRow(id)).toMatchObject({ read_at: null, archived_at: null, replied_at: null });
    expect(await auditOf('message', id)).toEqual([]);
    expect(await auditOf('subscriber', subscriber.id)).toEqual([]);
    expect((await outbox()).filter((mail) => mail.to.includes('refused-roles@example.com'))).toEqual([]);
    const [row] = await queryRows<{ unsubscribed_at: unknown }>(
      shop.db,
      sql`SELECT unsubscribed_at FROM subscribers WHERE id = ${subscriber.id}`,
    );
    expect(row!.unsubscribed_at).toBeNull();
  });
});

describe('the owner is mailed about each contact message', () => {
  it('mails the owner and a member who opted in, each in their language, not one who did not; stores Arabic', async () => {
    const optedIn = await admin.createMember('orders');
    const notOptedIn = await admin.createMember('moderator');
    await shop.db.execute(sql`UPDATE staff SET notify_by_mail = true, language = 'ar' WHERE id = ${optedIn.id}`);

    const { id, reply } = await sendContact(
      { FullName: 'سلمى خليل', Email: 'salma@example.com', Subject: 'سؤال عن الزيت', Message: 'هل يتوفر زيت الزيتون؟' },
      'ar',
    );
    // The shopper's answer is the protocol's, exactly as before.
    expect(reply.body).toMatchObject({ statusCode: 200, message: 'Saved Successfully', errorMessage: '' });
    expect(reply.rows).toEqual([{ ResponseMsg: 'Saved Successfully' }]);
    expect((await messageRow(id)).language_id).toBe(2);
    const stored = (await admin.send('GET', `${ADMIN_MESSAGES_PATH}/${id}`, as('owner'))).json() as AdminMessage;
    expect(stored).toMatchObject({ language: 'ar', fullName: 'سلمى خليل', subject: 'سؤال عن الزيت' });

    const aboutIt = linksTo(id);
    await mailsMatching(aboutIt, 2);
    // The notices are sent together; a third one would have landed by now.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const notices = (await outbox()).filter(aboutIt);
    expect(notices.map((mail) => mail.to).sort()).toEqual([ownerEmail, optedIn.email].sort());
    expect(notices.some((mail) => mail.to === notOptedIn.email)).toBe(false);

    const toOwner = notices.find((mail) => mail.to === ownerEmail)!;
    expect(toOwner.body).toContain(`${new URL(shop.config.PUBLIC_URL).origin}/admin/messages/${id}\n`);
    expect(toOwner.subject).toBe(`New contact message #${id} - Palestine Heritage Shop`);
    expect(toOwner.raw).toMatch(/^Content-Language: en$/m);
    expect(toOwner.body).toContain('From: سلمى خليل <salma@example.com>');
    const toMember = notices.find((mail) => mail.to === optedIn.email)!;
    expect(toMember.subject).toBe(`رسالة تواصل جديدة رقم ${id} - متجر التراث الفلسطيني`);
    expect(toMember.raw).toMatch(/^Content-Language: ar$/m);
    expect(toMember.body).toContain('dir="rtl"');
  });

  it('escapes what the shopper typed in the notice', async () => {
    const { id } = await sendContact({ FullName: '<img src=x onerror=alert(1)>', Subject: '<b>bold</b>' });
    const [notice] = await mailsMatching(linksTo(id), 1);
    expect(notice!.html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(notice!.html).not.toContain('<img src=x');
    expect(notice!.html).not.toContain('<b>bold</b>');
    expect(notice!.subject).not.toContain('bold');
  });

  it('answers the shopper and replies nothing when the mail server is down; a reply then answers 502', async () => {
    const downShop = await createTestShop({ env: { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` } });
    try {
      const downAdmin = adminClient(downShop);
      const owner = await downAdmin.firstOwner();
      const { id, reply } = await sendContact({ Subject: 'While the mail is down' }, 'en', downShop);
      expect(reply.rows).toEqual([{ ResponseMsg: 'Saved Successfully' }]);

      const refused = await downAdmin.send('POST', `${ADMIN_MESSAGES_PATH}/${id}/reply`, {
        cookie: owner.cookie,
        body: { subject: 'Re: tins', body: 'Yes.' },
      });
      expect(refused.statusCode).toBe(502);
      expect(problemOf(refused)).toEqual(problem('REPLY_NOT_SENT'));
      const [row] = await queryRows<{ replied_at: unknown; read_at: unknown }>(
        downShop.db,
        sql`SELECT replied_at, read_at FROM contact_messages WHERE id = ${id}`,
      );
      expect(row).toEqual({ replied_at: null, read_at: null });
      const audits = await queryRows(downShop.db, sql`SELECT id FROM audit_log WHERE resource = 'message'`);
      expect(audits).toEqual([]);
    } finally {
      await downShop.close();
    }
  });
});

describe('the inbox', () => {
  it('lists the inbox, the unread and the archived boxes, newest first, with the unread count', async () => {
    const a = await sendContact({ FullName: 'Boxes Alpha', Subject: 'boxes one' });
    const b = await sendContact({ FullName: 'Boxes Beta', Subject: 'boxes two' });
    const c = await sendContact({ FullName: 'Boxes Gamma', Subject: 'boxes three' });
    expect((await patchMessage(b.id, { read: true })).statusCode).toBe(200);
    expect((await patchMessage(c.id, { archived: true })).statusCode).toBe(200);

    const inbox = await listMessages('?q=boxes');
    expect(inbox.items.map((message) => message.id)).toEqual([b.id, a.id]);
    expect(inbox).toMatchObject({ total: 2, limit: 25, offset: 0 });
    expect((await listMessages('?q=boxes&box=inbox')).items.map((message) => message.id)).toEqual([b.id, a.id]);
    expect((await listMessages('?q=boxes&box=unread')).items.map((message) => message.id)).toEqual([a.id]);
    expect((await listMessages('?q=boxes&box=archived')).items.map((message) => message.id)).toEqual([c.id]);
    expect((await listMessages('?q=boxes&sort=fullName&order=asc')).items.map((m) => m.fullName)).toEqual([
      'Boxes Alpha',
      'Boxes Beta',
    ]);
    expect(await listMessages('?q=boxes&limit=1&offset=1')).toMatchObject({ total: 2, items: [{ id: a.id }] });

    const [unread] = await queryRows<{ n: number }>(
      shop.db,
      sql`SELECT count(*)::int AS n FROM contact_messages WHERE read_at IS NULL AND archived_at IS NULL`,
    );
    expect(unread!.n).toBeGreaterThan(0);
    for (const query of ['?q=boxes', '?box=archived', '?q=nothing-matches-this']) {
      expect((await listMessages(query)).unread).toBe(unread!.n);
    }
    expect(inbox.items[1]).toEqual({
      id: a.id,
      fullName: 'Boxes Alpha',
      email: 'yusuf@example.com',
      phoneNumber: '+970 59 123 4567',
      subject: 'boxes one',
      message: 'Do you sell olive oil in 5 litre tins?',
      language: 'en',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      readAt: null,
      archivedAt: null,
      repliedAt: null,
    });
  });

  it.each([
    ['name', { FullName: 'Zahra Searchname' }, 'searchname'],
    ['email', { Email: 'findme.by-mail@example.com' }, 'FINDME.BY-MAIL'],
    ['subject', { Subject: 'A subject with Sesame' }, 'sesame'],
    ['text', { Message: 'Is the za’atar blend 100% thyme?' }, '100% thyme'],
  ])('searches the %s, ignoring case', async (_field, overrides, q) => {
    const { id } = await sendContact(overrides);
    const found = await listMessages(`?q=${encodeURIComponent(q)}`);
    expect(found.items.map((message) => message.id)).toEqual([id]);
  });

  it('takes % and _ in a search literally', async () => {
    await sendContact({ Subject: 'percent-free subject' });
    expect((await listMessages(`?q=${encodeURIComponent('percent%free')}`)).items).toEqual([]);
  });

  it.each([
    ['?box=spam', /^box: Expected inbox, unread or archived/],
    ['?sort=phone', /^sort: Expected createdAt, fullName, email, subject, id/],
    ['?limit=0', /^limit: /],
    ['?order=up', /^order: Expected asc or desc/],
  ])('answers 400 naming the field for %s', async (query, message) => {
    const reply = await admin.send('GET', `${ADMIN_MESSAGES_PATH}${query}`, as('owner'));
    expect(reply.statusCode).toBe(400);
    expect(errorOf(reply)).toMatch(message);
  });

  it('reads a message without marking it read', async () => {
    const { id } = await sendContact();
    const reply = await admin.send('GET', `${ADMIN_MESSAGES_PATH}/${id}`, as('owner'));
    expect(reply.json()).toMatchObject({ id, readAt: null });
    expect((await messageRow(id)).read_at).toBeNull();
  });

  it.each(['0', '-1', 'abc', '1.5', '99999999999'])('answers 400 for the id %s, never a 500', async (id) => {
    const url = `${ADMIN_MESSAGES_PATH}/${id}`;
    for (const reply of [
      await admin.send('GET', url, as('owner')),
      await admin.send('PATCH', url, { body: { read: true }, ...as('owner') }),
      await admin.send('POST', `${url}/reply`, { body: { subject: 'a', body: 'b' }, ...as('owner') }),
    ]) {
      expect(reply.statusCode).toBe(400);
      expect(errorOf(reply)).toMatch(/^id: Expected a message id/);
    }
  });

  it('answers 404 for an unknown message, and mails nobody', async () => {
    for (const reply of [
      await admin.send('GET', `${ADMIN_MESSAGES_PATH}/424242`, as('owner')),
      await patchMessage(424242, { read: true }),
      await replyTo(424242, { subject: 'To nobody at all', body: 'Anyone?' }),
    ]) {
      expect(reply.statusCode).toBe(404);
      expect(problemOf(reply)).toEqual(problem('MESSAGE_NOT_FOUND', { id: 424242 }));
    }
    // The reply is sent before the answer: it would be in the outbox now.
    expect((await outbox()).filter((mail) => mail.subject === 'To nobody at all')).toEqual([]);
  });
});

describe('filing a message', () => {
  it('marks read and archived, keeps the first time, and records each change with before and after', async () => {
    const { id } = await sendContact();
    const read = await patchMessage(id, { read: true });
    expect(read.statusCode).toBe(200);
    const readMessage = read.json() as AdminMessage;
    expect(readMessage.readAt).toEqual(expect.stringMatching(/^\d{4}-/));
    expect(readMessage.archivedAt).toBeNull();

    // Read again: nothing changes, nothing is recorded.
    const again = (await patchMessage(id, { read: true })).json() as AdminMessage;
    expect(again.readAt).toBe(readMessage.readAt);
    // An empty body changes nothing either.
    expect((await patchMessage(id, {})).json()).toEqual(again);

    const filed = (await patchMessage(id, { read: false, archived: true })).json() as AdminMessage;
    expect(filed).toMatchObject({ readAt: null, archivedAt: expect.stringMatching(/^\d{4}-/) });
    const back = (await patchMessage(id, { archived: false })).json() as AdminMessage;
    expect(back).toMatchObject({ readAt: null, archivedAt: null });

    const entries = await auditOf('message', id);
    expect(entries).toEqual([
      { action: 'update', actor: ownerEmail, before: { read: false }, after: { read: true } },
      {
        action: 'update',
        actor: ownerEmail,
        before: { read: true, archived: false },
        after: { read: false, archived: true },
      },
      { action: 'update', actor: ownerEmail, before: { archived: true }, after: { archived: false } },
    ]);
  });

  it.each([
    [{ read: 'yes' }, /^read: Expected true or false/],
    [{ archived: 1 }, /^archived: Expected true or false/],
    [[{ read: true }], /^body: Expected a JSON object/],
  ])('answers 400 naming the field for %j and changes nothing', async (body, message) => {
    const { id } = await sendContact();
    const reply = await patchMessage(id, body);
    expect(reply.statusCode).toBe(400);
    expect(errorOf(reply)).toMatch(message);
    expect(await messageRow(id)).toMatchObject({ read_at: null, archived_at: null });
    expect(await auditOf('message', id)).toEqual([]);
  });

  it('offers no DELETE: messages are kept', async () => {
    const { id } = await sendContact();
    const reply = await admin.send('DELETE', `${ADMIN_MESSAGES_PATH}/${id}`, as('owner'));
    expect(reply.statusCode).toBe(404);
    expect(await messageRow(id)).toBeDefined();
  });
});

describe('replying to a message', () => {
  it("mails the sender in the message's language, quotes the message, marks it replied and read, and audits it", async () => {
    const { id } = await sendContact(
      { FullName: 'Salma', Email: 'salma.reply@example.com', Message: 'هل تشحنون إلى عمّان؟' },
      'ar',
    );
    const body = 'نعم، نشحن إلى عمّان.\nيصل الطلب خلال أسبوع.\n\n<script>alert(1)</script>';
    const reply = await replyTo(id, { subject: '  Re: الشحن إلى عمّان  ', body });
    expect(reply.statusCode).toBe(200);
    const message = reply.json() as AdminMessage;
    expect(message.repliedAt).toEqual(expect.stringMatching(/^\d{4}-/));
    expect(message.readAt).toBe(message.repliedAt);

    const [mail] = await mailsMatching((sent) => sent.to === 'salma.reply@example.com', 1);
    expect(mail!.subject).toBe('Re: الشحن إلى عمّان');
    expect(mail!.raw).toMatch(/^Content-Language: ar$/m);
    expect(mail!.body).toContain('نعم، نشحن إلى عمّان.\nيصل الطلب خلال أسبوع.');
    expect(mail!.body).toContain('> هل تشحنون إلى عمّان؟');
    expect(mail!.html).toContain('dir="rtl"');
    expect(mail!.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(mail!.html).not.toContain('<script>');

    const [entry] = await auditOf('message', id);
    expect(entry).toEqual({
      action: 'reply',
      actor: ownerEmail,
      before: { readAt: null, repliedAt: null },
      after: {
        readAt: message.readAt,
        repliedAt: message.repliedAt,
        to: 'salma.reply@example.com',
        subject: 'Re: الشحن إلى عمّان',
        bodyLength: body.length,
        bodyExcerpt: body,
      },
    });
  });

  it('keeps the first read time, and records only the start of a long reply', async () => {
    const { id } = await sendContact({ Email: 'long.reply@example.com' });
    const read = (await patchMessage(id, { read: true })).json() as AdminMessage;
    const body = 'Olive oil. '.repeat(900).trim();
    const message = (await replyTo(id, { subject: 'About oil', body })).json() as AdminMessage;
    expect(message.readAt).toBe(read.readAt);
    expect(message.repliedAt).not.toBeNull();

    const [mail] = await mailsMatching((sent) => sent.to === 'long.reply@example.com', 1);
    expect(mail!.raw).toMatch(/^Content-Language: en$/m);
    expect(mail!.raw).toMatch(/^From: Palestine Heritage Shop </m);
    expect(mail!.body.replace(/\s+/g, ' ')).toContain(body);
    expect(mail!.body).toContain('> Do you sell olive oil in 5 litre tins?');

    const entries = await auditOf('message', id);
    expect(entries.map((entry) => entry.action)).toEqual(['update', 'reply']);
    const after = entries[1]!.after as { bodyLength: number; bodyExcerpt: string };
    expect(after.bodyLength).toBe(body.length);
    expect(after.bodyExcerpt).toBe(`${body.slice(0, REPLY_AUDIT_EXCERPT_LENGTH)}…`);
  });

  it.each([
    [{ subject: '', body: 'Hello' }, /^subject: Required/],
    [{ subject: '   ', body: 'Hello' }, /^subject: Required/],
    [{ body: 'Hello' }, /^subject: Expected text/],
    [{ subject: 'Hi', body: '' }, /^body: Required/],
    [{ subject: 'Hi' }, /^body: Expected text/],
    [{ subject: 'x'.repeat(201), body: 'Hello' }, /^subject: At most 200 characters/],
    [{ subject: 'Hi', body: 'x'.repeat(10_001) }, /^body: At most 10000 characters/],
    [{ subject: 'Hi\r\nBcc: someone@example.com', body: 'Hello' }, /^subject: One line/],
    [{ subject: 5, body: 'Hello' }, /^subject: Expected text/],
    ['Hello', /^body: Expected a JSON object/],
  ])('answers 400 naming the field for %j, mails nothing and records nothing', async (body, message) => {
    const email = `bad-reply-${Math.random().toString(36).slice(2)}@example.com`;
    const { id } = await sendContact({ Email: email });
    const reply = await replyTo(id, body);
    expect(reply.statusCode).toBe(400);
    expect(errorOf(reply)).toMatch(message);
    expect((await messageRow(id)).replied_at).toBeNull();
    expect(await auditOf('message', id)).toEqual([]);
    expect((await outbox()).filter((mail) => mail.to === email)).toEqual([]);
  });
});

describe('newsletter subscribers', () => {
  const listSubscribers = async (query: string) => {
    const reply = await admin.send('GET', `${ADMIN_SUBSCRIBERS_PATH}${query}`, as('owner'));
    expect(reply.statusCode).toBe(200);
    return reply.json() as AdminSubscriberPage;
  };
  const unsubscribe = (id: number | string) =>
    admin.send('POST', `${ADMIN_SUBSCRIBERS_PATH}/${id}/unsubscribe`, as('owner'));

  it('lists them by state, searches the email, newest first', async () => {
    const pending = await addSubscriber('states-', 'pending', 2);
    const confirmed = await addSubscriber('states-', 'confirmed');
    const gone = await addSubscriber('states-', 'unsubscribed');

    const all = await listSubscribers('?q=STATES-');
    expect(all.items.map((subscriber) => subscriber.id)).toEqual([gone.id, confirmed.id, pending.id]);
    expect(all.total).toBe(3);
    expect(all.items[2]).toEqual({
      id: pending.id,
      email: pending.email,
      language: 'ar',
      createdAt: expect.stringMatching(/^\d{4}-/),
      confirmedAt: null,
      unsubscribedAt: null,
      state: 'pending',
    });
    for (const [state, subscriber] of [
      ['pending', pending],
      ['confirmed', confirmed],
      ['unsubscribed', gone],
    ] as const) {
      const page = await listSubscribers(`?q=states-&state=${state}`);
      expect(page.items.map((item) => [item.id, item.state])).toEqual([[subscriber.id, state]]);
    }
    expect((await listSubscribers('?q=states-&sort=id&order=asc&limit=2')).items.map((item) => item.id)).toEqual([
      pending.id,
      confirmed.id,
    ]);
  });

  it('shows an address signed up through the storefront as pending, in the form’s language', async () => {
    const email = 'storefront.signup@example.com';
    const reply = await shop.call(
      endpointPath('insert-subscriber'),
      { SubscriberEmail: email, recordValueJson: '[]' },
      fromAddress(freshAddress(), { 'accept-language': 'ar' }),
    );
    expect(reply.status).toBe(200);
    const page = await listSubscribers(`?q=${encodeURIComponent(email)}`);
    expect(page.items).toMatchObject([{ email, state: 'pending', language: 'ar', confirmedAt: null }]);
  });

  it.each([
    [ADMIN_SUBSCRIBERS_PATH, '?state=gone', /^state: Expected pending, confirmed or unsubscribed/],
    [ADMIN_SUBSCRIBERS_PATH, '?sort=language', /^sort: Expected createdAt, email, id/],
    [ADMIN_SUBSCRIBERS_PATH, '?limit=101', /^limit: /],
    [ADMIN_SUBSCRIBERS_CSV_PATH, '?state=gone', /^state: Expected pending, confirmed or unsubscribed/],
    [ADMIN_SUBSCRIBERS_CSV_PATH, '?order=sideways', /^order: Expected asc or desc/],
  ])('%s answers 400 naming the field for %s', async (url, query, message) => {
    const reply = await admin.send('GET', `${url}${query}`, as('owner'));
    expect(reply.statusCode).toBe(400);
    expect(errorOf(reply)).toMatch(message);
  });

  it('exports the filtered list as CSV with a byte-order mark and a header, a formula neutralised', async () => {
    // The sign-up form takes this address: a spreadsheet would read it as a formula.
    const formula = '=1+2@example.com';
    const signup = await shop.call(
      endpointPath('insert-subscriber'),
      { SubscriberEmail: formula, recordValueJson: '[]' },
      fromAddress(freshAddress()),
    );
    expect(signup.status).toBe(200);
    const confirmed = await addSubscriber('csv-', 'confirmed');
    await addSubscriber('csv-', 'unsubscribed');

    const reply = await admin.send('GET', `${ADMIN_SUBSCRIBERS_CSV_PATH}?q=csv-&state=confirmed`, as('owner'));
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toBe('attachment; filename="subscribers.csv"');
    const bytes = reply.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe('id,email,language,state,createdAt,confirmedAt,unsubscribedAt');
    expect(lines).toHaveLength(2);
    const email = confirmed.email.replace(/[.+]/g, (character) => `\\${character}`);
    expect(lines[1]).toMatch(new RegExp(`^${confirmed.id},${email},en,confirmed,\\d{4}-[^,]+Z,\\d{4}-[^,]+Z,$`));

    const withFormula = await admin.send(
      'GET',
      `${ADMIN_SUBSCRIBERS_CSV_PATH}?q=${encodeURIComponent('=1+2')}`,
      as('owner'),
    );
    const row = withFormula.rawPayload.toString('utf8').split('\r\n')[1]!;
    expect(row).toMatch(/^\d+,"'=1\+2@example\.com",en,pending,/);
  });

  it('unsubscribes once under a burst of 10 at once: one audit entry, the same answer', async () => {
    const subscriber = await addSubscriber('burst-', 'confirmed');
    const replies = await Promise.all(Array.from({ length: 10 }, () => unsubscribe(subscriber.id)));
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(10).fill(200));
    const answers = replies.map((reply) => reply.json() as AdminSubscriber);
    expect(new Set(answers.map((answer) => answer.unsubscribedAt)).size).toBe(1);
    expect(answers[0]).toMatchObject({ id: subscriber.id, state: 'unsubscribed', confirmedAt: expect.any(String) });

    const again = (await unsubscribe(subscriber.id)).json() as AdminSubscriber;
    expect(again.unsubscribedAt).toBe(answers[0]!.unsubscribedAt);
    const entries = await auditOf('subscriber', subscriber.id);
    expect(entries).toEqual([
      {
        action: 'unsubscribe',
        actor: ownerEmail,
        before: { state: 'confirmed', unsubscribedAt: null },
        after: { state: 'unsubscribed', unsubscribedAt: answers[0]!.unsubscribedAt },
      },
    ]);
  });

  it('records a pending address unsubscribed as pending before', async () => {
    const subscriber = await addSubscriber('pending-off-', 'pending');
    expect((await unsubscribe(subscriber.id)).json()).toMatchObject({ state: 'unsubscribed', confirmedAt: null });
    const [entry] = await auditOf('subscriber', subscriber.id);
    expect(entry!.before).toEqual({ state: 'pending', unsubscribedAt: null });
  });

  it('answers 404 for an unknown subscriber and 400 for a bad id', async () => {
    const unknown = await unsubscribe(424242);
    expect(unknown.statusCode).toBe(404);
    expect(problemOf(unknown)).toEqual(problem('SUBSCRIBER_NOT_FOUND', { id: 424242 }));
    for (const id of ['0', 'abc', '99999999999']) {
      const reply = await unsubscribe(id);
      expect(reply.statusCode).toBe(400);
      expect(errorOf(reply)).toMatch(/^id: Expected a subscriber id/);
    }
  });
});

import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Language, endpointPath, problem } from '@shop/contract';
import { queryRows } from '../db/database';
import { createMailer, type Mailer } from '../mail/mailer';
import type { EndpointHandler, EndpointHandlers } from '../protocol/register-endpoints';
import { createDatabaseCounterStore } from '../rate-limit/database-counter-store';
import { createRateLimiterOn } from '../rate-limit/rate-limiter';
import { createTestShop, type TestShop } from '../../test/support/test-app';
import { decodeMailBodies, freshAddress, fromAddress, outboxFiles, subjectOf } from '../../test/support/shopper';
import { createEngagementHandlers, loadNewsletterKey } from './engagement-handlers';
import { signConfirmToken, signUnsubscribeToken } from './newsletter-tokens';
import { listNewsletterAudience } from './subscriber-repository';

const STOREFRONT_URL = 'https://shop.example';

let shop: TestShop;
let key: Buffer;
// The app's own handlers over a mailer this file can wait for, to count mails that must not exist.
let mailer: Mailer;
let handlers: EndpointHandlers;

beforeAll(async () => {
  shop = await createTestShop({ seed: false, env: { STOREFRONT_URL } });
  key = await loadNewsletterKey(shop.config);
  mailer = createMailer(shop.config);
  handlers = await createEngagementHandlers({
    config: shop.config,
    rateLimiter: createRateLimiterOn(createDatabaseCounterStore(shop.db)),
    mailer,
  });
});
afterAll(async () => {
  await shop?.close();
});

const subscribeOverHttp = (email: string, language = 'en') =>
  shop.call(
    endpointPath('insert-subscriber'),
    { SubscriberEmail: email, recordValueJson: '[]' },
    fromAddress(freshAddress(), { 'accept-language': language }),
  );

/** insert-subscriber through the app's handler; resolves once any mail it sends is in the outbox. */
async function subscribeAndSettle(email: string, languageId: number = Language.en.id, ip = freshAddress()) {
  const subscribe = handlers['insert-subscriber'] as EndpointHandler<'insert-subscriber'>;
  const outcome = await subscribe(
    { SubscriberEmail: email, recordValueJson: '[]' },
    {
      db: shop.db,
      config: shop.config,
      log: { info: () => {}, error: () => {} } as unknown as FastifyBaseLogger,
      languageId,
      token: '',
      userIdHeader: '',
      idempotencyKey: '',
      ip,
    },
  );
  await mailer.settle();
  return outcome;
}

// Without a Token header: the links work for whoever holds them, logged in or not.
const confirm = (token: string) =>
  shop.call(endpointPath('confirm-subscriber'), { SubscriberToken: token }, fromAddress(freshAddress()));
const unsubscribe = (token: string) =>
  shop.call(endpointPath('unsubscribe-subscriber'), { SubscriberToken: token }, fromAddress(freshAddress()));

/** The raw mails in the outbox addressed to `email`, oldest first. */
async function mailsTo(email: string): Promise<string[]> {
  const dir = path.join(shop.config.DATA_DIR, 'outbox');
  const mails = await Promise.all((await outboxFiles(shop)).map((name) => fs.readFile(path.join(dir, name), 'utf8')));
  return mails.filter((raw) => new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'im').test(raw));
}

/** Waits for the `count`th mail to `email` (the app mails in the background). */
async function waitForMailTo(email: string, count = 1): Promise<string> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const mails = await mailsTo(email);
    if (mails.length >= count) return mails[count - 1]!;
    if (Date.now() > deadline) throw new Error(`${mails.length} mails to ${email}, not ${count}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The link to `page` in a mail and its token. */
function linkIn(raw: string, page: 'confirm' | 'unsubscribe'): { url: string; token: string } {
  const match = new RegExp(`(https://shop\\.example(?:/ar)?/newsletter/${page}\\?token=([\\w.%-]+))`).exec(
    decodeMailBodies(raw),
  );
  if (!match) throw new Error(`no ${page} link in the mail`);
  return { url: match[1]!, token: decodeURIComponent(match[2]!) };
}

const stateOf = async (email: string) =>
  (
    await queryRows<{ confirmed: boolean; unsubscribed: boolean; language_id: number }>(
      shop.db,
      sql`SELECT confirmed_at IS NOT NULL AS confirmed, unsubscribed_at IS NOT NULL AS unsubscribed, language_id
            FROM subscribers WHERE lower(email) = lower(${email})`,
    )
  )[0];

const inAudience = async (email: string) =>
  (await listNewsletterAudience(shop.db)).some((subscriber) => subscriber.email === email);

describe('signing up for the newsletter', () => {
  it('stores the address pending and mails one confirmation whose link confirms it', async () => {
    const email = 'new-reader@example.com';
    const reply = await subscribeOverHttp(email);
    expect(reply.status).toBe(200);
    expect(reply.rows).toEqual([{ ResponseMsg: 'Saved Successfully' }]);
    expect(await stateOf(email)).toEqual({ confirmed: false, unsubscribed: false, language_id: Language.en.id });
    expect(await inAudience(email)).toBe(false);

    const mail = await waitForMailTo(email);
    expect(subjectOf(mail)).toBe('Please confirm your newsletter subscription - Shop');
    expect(mail).toMatch(/^Content-Language: en$/m);
    const link = linkIn(mail, 'confirm');
    expect(link.url).toMatch(/^https:\/\/shop\.example\/newsletter\/confirm\?token=confirm\./);
    expect(decodeMailBodies(mail)).toContain(`href="${link.url}"`);
    expect((await mailsTo(email)).length).toBe(1);

    const confirmed = await confirm(link.token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.rows).toEqual([{ ResponseMsg: 'Subscription Confirmed' }]);
    expect(await stateOf(email)).toMatchObject({ confirmed: true, unsubscribed: false });
    expect(await inAudience(email)).toBe(true);

    // Following the link twice is harmless, and the first confirmation's time stays.
    const [before] = await queryRows<{ at: string }>(
      shop.db,
      sql`SELECT confirmed_at::text AS at FROM subscribers WHERE email = ${email}`,
    );
    expect((await confirm(link.token)).rows).toEqual([{ ResponseMsg: 'Subscription Confirmed' }]);
    expect(
      await queryRows(shop.db, sql`SELECT confirmed_at::text AS at FROM subscribers WHERE email = ${email}`),
    ).toEqual([before]);
  });

  it('carries a working unsubscribe link in the body and in one-click List-Unsubscribe headers', async () => {
    const email = 'leaving-soon@example.com';
    await subscribeOverHttp(email);
    const mail = await waitForMailTo(email);
    const link = linkIn(mail, 'unsubscribe');
    expect(link.url).toMatch(/^https:\/\/shop\.example\/newsletter\/unsubscribe\?token=unsubscribe\./);
    const headers = mail.slice(0, mail.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toMatch(new RegExp(`^List-Unsubscribe: <${link.url.replace(/[.?]/g, '\\$&')}>$`, 'm'));
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const body = decodeMailBodies(mail);
    expect(body).toContain(`To unsubscribe, open this link (no login needed):\n${link.url}`);
    expect(body).toContain(`<a href="${link.url}">Unsubscribe</a>`);

    const reply = await unsubscribe(link.token);
    expect(reply.status).toBe(200);
    expect(reply.rows).toEqual([{ ResponseMsg: 'Unsubscribed Successfully' }]);
    expect(await stateOf(email)).toMatchObject({ unsubscribed: true });
  });

  it('mails in Arabic, with Arabic links, when the sign-up form was in Arabic', async () => {
    const email = 'qari@example.com';
    await subscribeOverHttp(email, 'ar');
    expect(await stateOf(email)).toMatchObject({ language_id: Language.ar.id });
    const mail = await waitForMailTo(email);
    expect(mail).toMatch(/^Content-Language: ar$/m);
    expect(subjectOf(mail)).toBe('يرجى تأكيد اشتراكك في النشرة الإخبارية - Shop');
    const body = decodeMailBodies(mail);
    expect(body).toContain('<div dir="rtl" lang="ar">');
    expect(body).toContain('لتأكيد الاشتراك، افتح هذا الرابط ثم اضغط زر التأكيد في الصفحة:');
    expect(body).toContain('لإلغاء الاشتراك، افتح هذا الرابط (لا يلزم تسجيل الدخول):');
    expect(linkIn(mail, 'confirm').url).toMatch(/^https:\/\/shop\.example\/ar\/newsletter\/confirm\?token=/);
    expect(linkIn(mail, 'unsubscribe').url).toMatch(/^https:\/\/shop\.example\/ar\/newsletter\/unsubscribe\?token=/);
    expect((await confirm(linkIn(mail, 'confirm').token)).status).toBe(200);
    expect(await inAudience(email)).toBe(true);
  });
});

describe('signing up an address again', () => {
  it('mails a pending address again, in the language of the latest sign-up', async () => {
    const email = 'twice-pending@example.com';
    await subscribeAndSettle(email, Language.en.id);
    const outcome = await subscribeAndSettle(email, Language.ar.id);
    expect(outcome).toMatchObject({ ok: true, rows: [{ ResponseMsg: 'Saved Successfully' }] });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]).toMatch(/^Content-Language: ar$/m);
    expect(await stateOf(email)).toEqual({ confirmed: false, unsubscribed: false, language_id: Language.ar.id });
  });

  it('gives a confirmed address the same answer and no mail, and changes nothing', async () => {
    const email = 'already-in@example.com';
    await subscribeAndSettle(email);
    expect((await confirm(linkIn((await mailsTo(email))[0]!, 'confirm').token)).status).toBe(200);

    for (const typed of [email, 'Already-In@Example.com']) {
      const outcome = await subscribeAndSettle(typed, Language.ar.id);
      expect(outcome).toEqual({
        ok: true,
        rows: [{ ResponseMsg: 'Saved Successfully' }],
        message: 'Saved Successfully',
      });
    }
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await stateOf(email)).toEqual({ confirmed: true, unsubscribed: false, language_id: Language.en.id });
  });

  it('sends at most 3 confirmation mails a day to one address, even to a burst from many addresses', async () => {
    const email = 'mail-bombed@example.com';
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => subscribeAndSettle(email)));
    for (const outcome of outcomes) expect(outcome).toMatchObject({ ok: true, message: 'Saved Successfully' });
    await mailer.settle();
    expect(await mailsTo(email)).toHaveLength(3);
    expect(await subscribeAndSettle(email)).toMatchObject({ ok: true, message: 'Saved Successfully' });
    expect(await mailsTo(email)).toHaveLength(3);
  });

  it('makes an unsubscribed address pending again, mailing a new confirmation', async () => {
    const email = 'came-back@example.com';
    await subscribeAndSettle(email);
    const first = (await mailsTo(email))[0]!;
    expect((await confirm(linkIn(first, 'confirm').token)).status).toBe(200);
    expect((await unsubscribe(linkIn(first, 'unsubscribe').token)).status).toBe(200);
    expect(await inAudience(email)).toBe(false);

    await subscribeAndSettle(email);
    expect(await stateOf(email)).toEqual({ confirmed: false, unsubscribed: false, language_id: Language.en.id });
    expect(await inAudience(email)).toBe(false);
    const second = (await mailsTo(email))[1]!;
    expect((await confirm(linkIn(second, 'confirm').token)).status).toBe(200);
    expect(await inAudience(email)).toBe(true);
  });
});

describe('the links', () => {
  const idOf = async (email: string) =>
    (await queryRows<{ id: number }>(shop.db, sql`SELECT id FROM subscribers WHERE email = ${email}`))[0]!.id;

  it('refuse a tampered, cut, foreign or mixed-up token with 400, changing nothing', async () => {
    const email = 'tamper-target@example.com';
    await subscribeAndSettle(email);
    const mail = (await mailsTo(email))[0]!;
    const confirmToken = linkIn(mail, 'confirm').token;
    const unsubscribeToken = linkIn(mail, 'unsubscribe').token;
    const id = await idOf(email);
    const [, , expiry, signature] = confirmToken.split('.');
    const flipped = `${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`;
    const otherKey = Buffer.alloc(32, 7);

    const badConfirmTokens = [
      `confirm.${id}.${expiry}.${flipped}`,
      `confirm.${id + 1}.${expiry}.${signature}`,
      `confirm.${id}.${Number(expiry) + 1}.${signature}`,
      confirmToken.slice(0, -4),
      `${confirmToken}.extra`,
      signConfirmToken(otherKey, id, Number(expiry)),
      unsubscribeToken,
      'confirm.1.2.3',
      'nonsense',
    ];
    const invalidLink = {
      errorCode: 'NEWSLETTER_LINK_INVALID',
      errorMessage: problem('NEWSLETTER_LINK_INVALID').message,
    };
    for (const token of badConfirmTokens) {
      const reply = await confirm(token);
      expect(reply.status, token).toBe(400);
      expect(reply.body, token).toMatchObject(invalidLink);
    }
    for (const token of [`unsubscribe.${id}.${flipped}`, signUnsubscribeToken(otherKey, id), confirmToken]) {
      const reply = await unsubscribe(token);
      expect(reply.status, token).toBe(400);
      expect(reply.body, token).toMatchObject(invalidLink);
    }
    expect(await stateOf(email)).toEqual({ confirmed: false, unsubscribed: false, language_id: Language.en.id });
  });

  it('refuse an expired confirmation link with 400 and say so', async () => {
    const email = 'too-late@example.com';
    await subscribeAndSettle(email);
    const id = await idOf(email);
    const anHourAgo = Math.floor(Date.now() / 1000) - 3600;
    const reply = await confirm(signConfirmToken(key, id, anHourAgo));
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      errorCode: 'NEWSLETTER_LINK_EXPIRED',
      errorMessage: problem('NEWSLETTER_LINK_EXPIRED').message,
    });
    expect(await stateOf(email)).toMatchObject({ confirmed: false });
  });

  it('name the field when no token is given', async () => {
    const reply = await confirm('');
    expect(reply.status).toBe(400);
    expect(reply.body.errorMessage).toBe('SubscriberToken: Link token is required');
  });

  it('unsubscribe without a login, twice as well, and a pending address too', async () => {
    const email = 'never-confirmed@example.com';
    await subscribeAndSettle(email);
    const token = linkIn((await mailsTo(email))[0]!, 'unsubscribe').token;
    for (let time = 0; time < 2; time += 1) {
      expect((await unsubscribe(token)).rows).toEqual([{ ResponseMsg: 'Unsubscribed Successfully' }]);
    }
    expect(await stateOf(email)).toMatchObject({ confirmed: false, unsubscribed: true });
  });
});

describe('listNewsletterAudience', () => {
  it('lists only confirmed addresses that have not unsubscribed', async () => {
    const emails = ['aud-pending@list.example', 'aud-confirmed@list.example', 'aud-left@list.example'];
    for (const email of emails) await subscribeAndSettle(email);
    for (const email of emails.slice(1)) {
      expect((await confirm(linkIn((await mailsTo(email))[0]!, 'confirm').token)).status).toBe(200);
    }
    expect((await unsubscribe(linkIn((await mailsTo(emails[2]!))[0]!, 'unsubscribe').token)).status).toBe(200);

    const audience = (await listNewsletterAudience(shop.db)).filter((subscriber) =>
      subscriber.email.endsWith('@list.example'),
    );
    expect(audience).toEqual([{ id: expect.any(Number) as number, email: emails[1], languageId: Language.en.id }]);
  });
});

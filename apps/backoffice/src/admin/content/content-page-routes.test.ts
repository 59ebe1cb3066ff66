import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Language, problem, type AdminContentPage, type AdminContentPageList } from '@shop/contract';
import { findContentPage } from '../../content/content-repository';
import { queryRows } from '../../db/database';
import { createTestShop, type TestShop } from '../../../test/support/test-app';
import { adminClient } from '../../../test/support/admin-test-client';
import { ADMIN_PAGES_PATH } from './content-page-routes';
import { auditOf, lastAuditOf, messageOf } from '../../../test/support/content-test-kit';

let shop: TestShop;
let admin: ReturnType<typeof adminClient>;
let catalogue: string;

beforeAll(async () => {
  shop = await createTestShop();
  admin = adminClient(shop);
  catalogue = await admin.signIn((await admin.createMember('catalogue')).email);
});
afterAll(async () => {
  await shop?.close();
});

const send = (method: 'GET' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  admin.send(method, url, { cookie: catalogue, ...(body === undefined ? {} : { body }) });

const about = {
  title: { en: 'About us', ar: 'من نحن' },
  body: {
    en: '<h2>Our story</h2><p>Made <em>by hand</em>.</p><script>steal()</script><img src=x onerror=alert(1)>',
    ar: '<p style="color:red">صنع يدوي</p>',
  },
};

describe('content pages', () => {
  it('are the three pages, each showing its built-in text until written', async () => {
    const reply = await send('GET', ADMIN_PAGES_PATH);
    expect(reply.statusCode).toBe(200);
    const list = reply.json() as AdminContentPageList;
    expect(list.total).toBe(3);
    expect(list.items.map((page) => page.slug)).toEqual(['about', 'faq', 'terms']);
    for (const page of list.items) {
      expect(page).toEqual({ slug: page.slug, title: { en: '', ar: '' }, body: { en: '', ar: '' }, updatedAt: null });
    }
    expect((await send('GET', `${ADMIN_PAGES_PATH}/terms`)).json()).toMatchObject({ slug: 'terms', updatedAt: null });
  });

  it('are written with the body sanitised, in both languages, and audited', async () => {
    const reply = await send('PUT', `${ADMIN_PAGES_PATH}/about`, about);
    expect(reply.statusCode, reply.body).toBe(200);
    const page = reply.json() as AdminContentPage;
    expect(page).toMatchObject({
      slug: 'about',
      title: about.title,
      body: { en: '<h2>Our story</h2><p>Made <em>by hand</em>.</p>', ar: '<p>صنع يدوي</p>' },
    });
    expect(Date.parse(page.updatedAt!)).toBeGreaterThan(Date.now() - 60_000);
    const [row] = await queryRows<{ title: string; body: string; localized: Record<string, Record<string, string>> }>(
      shop.db,
      sql`SELECT title, body, localized FROM content_pages WHERE slug = 'about'`,
    );
    expect(row).toEqual({
      title: 'About us',
      body: '<h2>Our story</h2><p>Made <em>by hand</em>.</p>',
      localized: { '2': { title: 'من نحن', body: '<p>صنع يدوي</p>' } },
    });
    expect(await lastAuditOf(shop, 'page')).toMatchObject({
      action: 'create',
      resource_id: 'about',
      before: null,
      after: { title: page.title, body: page.body },
    });
    expect((await send('GET', `${ADMIN_PAGES_PATH}/about`)).json()).toEqual(page);
  });

  it('record only what changed, and nothing for a save that changes nothing', async () => {
    const first = (await send('PUT', `${ADMIN_PAGES_PATH}/about`, about)).json() as AdminContentPage;
    const entries = (await auditOf(shop, 'page')).length;
    const unchanged = await send('PUT', `${ADMIN_PAGES_PATH}/about`, about);
    expect(unchanged.statusCode).toBe(200);
    expect(await auditOf(shop, 'page')).toHaveLength(entries);

    const reply = await send('PUT', `${ADMIN_PAGES_PATH}/about`, {
      ...about,
      title: { en: 'About the shop', ar: 'من نحن' },
    });
    expect(reply.statusCode).toBe(200);
    expect(await lastAuditOf(shop, 'page')).toMatchObject({
      action: 'update',
      // Only the English title changed: the audit keeps that alone.
      before: { title: { en: first.title.en } },
      after: { title: { en: 'About the shop' } },
    });
    expect((await lastAuditOf(shop, 'page'))!.after).not.toHaveProperty('body');
  });

  it('are what the back-office reads for the storefront, Arabic left empty showing English', async () => {
    await send('PUT', `${ADMIN_PAGES_PATH}/terms`, {
      title: { en: 'Terms', ar: '' },
      body: { en: '<p>Be kind.</p>', ar: '' },
    });
    expect(await findContentPage(shop.db, 'terms', Language.ar.id)).toEqual([
      { Slug: 'terms', Title: 'Terms', Body: '<p>Be kind.</p>' },
    ]);
    const arabic = await findContentPage(shop.db, 'about', Language.ar.id);
    expect(arabic[0]!.Title).toBe('من نحن');
    expect(await findContentPage(shop.db, 'faq', Language.en.id)).toEqual([]);
  });

  it.each([
    [{ ...about, title: { en: '', ar: 'x' } }, /^title\.en: Required$/],
    [{ ...about, title: { en: 'x'.repeat(201) } }, /^title\.en: At most 200 characters$/],
    [{ title: about.title }, /^body: /],
    [{ ...about, body: { en: '<script>alert(1)</script>', ar: '' } }, /^body\.en: Required \(nothing is left/],
    [{ ...about, body: { en: '<p>x</p>', ar: 5 } }, /^body\.ar: Expected text$/],
    ['about', /^body: Expected a JSON object$/],
  ])('refuse %j with a 400 naming the field', async (body, message) => {
    const entries = (await auditOf(shop, 'page')).length;
    const reply = await send('PUT', `${ADMIN_PAGES_PATH}/faq`, body);
    expect(reply.statusCode).toBe(400);
    expect(messageOf(reply)).toMatch(message);
    expect(await auditOf(shop, 'page')).toHaveLength(entries);
    expect(problem('PAGE_BODY_EMPTY').message).toMatch(/^body\.en: /);
  });

  it.each(['contact', 'ABOUT', '1'])('answer 404 for the page %s', async (slug) => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const reply = await send(method, `${ADMIN_PAGES_PATH}/${slug}`, method === 'PUT' ? about : undefined);
      expect(reply.statusCode, `${method} ${slug}`).toBe(404);
      expect(messageOf(reply)).toMatch(/^slug: No page .* \(expected about, faq, terms\)$/);
    }
  });

  it('go back to the built-in text when removed, audited with what they said', async () => {
    await send('PUT', `${ADMIN_PAGES_PATH}/faq`, { title: { en: 'FAQ' }, body: { en: '<p>Ask us.</p>' } });
    const reply = await send('DELETE', `${ADMIN_PAGES_PATH}/faq`);
    expect(reply.statusCode).toBe(204);
    expect(await lastAuditOf(shop, 'page')).toMatchObject({
      action: 'delete',
      resource_id: 'faq',
      before: { title: { en: 'FAQ', ar: '' }, body: { en: '<p>Ask us.</p>', ar: '' } },
      after: null,
    });
    expect((await send('GET', `${ADMIN_PAGES_PATH}/faq`)).json()).toMatchObject({ updatedAt: null });
    const again = await send('DELETE', `${ADMIN_PAGES_PATH}/faq`);
    expect(again.statusCode).toBe(404);
    expect(messageOf(again)).toBe('slug: The page faq shows its built-in text already');
  });

  it('are created once by a burst of parallel first saves, the others recorded as changes', async () => {
    const saves = Array.from({ length: 10 }, (_, n) => ({ title: { en: `FAQ ${n}` }, body: { en: `<p>${n}</p>` } }));
    const replies = await Promise.all(saves.map((body) => send('PUT', `${ADMIN_PAGES_PATH}/faq`, body)));
    expect(replies.map((reply) => reply.statusCode)).toEqual(saves.map(() => 200));
    const entries = (await auditOf(shop, 'page')).filter((entry) => entry.resource_id === 'faq');
    const sinceDelete = entries.slice(entries.findLastIndex((entry) => entry.action === 'delete') + 1);
    expect(sinceDelete.map((entry) => entry.action)).toEqual(['create', ...saves.slice(1).map(() => 'update')]);
    // Each change saw the page the one before it left.
    for (const [index, entry] of sinceDelete.entries()) {
      if (index > 0)
        expect((entry.before!.title as { en: string }).en).toBe(
          (sinceDelete[index - 1]!.after!.title as { en: string }).en,
        );
    }
  });
});

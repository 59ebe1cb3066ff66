import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpointPath } from '@shop/contract';
import { adminClient } from '../../test/support/admin-test-client';
import { ADMIN_PAGES_PATH } from '../admin/content/content-page-routes';
import { createTestShop, type TestShop } from '../../test/support/test-app';

// The storefront's read of the pages the owner writes in the admin. The answer cache is on (as in
// production), so these tests also show that a save reaches the storefront's reads at once.
const CACHE_SECONDS = '60';
// Issue 17: a change saved in the admin shows on the storefront within 2 seconds.
const CHANGE_SHOWS_WITHIN_MS = 2000;

let shop: TestShop;
let admin: ReturnType<typeof adminClient>;
let owner: string;

beforeAll(async () => {
  shop = await createTestShop({ env: { CATALOG_CACHE_SECONDS: CACHE_SECONDS } });
  admin = adminClient(shop);
  owner = (await admin.firstOwner()).cookie;
});
afterAll(async () => {
  await shop?.close();
});

const readPage = (slug: string, language: 'en' | 'ar' = 'en') =>
  shop.call(endpointPath('get-content-page'), { Slug: slug, recordValueJson: '[]' }, { 'accept-language': language });

const writePage = async (slug: string, body: unknown) => {
  const reply = await admin.send('PUT', `${ADMIN_PAGES_PATH}/${slug}`, { cookie: owner, body });
  expect(reply.statusCode, reply.body).toBe(200);
};

const eraseTerms = async () => {
  const reply = await admin.send('DELETE', `${ADMIN_PAGES_PATH}/terms`, { cookie: owner });
  expect(reply.statusCode, reply.body).toBe(204);
};

describe('get-content-page', () => {
  it('answers no rows for a page never written, in either language', async () => {
    for (const slug of ['about', 'faq', 'terms']) {
      for (const language of ['en', 'ar'] as const) {
        const reply = await readPage(slug, language);
        expect(reply.status, `${slug} ${language}`).toBe(200);
        expect(reply.rows).toEqual([]);
      }
    }
  });

  it('answers the written page in the asked language, soon after each save', async () => {
    // Asked once before the save, so a stale cached "no rows" would show.
    expect((await readPage('about')).rows).toEqual([]);
    await writePage('about', {
      title: { en: 'Our story', ar: 'قصتنا' },
      body: { en: '<p>Made by hand in Hebron.</p>', ar: '<p>صنع يدويًا في الخليل.</p>' },
    });

    await vi.waitFor(
      async () => {
        expect((await readPage('about')).rows).toEqual([
          { Slug: 'about', Title: 'Our story', Body: '<p>Made by hand in Hebron.</p>' },
        ]);
      },
      { timeout: CHANGE_SHOWS_WITHIN_MS },
    );
    expect((await readPage('about', 'ar')).rows).toEqual([
      { Slug: 'about', Title: 'قصتنا', Body: '<p>صنع يدويًا في الخليل.</p>' },
    ]);
    // Another page stays unwritten.
    expect((await readPage('faq')).rows).toEqual([]);

    await writePage('about', {
      title: { en: 'Who we are', ar: 'من نحن' },
      body: { en: '<p>A family workshop.</p>', ar: '<p>ورشة عائلية.</p>' },
    });
    await vi.waitFor(
      async () => {
        expect((await readPage('about', 'ar')).rows).toEqual([
          { Slug: 'about', Title: 'من نحن', Body: '<p>ورشة عائلية.</p>' },
        ]);
      },
      { timeout: CHANGE_SHOWS_WITHIN_MS },
    );
  });

  it('answers the English text where the Arabic was left empty', async () => {
    await writePage('faq', {
      title: { en: 'Questions', ar: 'أسئلة' },
      body: { en: '<h2>Shipping</h2><p>We ship worldwide.</p>', ar: '' },
    });
    await vi.waitFor(
      async () => {
        expect((await readPage('faq', 'ar')).rows).toEqual([
          { Slug: 'faq', Title: 'أسئلة', Body: '<h2>Shipping</h2><p>We ship worldwide.</p>' },
        ]);
      },
      { timeout: CHANGE_SHOWS_WITHIN_MS },
    );

    await writePage('terms', {
      title: { en: 'Terms of sale', ar: '' },
      body: { en: '<p>Prices include VAT.</p>', ar: '<p>الأسعار تشمل الضريبة.</p>' },
    });
    await vi.waitFor(
      async () => {
        expect((await readPage('terms', 'ar')).rows).toEqual([
          { Slug: 'terms', Title: 'Terms of sale', Body: '<p>الأسعار تشمل الضريبة.</p>' },
        ]);
      },
      { timeout: CHANGE_SHOWS_WITHIN_MS },
    );
  });

  it('answers no rows again once the page is removed', async () => {
    await writePage('terms', { title: { en: 'Terms', ar: 'الشروط' }, body: { en: '<p>Fair terms.</p>', ar: '' } });
    await vi.waitFor(async () => expect((await readPage('terms')).rows).toHaveLength(1), {
      timeout: CHANGE_SHOWS_WITHIN_MS,
    });

    await eraseTerms();

    await vi.waitFor(
      async () => {
        expect((await readPage('terms')).rows).toEqual([]);
        expect((await readPage('terms', 'ar')).rows).toEqual([]);
      },
      { timeout: CHANGE_SHOWS_WITHIN_MS },
    );
  });

  it.each([['contact'], ['ABOUT'], [''], [42], [null]])('refuses the slug %j with 400 naming Slug', async (slug) => {
    const reply = await shop.call(endpointPath('get-content-page'), { Slug: slug });
    expect(reply.status).toBe(400);
    expect(reply.body.errorMessage).toMatch(/^Slug\b/);
  });

  it('refuses a call without a slug with 400 naming Slug', async () => {
    const reply = await shop.call(endpointPath('get-content-page'), { recordValueJson: '[]' });
    expect(reply.status).toBe(400);
    expect(reply.body.errorMessage).toMatch(/^Slug\b/);
  });
});

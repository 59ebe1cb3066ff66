import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBanner, AdminBannerPage, AdminCampaign } from '@shop/contract';
import { queryRows } from '../../db/database';
import { createTestShop, type TestShop } from '../../../test/support/test-app';
import { adminClient } from '../../../test/support/admin-test-client';
import { ADMIN_BANNERS_PATH } from './banner-routes';
import { ADMIN_CAMPAIGNS_PATH } from './campaign-routes';
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

const banner = {
  imageUrl: '/media/banners/olive-grove.svg',
  topTitle: { en: 'New season', ar: 'موسم جديد' },
  mainTitle: { en: 'Fresh olive oil', ar: 'زيت زيتون طازج' },
  leftButtonText: { en: 'Shop now', ar: 'تسوّق الآن' },
  leftButtonUrl: '/all-products/0/all-categories',
  rightButtonUrl: 'https://example.org/harvest',
};

const send = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  admin.send(method, url, { cookie: catalogue, ...(body === undefined ? {} : { body }) });

async function createBanner(overrides: Record<string, unknown> = {}): Promise<AdminBanner> {
  const reply = await send('POST', ADMIN_BANNERS_PATH, { ...banner, ...overrides });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json() as AdminBanner;
}

async function bannerRow(id: number) {
  const [row] = await queryRows<{ main_title: string; localized: Record<string, Record<string, string>> }>(
    shop.db,
    sql`SELECT main_title, localized FROM banners WHERE id = ${id}`,
  );
  return row;
}

describe('banners', () => {
  it('are created with every text in both languages, English in the columns and Arabic in localized', async () => {
    const created = await createBanner();
    expect(created).toMatchObject({
      themeTypeId: 1,
      imageUrl: banner.imageUrl,
      topTitle: banner.topTitle,
      mainTitle: banner.mainTitle,
      bottomTitle: { en: '', ar: '' },
      leftButtonText: banner.leftButtonText,
      leftButtonUrl: banner.leftButtonUrl,
      rightButtonText: { en: '', ar: '' },
      rightButtonUrl: banner.rightButtonUrl,
      isActive: true,
      startsAt: null,
      endsAt: null,
      live: true,
    });
    const row = await bannerRow(created.id);
    expect(row!.main_title).toBe('Fresh olive oil');
    // An Arabic text left empty is not kept, so the storefront shows the English one.
    expect(row!.localized).toEqual({
      '2': { TopTitle: 'موسم جديد', MainTitle: 'زيت زيتون طازج', LeftButtonText: 'تسوّق الآن' },
    });
    const audit = await lastAuditOf(shop, 'banner');
    expect(audit).toMatchObject({ action: 'create', resource_id: String(created.id), before: null });
    expect(audit!.after).toMatchObject({ mainTitle: banner.mainTitle, imageUrl: banner.imageUrl, isActive: true });
    expect(audit!.actor).toMatch(/^catalogue-/);

    // It goes after every other banner.
    const [{ max }] = (await queryRows<{ max: number }>(
      shop.db,
      sql`SELECT max(display_order) AS max FROM banners`,
    )) as [{ max: number }];
    expect(created.displayOrder).toBe(Number(max));
    const read = await send('GET', `${ADMIN_BANNERS_PATH}/${created.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);
  });

  it('change only the fields sent, a text one language at a time, audited with the changed fields only', async () => {
    const created = await createBanner();
    const reply = await send('PATCH', `${ADMIN_BANNERS_PATH}/${created.id}`, {
      mainTitle: { ar: 'زيت الموسم' },
      isActive: false,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const changed = reply.json() as AdminBanner;
    expect(changed.mainTitle).toEqual({ en: 'Fresh olive oil', ar: 'زيت الموسم' });
    expect(changed).toMatchObject({ isActive: false, live: false, topTitle: banner.topTitle });
    const audit = await lastAuditOf(shop, 'banner');
    expect(audit).toMatchObject({
      action: 'update',
      resource_id: String(created.id),
      // The English title was sent unchanged: only the Arabic one is recorded.
      before: { mainTitle: { ar: banner.mainTitle.ar }, isActive: true },
      after: { mainTitle: { ar: 'زيت الموسم' }, isActive: false },
    });

    // Arabic '' removes the translation.
    await send('PATCH', `${ADMIN_BANNERS_PATH}/${created.id}`, { topTitle: { ar: '' } });
    expect((await bannerRow(created.id))!.localized['2']).not.toHaveProperty('TopTitle');

    // A change to what it already is records nothing.
    const entries = (await auditOf(shop, 'banner')).length;
    const same = await send('PATCH', `${ADMIN_BANNERS_PATH}/${created.id}`, { isActive: false });
    expect(same.statusCode).toBe(200);
    expect(await auditOf(shop, 'banner')).toHaveLength(entries);
  });

  it('check the dates with the ones kept: the end comes after the start', async () => {
    const created = await createBanner({ startsAt: '2030-01-01T00:00:00+02:00' });
    expect(created.startsAt).toBe('2029-12-31T22:00:00.000Z');
    expect(created.live).toBe(false);
    const early = await send('PATCH', `${ADMIN_BANNERS_PATH}/${created.id}`, { endsAt: '2029-06-01T00:00:00Z' });
    expect(early.statusCode).toBe(400);
    expect(messageOf(early)).toBe('endsAt: Must be after startsAt');
    const later = await send('PATCH', `${ADMIN_BANNERS_PATH}/${created.id}`, { endsAt: '2030-02-01T00:00:00Z' });
    expect(later.statusCode).toBe(200);
    expect((later.json() as AdminBanner).endsAt).toBe('2030-02-01T00:00:00.000Z');
    const cleared = await send('PATCH', `${ADMIN_BANNERS_PATH}/${created.id}`, { startsAt: null });
    expect((cleared.json() as AdminBanner).live).toBe(true);
  });

  it('are deleted, audited with what they were', async () => {
    const created = await createBanner();
    const reply = await send('DELETE', `${ADMIN_BANNERS_PATH}/${created.id}`);
    expect(reply.statusCode).toBe(204);
    expect(await bannerRow(created.id)).toBeUndefined();
    const audit = await lastAuditOf(shop, 'banner');
    expect(audit).toMatchObject({ action: 'delete', resource_id: String(created.id), after: null });
    expect(audit!.before).toMatchObject({ mainTitle: banner.mainTitle });
    expect((await send('DELETE', `${ADMIN_BANNERS_PATH}/${created.id}`)).statusCode).toBe(404);
    expect((await send('GET', `${ADMIN_BANNERS_PATH}/${created.id}`)).statusCode).toBe(404);
  });

  it('are listed in the storefront order, filtered, searched in both languages and paged', async () => {
    const hidden = await createBanner({ mainTitle: { en: 'Hidden 50% sale', ar: 'تخفيض مخفي' }, isActive: false });
    const all = (await send('GET', `${ADMIN_BANNERS_PATH}?limit=100`)).json() as AdminBannerPage;
    const [{ n }] = (await queryRows<{ n: number }>(shop.db, sql`SELECT count(*) AS n FROM banners`)) as [
      { n: number },
    ];
    expect(all.total).toBe(Number(n));
    const orders = all.items.map((item) => item.displayOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));

    const inactive = (await send('GET', `${ADMIN_BANNERS_PATH}?active=false&limit=100`)).json() as AdminBannerPage;
    expect(inactive.items.map((item) => item.id)).toContain(hidden.id);
    expect(inactive.items.every((item) => !item.isActive)).toBe(true);

    for (const q of ['hidden 50%', 'مخفي']) {
      const found = (await send('GET', `${ADMIN_BANNERS_PATH}?q=${encodeURIComponent(q)}`)).json() as AdminBannerPage;
      expect(
        found.items.map((item) => item.id),
        q,
      ).toEqual([hidden.id]);
    }
    // A % in the search is a percent sign, not a wildcard.
    expect(((await send('GET', `${ADMIN_BANNERS_PATH}?q=n%25s`)).json() as AdminBannerPage).total).toBe(0);

    const page = (
      await send('GET', `${ADMIN_BANNERS_PATH}?sort=id&order=desc&limit=2&offset=1`)
    ).json() as AdminBannerPage;
    expect(page).toMatchObject({ limit: 2, offset: 1, total: all.total });
    expect(page.items.map((item) => item.id)).toEqual(
      all.items
        .map((item) => item.id)
        .sort((a, b) => b - a)
        .slice(1, 3),
    );
  });

  it.each([
    [{ imageUrl: '' }, /^imageUrl: Required/],
    [{ imageUrl: 'javascript:alert(1)' }, /^imageUrl: Expected an uploaded image/],
    [{ imageUrl: 'http://example.org/a.png' }, /^imageUrl: /],
    [{ imageUrl: '//evil.example/a.png' }, /^imageUrl: /],
    [{ imageUrl: '/media/../admin-token' }, /^imageUrl: /],
    [{ imageUrl: '/etc/passwd' }, /^imageUrl: /],
    [{ imageUrl: 'data:image/png;base64,AAAA' }, /^imageUrl: /],
    [{ imageUrl: 'https://user:secret@example.org/a.png' }, /^imageUrl: /],
    [{ leftButtonUrl: 'javascript:alert(1)' }, /^leftButtonUrl: Expected a shop path/],
    [{ leftButtonUrl: '//evil.example' }, /^leftButtonUrl: /],
    [{ rightButtonUrl: 'http://example.org' }, /^rightButtonUrl: /],
    [{ rightButtonUrl: 'all-products' }, /^rightButtonUrl: /],
    [{ rightButtonUrl: '/\\evil.example' }, /^rightButtonUrl: /],
    [{ mainTitle: { en: 'x', ar: 'ع'.repeat(201) } }, /^mainTitle\.ar: At most 200 characters$/],
    [{ leftButtonText: { en: 7 } }, /^leftButtonText\.en: Expected text$/],
    [{ themeTypeId: -1 }, /^themeTypeId: /],
    [{ isActive: 'yes' }, /^isActive: Expected true or false$/],
    [{ startsAt: 'tomorrow' }, /^startsAt: Expected a date and time/],
    [{ startsAt: '2030-01-01' }, /^startsAt: /],
    [{ startsAt: '2030-01-02T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' }, /^endsAt: Must be after startsAt$/],
    [{ startsAt: '2030-01-01T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' }, /^endsAt: Must be after startsAt$/],
  ])('refuse %j with a 400 naming the field, and write nothing', async (overrides, message) => {
    const before = (await auditOf(shop, 'banner')).length;
    const reply = await send('POST', ADMIN_BANNERS_PATH, { ...banner, ...overrides });
    expect(reply.statusCode).toBe(400);
    expect(messageOf(reply)).toMatch(message);
    expect(await auditOf(shop, 'banner')).toHaveLength(before);
  });

  it('refuse a change that sends nothing, or bad fields, naming the field', async () => {
    const created = await createBanner();
    const empty = await send('PATCH', `${ADMIN_BANNERS_PATH}/${created.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(messageOf(empty)).toBe('body: Send at least one field to change');
    const link = await send('PATCH', `${ADMIN_BANNERS_PATH}/${created.id}`, { rightButtonUrl: 'ftp://x' });
    expect(messageOf(link)).toMatch(/^rightButtonUrl: /);
    const notObject = await send('PATCH', `${ADMIN_BANNERS_PATH}/${created.id}`, ['isActive']);
    expect(notObject.statusCode).toBe(400);
    expect(messageOf(notObject)).toMatch(/^body: /);
  });

  it.each(['0', '-1', 'abc', '99999999999', '1.5'])('answer 400 for the id %s, never a 500', async (id) => {
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const reply = await send(
        method,
        `${ADMIN_BANNERS_PATH}/${id}`,
        method === 'PATCH' ? { isActive: true } : undefined,
      );
      expect(reply.statusCode, `${method} ${id}`).toBe(400);
      expect(messageOf(reply)).toBe('id: Expected a positive whole number');
    }
  });

  it('answer 404 naming an unknown id', async () => {
    const reply = await send('PATCH', `${ADMIN_BANNERS_PATH}/2147483647`, { isActive: true });
    expect(reply.statusCode).toBe(404);
    expect(messageOf(reply)).toBe('id: No banner with id 2147483647');
  });
});

describe('campaigns', () => {
  const campaign = {
    mainTitle: { en: 'Olive harvest', ar: 'موسم القطاف' },
    discountTitle: { en: 'Up to 20% off', ar: 'خصم حتى ٢٠٪' },
    body: { en: '<p>Fresh <strong>oil</strong></p><script>alert(1)</script>', ar: '<p onclick="x()">زيت</p>' },
    coverPictureUrl: 'https://cdn.example.org/harvest.webp',
  };

  it('are created with the body sanitised, and changed and deleted with audit entries', async () => {
    const reply = await send('POST', ADMIN_CAMPAIGNS_PATH, campaign);
    expect(reply.statusCode, reply.body).toBe(201);
    const created = reply.json() as AdminCampaign;
    expect(created.body).toEqual({ en: '<p>Fresh <strong>oil</strong></p>', ar: '<p>زيت</p>' });
    expect(created).toMatchObject({
      mainTitle: campaign.mainTitle,
      coverPictureUrl: campaign.coverPictureUrl,
      live: true,
    });
    const [row] = await queryRows<{ body: string; localized: Record<string, Record<string, string>> }>(
      shop.db,
      sql`SELECT body, localized FROM campaigns WHERE id = ${created.id}`,
    );
    expect(row!.body).toBe('<p>Fresh <strong>oil</strong></p>');
    expect(row!.localized['2']).toEqual({ MainTitle: 'موسم القطاف', DiscountTitle: 'خصم حتى ٢٠٪', Body: '<p>زيت</p>' });
    expect(await lastAuditOf(shop, 'campaign')).toMatchObject({ action: 'create', resource_id: String(created.id) });

    const changed = await send('PATCH', `${ADMIN_CAMPAIGNS_PATH}/${created.id}`, {
      body: { en: '<p>New <img src=x onerror=alert(1)>text</p>' },
      coverPictureUrl: '',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((changed.json() as AdminCampaign).body).toEqual({ en: '<p>New text</p>', ar: '<p>زيت</p>' });
    expect(await lastAuditOf(shop, 'campaign')).toMatchObject({
      action: 'update',
      before: { body: { en: created.body.en }, coverPictureUrl: campaign.coverPictureUrl },
      after: { body: { en: '<p>New text</p>' }, coverPictureUrl: '' },
    });

    expect((await send('DELETE', `${ADMIN_CAMPAIGNS_PATH}/${created.id}`)).statusCode).toBe(204);
    expect(await lastAuditOf(shop, 'campaign')).toMatchObject({ action: 'delete', after: null });
  });

  it.each([
    [{ mainTitle: { en: ' ', ar: 'x' } }, /^mainTitle\.en: Required$/],
    [{ mainTitle: undefined }, /^mainTitle: /],
    [{ coverPictureUrl: 'javascript:alert(1)' }, /^coverPictureUrl: Expected an uploaded image/],
    [{ endsAt: 'next week' }, /^endsAt: /],
  ])('refuse %j with a 400 naming the field', async (overrides, message) => {
    const reply = await send('POST', ADMIN_CAMPAIGNS_PATH, { ...campaign, ...overrides });
    expect(reply.statusCode).toBe(400);
    expect(messageOf(reply)).toMatch(message);
  });

  it('keep an English title: it may change but not be emptied', async () => {
    const created = (await send('POST', ADMIN_CAMPAIGNS_PATH, campaign)).json() as AdminCampaign;
    const reply = await send('PATCH', `${ADMIN_CAMPAIGNS_PATH}/${created.id}`, { mainTitle: { en: '' } });
    expect(reply.statusCode).toBe(400);
    expect(messageOf(reply)).toBe('mainTitle.en: Required');
  });
});

describe('reordering', () => {
  const orderOf = async (table: 'banners' | 'campaigns') =>
    (
      await queryRows<{ id: number }>(
        shop.db,
        table === 'banners'
          ? sql`SELECT id FROM banners ORDER BY display_order, id`
          : sql`SELECT id FROM campaigns ORDER BY display_order, id`,
      )
    ).map((row) => Number(row.id));

  it('puts every row in the given order in one step, audited before and after', async () => {
    const before = await orderOf('campaigns');
    const reversed = [...before].reverse();
    const reply = await send('PUT', `${ADMIN_CAMPAIGNS_PATH}/order`, { ids: reversed });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({ ids: reversed });
    expect(await orderOf('campaigns')).toEqual(reversed);
    const [{ orders }] = (await queryRows<{ orders: number[] }>(
      shop.db,
      sql`SELECT array_agg(display_order ORDER BY display_order) AS orders FROM campaigns`,
    )) as [{ orders: number[] }];
    expect(orders.map(Number)).toEqual(reversed.map((_, index) => index));
    expect(await lastAuditOf(shop, 'campaign')).toMatchObject({
      action: 'reorder',
      resource_id: null,
      before: { order: before },
      after: { order: reversed },
    });
  });

  it('refuses a list that misses a row or names an unknown one (409), or repeats one (400)', async () => {
    const current = await orderOf('banners');
    const missing = await send('PUT', `${ADMIN_BANNERS_PATH}/order`, { ids: current.slice(1) });
    expect(missing.statusCode).toBe(409);
    expect(messageOf(missing)).toBe(
      `ids: The list must name every banner once (missing ${current[0]}): reload the banners and try again`,
    );
    const unknown = await send('PUT', `${ADMIN_BANNERS_PATH}/order`, { ids: [...current, 2147483000] });
    expect(unknown.statusCode).toBe(409);
    expect(messageOf(unknown)).toContain('unknown 2147483000');
    const twice = await send('PUT', `${ADMIN_BANNERS_PATH}/order`, { ids: [...current, current[0]] });
    expect(twice.statusCode).toBe(400);
    expect(messageOf(twice)).toBe('ids: Each id may appear only once');
    for (const ids of [[], ['a'], [0], 'x']) {
      const bad = await send('PUT', `${ADMIN_BANNERS_PATH}/order`, { ids });
      expect(bad.statusCode, JSON.stringify(ids)).toBe(400);
      expect(messageOf(bad)).toMatch(/^ids/);
    }
    expect(await orderOf('banners')).toEqual(current);
  });

  it('holds under a burst of parallel reorders: each applied whole, one after another', async () => {
    const burst = 12;
    while ((await orderOf('banners')).length <= burst) await createBanner();
    const current = await orderOf('banners');
    const entriesBefore = (await auditOf(shop, 'banner')).length;
    // Each list rotates the order by a different step, so every one differs from the others.
    const lists = Array.from({ length: burst }, (_, step) => [
      ...current.slice(step + 1),
      ...current.slice(0, step + 1),
    ]);
    const replies = await Promise.all(lists.map((ids) => send('PUT', `${ADMIN_BANNERS_PATH}/order`, { ids })));
    expect(replies.map((reply) => reply.statusCode)).toEqual(lists.map(() => 200));

    const entries = (await auditOf(shop, 'banner')).slice(entriesBefore);
    expect(entries).toHaveLength(burst);
    expect(entries.every((entry) => entry.action === 'reorder')).toBe(true);
    // Each reorder saw the order the one before it left: none was interleaved with another.
    for (const [index, entry] of entries.entries()) {
      const previous = index === 0 ? current : (entries[index - 1]!.after as { order: number[] }).order;
      expect((entry.before as { order: number[] }).order).toEqual(previous);
    }
    const final = await orderOf('banners');
    expect(final).toEqual((entries.at(-1)!.after as { order: number[] }).order);
    expect(lists).toContainEqual(final);
  });
});

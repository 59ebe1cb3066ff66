// What the storefront's endpoints show of the banners and campaigns edited in the admin: only
// active ones within their dates, and a change at once although the back-office caches answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath, type AdminBanner, type AdminCampaign } from '@shop/contract';
import { createTestShop, type TestShop } from '../../../test/support/test-app';
import { adminClient } from '../../../test/support/admin-test-client';
import { ADMIN_BANNERS_PATH } from './banner-routes';
import { ADMIN_CAMPAIGNS_PATH } from './campaign-routes';
import { listenToChanges, within } from '../../../test/support/content-test-kit';

let shop: TestShop;
let admin: ReturnType<typeof adminClient>;
let owner: string;

beforeAll(async () => {
  // The answer cache on, as in production: a change must still show at once.
  shop = await createTestShop({ env: { CATALOG_CACHE_SECONDS: '600' } });
  admin = adminClient(shop);
  owner = (await admin.firstOwner()).cookie;
});
afterAll(async () => {
  await shop?.close();
});

const HOUR_MS = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

/** Shown now, not yet, no longer, and switched off. */
const windows = {
  current: { startsAt: at(-HOUR_MS), endsAt: at(HOUR_MS) },
  future: { startsAt: at(HOUR_MS) },
  past: { endsAt: at(-HOUR_MS) },
  inactive: { isActive: false },
};

async function create<T>(path: string, body: Record<string, unknown>): Promise<T> {
  const reply = await admin.send('POST', path, { cookie: owner, body });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json() as T;
}

const homeBannerIds = async () =>
  (await shop.call(endpointPath('get-home-screen-banner'), { recordValueJson: '[]' })).rows.map((row) => row.BannerId);
const campaignIds = async () =>
  (await shop.call(endpointPath('get-web-campaign-list'), { recordValueJson: '[]' })).rows.map((row) => row.CampaignId);

describe('the storefront', () => {
  it('shows only active banners whose dates include now', async () => {
    const made: Record<string, AdminBanner> = {};
    for (const [name, window] of Object.entries(windows)) {
      made[name] = await create<AdminBanner>(ADMIN_BANNERS_PATH, {
        imageUrl: '/media/banners/olive-grove.svg',
        mainTitle: { en: `Banner ${name}`, ar: `لافتة ${name}` },
        ...window,
      });
    }
    expect(made.current!.live).toBe(true);
    expect([made.future!.live, made.past!.live, made.inactive!.live]).toEqual([false, false, false]);
    const shown = await homeBannerIds();
    expect(shown).toContain(made.current!.id);
    for (const name of ['future', 'past', 'inactive']) expect(shown, name).not.toContain(made[name]!.id);

    const arabic = await shop.call(endpointPath('get-home-screen-banner'), {}, { 'accept-language': 'ar' });
    expect(arabic.rows.find((row) => row.BannerId === made.current!.id)?.MainTitle).toBe('لافتة current');
  });

  it('shows only active campaigns whose dates include now, in the list and one by one', async () => {
    const made: Record<string, AdminCampaign> = {};
    for (const [name, window] of Object.entries(windows)) {
      made[name] = await create<AdminCampaign>(ADMIN_CAMPAIGNS_PATH, {
        mainTitle: { en: `Campaign ${name}`, ar: '' },
        ...window,
      });
    }
    const listed = await campaignIds();
    expect(listed).toContain(made.current!.id);
    const detail = await shop.call(endpointPath('get-web-campaign-detail'), { CampaignId: made.current!.id });
    expect(detail.status).toBe(200);
    // Arabic left empty shows the English title.
    const arabic = await shop.call(
      endpointPath('get-web-campaign-detail'),
      { CampaignId: made.current!.id },
      { 'accept-language': 'ar' },
    );
    expect(arabic.rows[0]!.MainTitle).toBe('Campaign current');
    for (const name of ['future', 'past', 'inactive']) {
      expect(listed, name).not.toContain(made[name]!.id);
      const hidden = await shop.call(endpointPath('get-web-campaign-detail'), { CampaignId: made[name]!.id });
      expect(hidden.status, name).toBe(404);
    }
  });

  it('shows a change within 2 s, told to the storefront as a content change', async () => {
    const changes = await listenToChanges(shop);
    try {
      // The answer is cached from here on.
      await homeBannerIds();
      const created = await create<AdminBanner>(ADMIN_BANNERS_PATH, { imageUrl: 'https://cdn.example.org/new.webp' });
      expect(await within(2000, async () => (await homeBannerIds()).includes(created.id))).toBe(true);

      const hidden = await admin.send('PATCH', `${ADMIN_BANNERS_PATH}/${created.id}`, {
        cookie: owner,
        body: { endsAt: at(-1000), startsAt: at(-HOUR_MS) },
      });
      expect(hidden.statusCode, hidden.body).toBe(200);
      expect(await within(2000, async () => !(await homeBannerIds()).includes(created.id))).toBe(true);

      expect(await within(2000, () => changes.scopes.length >= 2)).toBe(true);
      expect(changes.scopes).toEqual(['content', 'content']);
    } finally {
      changes.close();
    }
  });
});

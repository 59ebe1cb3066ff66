import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  endpointPath,
  problem,
  ScreenEntity,
  ScreenLabels,
  type AdminLabel,
  type AdminLabelPage,
  type StaffRole,
} from '@shop/contract';
import { queryRows } from '../../db/database';
import { demoShop } from '../../seed/data/index';
import { addMissingLabels } from '../../seed/seed';
import { createTestShop, type TestShop } from '../../../test/support/test-app';
import { adminClient, problemOf } from '../../../test/support/admin-test-client';
import { ADMIN_LABELS_PATH } from './label-routes';

let shop: TestShop;
let admin: ReturnType<typeof adminClient>;
const cookies = {} as Record<StaffRole, string>;

beforeAll(async () => {
  // The back-office keeps storefront answers for a minute here: a saved label must drop them.
  shop = await createTestShop({ env: { CATALOG_CACHE_SECONDS: '60' } });
  admin = adminClient(shop);
  cookies.owner = (await admin.firstOwner()).cookie;
  for (const role of ['catalogue', 'orders', 'moderator'] as const) {
    cookies[role] = await admin.signIn((await admin.createMember(role)).email);
  }
});
afterAll(async () => {
  await shop?.close();
});

const labelCount = Object.values(ScreenLabels).reduce((sum, labels) => sum + Object.keys(labels).length, 0);
const list = async (query: string, role: StaffRole = 'catalogue') =>
  (await admin.send('GET', `${ADMIN_LABELS_PATH}${query}`, { cookie: cookies[role] })).json() as AdminLabelPage;
const edit = (screen: string, key: string, body: unknown, role: StaffRole = 'catalogue') =>
  admin.send('PATCH', `${ADMIN_LABELS_PATH}/${screen}/${key}`, { body, cookie: cookies[role] });
const storedText = async (entityId: number, key: string, languageId: number) =>
  (
    await queryRows<{ text: string }>(
      shop.db,
      sql`SELECT text FROM localization_labels
           WHERE entity_id = ${entityId} AND label_html_id = ${key} AND language_id = ${languageId}`,
    )
  )[0]?.text;
const shopperLabels = async (entityId: number, languageCode: 'en' | 'ar') => {
  const reply = await shop.call(endpointPath('localization-cstm-portal/get-localization-data'), {
    entityId,
    languageCode,
    recordValueJson: '[]',
  });
  const labels = JSON.parse(reply.rows[0]!.labelsJsonData as string) as { labelHtmlId: string; text: string }[];
  return new Map(labels.map((label) => [label.labelHtmlId, label.text]));
};
const labelAudit = (resourceId: string) =>
  queryRows<{ action: string; before: unknown; after: unknown }>(
    shop.db,
    sql`SELECT action, before, after FROM audit_log WHERE resource = 'label' AND resource_id = ${resourceId} ORDER BY id`,
  );

/** Shoppers see a change within 2 seconds: on PostgreSQL the cache is dropped when the change's notification arrives. */
const soon = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 2000, interval: 25 });

describe('who may edit labels', () => {
  it.each([
    ['GET', ADMIN_LABELS_PATH, undefined],
    ['PATCH', `${ADMIN_LABELS_PATH}/Home/lbl_home_title`, { en: 'Home' }],
  ] as const)('%s: owner and catalogue yes, orders and moderator 403, no session 401', async (method, url, body) => {
    const answers: Record<string, number> = {};
    for (const role of ['owner', 'catalogue', 'orders', 'moderator', null] as const) {
      const reply = await admin.send(method, url, { body, ...(role === null ? {} : { cookie: cookies[role] }) });
      answers[role ?? 'none'] = reply.statusCode;
    }
    expect(answers).toEqual({ owner: 200, catalogue: 200, orders: 403, moderator: 403, none: 401 });
  });
});

describe('listing labels', () => {
  it('lists every label of every screen in both languages, with the shipped texts', async () => {
    const everything = await list('?limit=100');
    expect(everything.total).toBe(labelCount);
    expect(everything.items).toHaveLength(100);
    const [first] = everything.items;
    // Sorted by screen name, then key.
    expect(first).toMatchObject({ screen: 'About' });
    const title = (await list('?screen=About&q=lbl_about_title')).items[0];
    expect(title).toEqual({
      screen: 'About',
      key: 'lbl_about_title',
      en: 'About Us',
      ar: demoShop.arabicLabels.About.lbl_about_title,
      missing: false,
      defaults: { en: 'About Us', ar: demoShop.arabicLabels.About.lbl_about_title },
      managedBy: null,
    });
  });

  it('filters by screen, searches keys and both texts ignoring case, sorts and pages', async () => {
    const contact = await list('?screen=ContactUs&limit=100');
    expect(contact.total).toBe(Object.keys(ScreenLabels.ContactUs).length);
    expect(contact.items.every((label) => label.screen === 'ContactUs')).toBe(true);

    expect((await list('?q=OPENING HOURS')).items.map((label) => label.key)).toContain('lbl_contact_hours_heading');
    const arabic = demoShop.arabicLabels.Checkout.lbl_checkout_place_order;
    expect((await list(`?q=${encodeURIComponent(arabic)}`)).items.map((label) => label.key)).toContain(
      'lbl_checkout_place_order',
    );
    expect((await list('?q=lbl_wishlist_')).items.every((label) => label.key.startsWith('lbl_wishlist_'))).toBe(true);

    const byKey = await list('?screen=Wishlist&sort=key&order=desc&limit=2&offset=1');
    const keys = Object.keys(ScreenLabels.Wishlist).sort().reverse();
    expect(byKey.items.map((label) => label.key)).toEqual(keys.slice(1, 3));
    expect(byKey).toMatchObject({ total: keys.length, limit: 2, offset: 1 });
  });

  it('flags a missing Arabic: empty, or the same as the English where the shipped Arabic differs', async () => {
    expect((await list('?missing=true')).total).toBe(0);
    await edit('Cart', 'lbl_cart_title', { ar: '' });
    await edit('Navbar', 'lbl_navbar_home', { ar: ScreenLabels.Navbar.lbl_navbar_home });
    const missing = await list('?missing=true');
    expect(missing.items.map((label) => `${label.screen}.${label.key}`)).toEqual([
      'Cart.lbl_cart_title',
      'Navbar.lbl_navbar_home',
    ]);
    expect((await list('?missing=false')).total).toBe(labelCount - 2);
    // A phone number is the same in both languages on purpose.
    const phone = (await list('?screen=ContactUs&q=lbl_contact_phone')).items.find(
      (label) => label.key === 'lbl_contact_phone',
    );
    expect(phone).toMatchObject({ missing: false, managedBy: 'contact.phone' });
    // Put back for the other tests.
    await edit('Cart', 'lbl_cart_title', { ar: demoShop.arabicLabels.Cart.lbl_cart_title });
    await edit('Navbar', 'lbl_navbar_home', { ar: demoShop.arabicLabels.Navbar.lbl_navbar_home });
  });

  it.each([
    ['?screen=Nowhere', /^screen: Expected a screen name/],
    ['?missing=yes', /^missing: Expected true or false/],
    ['?sort=text', /^sort: Expected screen, key/],
    ['?limit=101', /^limit: /],
    ['?offset=-1', /^offset: /],
  ])('answers 400 naming the field for %s', async (query, message) => {
    const reply = await admin.send('GET', `${ADMIN_LABELS_PATH}${query}`, { cookie: cookies.owner });
    expect(reply.statusCode).toBe(400);
    expect((reply.json() as { errorMessage: string }).errorMessage).toMatch(message);
  });
});

describe('editing labels', () => {
  it('saves a label, audits only what changed, and shoppers see it at once', async () => {
    const screen = ScreenEntity.Home;
    // Cached before the change: the change must drop it.
    expect((await shopperLabels(screen, 'ar')).get('lbl_home_title')).toBe(demoShop.arabicLabels.Home.lbl_home_title);
    const reply = await edit('Home', 'lbl_home_title', { en: 'Welcome home', ar: 'أهلاً بكم' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ screen: 'Home', key: 'lbl_home_title', en: 'Welcome home', ar: 'أهلاً بكم' });
    expect(await storedText(screen, 'lbl_home_title', 1)).toBe('Welcome home');
    expect(await storedText(screen, 'lbl_home_title', 2)).toBe('أهلاً بكم');
    await soon(async () => {
      expect((await shopperLabels(screen, 'ar')).get('lbl_home_title')).toBe('أهلاً بكم');
      expect((await shopperLabels(screen, 'en')).get('lbl_home_title')).toBe('Welcome home');
    });

    await edit('Home', 'lbl_home_title', { en: 'Welcome home', ar: 'مرحباً بكم' });
    const entries = await labelAudit('Home.lbl_home_title');
    expect(entries.map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      {
        action: 'update',
        before: { en: ScreenLabels.Home.lbl_home_title, ar: demoShop.arabicLabels.Home.lbl_home_title },
        after: { en: 'Welcome home', ar: 'أهلاً بكم' },
      },
      { action: 'update', before: { ar: 'أهلاً بكم' }, after: { ar: 'مرحباً بكم' } },
    ]);
    // Nothing changed, nothing recorded.
    await edit('Home', 'lbl_home_title', { ar: 'مرحباً بكم' });
    expect(await labelAudit('Home.lbl_home_title')).toHaveLength(2);
  });

  it('keeps a saved label through a restart: start-up only adds the labels a shop lacks', async () => {
    await edit('Footer', 'lbl_footer_about_heading', { ar: 'عن متجرنا' });
    await shop.db.execute(
      sql`DELETE FROM localization_labels WHERE entity_id = ${ScreenEntity.Footer} AND label_html_id = 'lbl_footer_help' AND language_id = 2`,
    );
    expect(await addMissingLabels(shop.db)).toBe(1);
    expect(await storedText(ScreenEntity.Footer, 'lbl_footer_about_heading', 2)).toBe('عن متجرنا');
    expect(await storedText(ScreenEntity.Footer, 'lbl_footer_help', 2)).toBe(
      demoShop.arabicLabels.Footer.lbl_footer_help,
    );
    expect(await addMissingLabels(shop.db)).toBe(0);
  });

  it('lets an Arabic text be emptied: shoppers then get no Arabic and see the English', async () => {
    await edit('Wishlist', 'lbl_wishlist_title', { ar: '' });
    expect(await storedText(ScreenEntity.Wishlist, 'lbl_wishlist_title', 2)).toBe('');
    await soon(async () => {
      const arabic = await shopperLabels(ScreenEntity.Wishlist, 'ar');
      expect(arabic.has('lbl_wishlist_title')).toBe(false);
      expect(arabic.size).toBe(Object.keys(ScreenLabels.Wishlist).length - 1);
    });
  });

  it('keeps the placeholders the storefront fills in', async () => {
    const dropped = await edit('Cart', 'lbl_cart_status_insufficient_stock', { ar: 'الكمية قليلة' });
    expect(dropped.statusCode).toBe(400);
    expect(dropped.json()).toMatchObject({ errorMessage: 'ar: Keep the placeholders {n} and add no others' });
    const added = await edit('Cart', 'lbl_cart_title', { en: 'Cart of {name}' });
    expect(added.json()).toMatchObject({ statusCode: 400, errorMessage: 'en: Takes no {placeholders}' });
    const kept = await edit('ProductsFilterOptions', 'lbl_filter_options_showing', {
      ar: 'عرض {from} إلى {to} من {total}',
    });
    expect(kept.statusCode).toBe(200);
  });

  it('sends the shop’s contact details to the settings (409)', async () => {
    const reply = await edit('ContactUs', 'lbl_contact_phone', { en: '+1 555 0100' }, 'owner');
    expect(reply.statusCode).toBe(409);
    expect(problemOf(reply)).toEqual(problem('LABEL_SET_IN_SETTINGS', { field: 'contact.phone' }));
    expect(await storedText(ScreenEntity.ContactUs, 'lbl_contact_phone', 1)).toBe(
      ScreenLabels.ContactUs.lbl_contact_phone,
    );
  });

  it('shows the saved contact settings in the list', async () => {
    const contact = {
      email: 'shop@olive.example',
      phone: '+970 9 123 4567',
      address: { en: '1 Olive Road', ar: '' },
    };
    const saved = await admin.send('PATCH', '/api/v1/admin/settings', { body: { contact }, cookie: cookies.owner });
    expect(saved.statusCode).toBe(200);
    const location = (await list('?screen=Footer&q=lbl_footer_address')).items[0] as AdminLabel;
    expect(location).toMatchObject({
      en: '1 Olive Road',
      ar: '1 Olive Road',
      missing: true,
      managedBy: 'contact.address',
    });
  });

  it.each([
    ['Nowhere', 'lbl_x', { en: 'x' }, 400, /^entity: Expected a screen name/],
    ['Home', 'lbl_no_such_label', { en: 'x' }, 404, /^No label lbl_no_such_label on the Home screen$/],
    ['Home', 'lbl_home_title', {}, 400, /^body: Give en, ar or both$/],
    ['Home', 'lbl_home_title', { en: '' }, 400, /^en: Required$/],
    ['Home', 'lbl_home_title', { en: 42 }, 400, /^en: Expected text$/],
    ['Home', 'lbl_home_title', { ar: 'x'.repeat(2001) }, 400, /^ar: At most 2000 characters$/],
    ['Home', 'lbl_home_title', '[]', 400, /^body: /],
    ['Home', 'lbl%20home', { en: 'x' }, 404, /^No label lbl home on the Home screen$/],
  ])('answers %s/%s %j with %i naming the problem', async (screen, key, body, status, message) => {
    const reply = await edit(screen, key, body, 'owner');
    expect(reply.statusCode).toBe(status);
    expect((reply.json() as { errorMessage: string }).errorMessage).toMatch(message);
  });

  it('answers 414 for a key longer than any path holds, never a 500', async () => {
    expect((await edit('Home', 'x'.repeat(201), { en: 'x' }, 'owner')).statusCode).toBe(414);
  });
});

const documentedPaths = async () =>
  ((await admin.send('GET', '/api/docs/json')).json() as { paths: Record<string, Record<string, { tags?: string[] }>> })
    .paths;

describe('the OpenAPI document', () => {
  it('lists the label routes under the admin tag', async () => {
    const paths = await documentedPaths();
    expect(Object.keys(paths[ADMIN_LABELS_PATH]!)).toEqual(['get']);
    expect(Object.keys(paths[`${ADMIN_LABELS_PATH}/{entity}/{key}`]!)).toEqual(['patch']);
    expect(paths[`${ADMIN_LABELS_PATH}/{entity}/{key}`]!.patch!.tags).toEqual(['admin']);
  });
});

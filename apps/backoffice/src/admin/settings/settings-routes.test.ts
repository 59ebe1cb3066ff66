import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  endpointPath,
  PaymentMethod,
  problem,
  ScreenEntity,
  ScreenLabels,
  type ShopSettings,
  type StaffRole,
} from '@shop/contract';
import { pricingCurrency } from '../../cart/currency';
import {
  defaultShippingFee,
  findMailSender,
  paymentMethodOffered,
  reviewsNeedApproval,
} from '../../content/shop-settings-repository';
import { queryRows } from '../../db/database';
import { findShopName } from '../../mail/shop-name-repository';
import { demoShop } from '../../seed/data/index';
import { createTestShop, type TestShop } from '../../../test/support/test-app';
import { adminClient, problemOf } from '../../../test/support/admin-test-client';
import { ADMIN_SETTINGS_PATH } from './settings-routes';

let shop: TestShop;
let admin: ReturnType<typeof adminClient>;
const cookies = {} as Record<StaffRole, string>;

beforeAll(async () => {
  // The back-office keeps storefront answers for a minute here: a saved setting must drop them.
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

const read = async () =>
  (await admin.send('GET', ADMIN_SETTINGS_PATH, { cookie: cookies.owner })).json() as ShopSettings;
const patch = (body: unknown, role: StaffRole = 'owner') =>
  admin.send('PATCH', ADMIN_SETTINGS_PATH, { body, cookie: cookies[role] });
const settingsAudit = () =>
  queryRows<{ actor: string; before: Record<string, unknown>; after: Record<string, unknown> }>(
    shop.db,
    sql`SELECT actor, before, after FROM audit_log WHERE resource = 'settings' ORDER BY id`,
  );
const storedValue = async (key: string) =>
  (await queryRows<{ value: unknown }>(shop.db, sql`SELECT value FROM settings WHERE key = ${key}`))[0]?.value;

const shopSettings = async (language: 'en' | 'ar') =>
  (await shop.call(endpointPath('get-shop-settings'), {}, { 'accept-language': language })).rows[0]!;
const currenciesOf = (row: Record<string, unknown>) =>
  JSON.parse(row.CurrenciesJson as string) as { CurrencyCode: string; Rate: number }[];
const labelsOf = async (entityId: number, languageCode: 'en' | 'ar') => {
  const reply = await shop.call(endpointPath('localization-cstm-portal/get-localization-data'), {
    entityId,
    languageCode,
    recordValueJson: '[]',
  });
  const labels = JSON.parse(reply.rows[0]!.labelsJsonData as string) as { labelHtmlId: string; text: string }[];
  return Object.fromEntries(labels.map((label) => [label.labelHtmlId, label.text]));
};

/** Shoppers see a change within 2 seconds: on PostgreSQL the cache is dropped when the change's notification arrives. */
const soon = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 2000, interval: 25 });

describe('who may see and change the settings', () => {
  const requests: ['GET' | 'PATCH', unknown][] = [
    ['GET', undefined],
    ['PATCH', { defaultShippingFee: 0 }],
  ];
  it.each(requests)('%s: the owner only (others 403, no session 401)', async (method, body) => {
    const answers: Record<string, number> = {};
    for (const role of ['owner', 'catalogue', 'orders', 'moderator', null] as const) {
      const reply = await admin.send(method, ADMIN_SETTINGS_PATH, {
        body,
        ...(role === null ? {} : { cookie: cookies[role] }),
      });
      answers[role ?? 'none'] = reply.statusCode;
    }
    expect(answers).toEqual({ owner: 200, catalogue: 403, orders: 403, moderator: 403, none: 401 });
  });

  it('changes nothing for a refused role', async () => {
    expect((await patch({ shopName: { en: 'Hijacked', ar: '' } }, 'catalogue')).statusCode).toBe(403);
    expect(await storedValue('site_title')).toEqual(demoShop.siteTitle);
  });
});

describe('the settings of a shop that never saved them', () => {
  it('answers what the shop uses today', async () => {
    expect(await read()).toEqual({
      shopName: demoShop.siteTitle,
      contact: {
        email: ScreenLabels.ContactUs.lbl_contact_email,
        phone: ScreenLabels.ContactUs.lbl_contact_phone,
        fax: ScreenLabels.ContactUs.lbl_contact_fax,
        address: {
          en: ScreenLabels.ContactUs.lbl_contact_location,
          ar: demoShop.arabicLabels.ContactUs.lbl_contact_location,
        },
      },
      openingHours: [
        {
          days: { en: 'Monday to Friday', ar: demoShop.arabicLabels.ContactUs.lbl_contact_hours_weekdays },
          hours: { en: '8AM - 6PM', ar: demoShop.arabicLabels.ContactUs.lbl_contact_hours_weekdays_time },
        },
        {
          days: { en: 'Saturday and Sunday', ar: demoShop.arabicLabels.ContactUs.lbl_contact_hours_weekend },
          hours: { en: 'Closed', ar: demoShop.arabicLabels.ContactUs.lbl_contact_hours_closed },
        },
      ],
      socialLinks: { facebook: '', instagram: '', x: '', youtube: '', tiktok: '', pinterest: '', linkedin: '' },
      currencies: ['USD', 'EUR'],
      eurPerUsd: demoShop.eurPerUsd,
      defaultShippingFee: 0,
      paymentMethods: { card: true, wallet: true, cashOnDelivery: true },
      mailSender: { name: '', address: shop.config.MAIL_FROM },
      reviewsNeedApproval: false,
    });
    expect(await reviewsNeedApproval(shop.db)).toBe(false);
  });
});

describe('changing the settings', () => {
  it('saves the shop name, audits the change, and shoppers see it in both languages at once', async () => {
    // Cached before the change: the change must drop it.
    expect((await shopSettings('en')).SiteTitle).toBe(demoShop.siteTitle.en);
    const reply = await patch({ shopName: { en: 'Olive & Thread', ar: 'زيتون وخيط' } });
    expect(reply.statusCode).toBe(200);
    expect((reply.json() as ShopSettings).shopName).toEqual({ en: 'Olive & Thread', ar: 'زيتون وخيط' });
    expect(await storedValue('site_title')).toEqual({ en: 'Olive & Thread', ar: 'زيتون وخيط' });
    await soon(async () => {
      expect((await shopSettings('en')).SiteTitle).toBe('Olive & Thread');
      expect((await shopSettings('ar')).SiteTitle).toBe('زيتون وخيط');
    });
    // The mails' sender name is the shop's name.
    expect(await findShopName(shop.db, 2)).toBe('زيتون وخيط');

    expect((await settingsAudit()).at(-1)).toEqual({
      actor: 'first-owner@example.com',
      before: { shopName: demoShop.siteTitle },
      after: { shopName: { en: 'Olive & Thread', ar: 'زيتون وخيط' } },
    });
  });

  it('shows the English name on Arabic pages while the Arabic one is left empty', async () => {
    await patch({ shopName: { en: 'Only English' } });
    await soon(async () => expect((await shopSettings('ar')).SiteTitle).toBe('Only English'));
    expect((await settingsAudit()).at(-1)).toMatchObject({
      before: { shopName: { en: 'Olive & Thread', ar: 'زيتون وخيط' } },
      after: { shopName: { en: 'Only English', ar: '' } },
    });
  });

  it('offers euros at the saved rate, or not at all, in the footer and in pricing', async () => {
    await patch({ eurPerUsd: 0.5 });
    await soon(async () =>
      expect(currenciesOf(await shopSettings('en'))).toEqual([
        { CurrencyCode: 'USD', Symbol: '$', Rate: 1 },
        { CurrencyCode: 'EUR', Symbol: '€', Rate: 0.5 },
      ]),
    );
    expect(await pricingCurrency(shop.db, 'EUR')).toEqual({ code: 'EUR', rate: 0.5 });

    await patch({ currencies: ['USD'] });
    await soon(async () =>
      expect(currenciesOf(await shopSettings('en')).map((currency) => currency.CurrencyCode)).toEqual(['USD']),
    );
    expect((await read()).eurPerUsd).toBe(0.5);

    await patch({ currencies: ['USD', 'EUR'] });
    await soon(async () =>
      expect(currenciesOf(await shopSettings('ar')).map((currency) => currency.CurrencyCode)).toEqual(['USD', 'EUR']),
    );
  });

  it('refuses euros without a rate', async () => {
    await shop.db.execute(sql`DELETE FROM settings WHERE key IN ('eur_per_usd', 'currencies')`);
    expect((await read()).currencies).toEqual(['USD']);
    const reply = await patch({ currencies: ['USD', 'EUR'] });
    expect(reply.json()).toMatchObject({ statusCode: 400 });
    expect(problemOf(reply)).toEqual(problem('EUR_RATE_REQUIRED'));
    expect(await storedValue('currencies')).toBeUndefined();
    const both = await patch({ currencies: ['EUR', 'USD'], eurPerUsd: 0.9 });
    expect(both.json()).toMatchObject({ currencies: ['EUR', 'USD'], eurPerUsd: 0.9 });
  });

  it('puts the contact details and opening hours on the contact page and in the footer, in both languages', async () => {
    const contact = {
      email: 'shop@olive.example',
      phone: '+970 9 123 4567',
      fax: '',
      address: { en: '1 Olive Road, Nablus', ar: '١ طريق الزيتون، نابلس' },
    };
    const openingHours = [
      { days: { en: 'Sunday to Thursday', ar: 'الأحد إلى الخميس' }, hours: { en: '9AM - 5PM', ar: '9 ص - 5 م' } },
      { days: { en: 'Friday and Saturday', ar: '' }, hours: { en: 'Closed', ar: 'مغلق' } },
    ];
    // Cached before the change.
    expect((await labelsOf(ScreenEntity.ContactUs, 'ar')).lbl_contact_phone).toBe(
      demoShop.arabicLabels.ContactUs.lbl_contact_phone,
    );
    const reply = await patch({ contact, openingHours });
    expect(reply.statusCode).toBe(200);
    expect(await storedValue('contact_details')).toEqual(contact);

    await soon(async () => {
      const arabic = await labelsOf(ScreenEntity.ContactUs, 'ar');
      expect(arabic).toMatchObject({
        lbl_contact_email: 'shop@olive.example',
        lbl_contact_phone: '+970 9 123 4567',
        lbl_contact_fax: '',
        lbl_contact_location: '١ طريق الزيتون، نابلس',
        lbl_contact_hours_weekdays: 'الأحد إلى الخميس',
        lbl_contact_hours_weekdays_time: '9 ص - 5 م',
        // No Arabic given: the English.
        lbl_contact_hours_weekend: 'Friday and Saturday',
        lbl_contact_hours_closed: 'مغلق',
        // Labels that are not the shop's details stay.
        lbl_contact_title: demoShop.arabicLabels.ContactUs.lbl_contact_title,
      });
      expect(await labelsOf(ScreenEntity.ContactUs, 'en')).toMatchObject({
        lbl_contact_location: '1 Olive Road, Nablus',
        lbl_contact_hours_weekdays: 'Sunday to Thursday',
      });
      expect(await labelsOf(ScreenEntity.Footer, 'ar')).toMatchObject({
        lbl_footer_address: '١ طريق الزيتون، نابلس',
        lbl_footer_phone: '+970 9 123 4567',
        lbl_footer_email: 'shop@olive.example',
      });
    });

    // Only what changed is audited.
    expect((await settingsAudit()).at(-1)!.before).toEqual({
      contact: {
        email: ScreenLabels.ContactUs.lbl_contact_email,
        phone: ScreenLabels.ContactUs.lbl_contact_phone,
        fax: ScreenLabels.ContactUs.lbl_contact_fax,
        address: {
          en: ScreenLabels.ContactUs.lbl_contact_location,
          ar: demoShop.arabicLabels.ContactUs.lbl_contact_location,
        },
      },
      openingHours: expect.any(Array),
    });
  });

  it('saves social links, payment methods, the default shipping fee and the mail sender', async () => {
    const socialLinks = {
      facebook: 'https://www.facebook.com/olive',
      instagram: 'https://instagram.com/olive',
      x: '',
      youtube: '',
      tiktok: '',
      pinterest: '',
      linkedin: 'https://www.linkedin.com/company/olive',
    };
    const reply = await patch({
      socialLinks,
      paymentMethods: { card: false, wallet: true, cashOnDelivery: true },
      defaultShippingFee: 350,
      mailSender: { name: 'Olive & Thread', address: 'orders@olive.example' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ socialLinks, defaultShippingFee: 350 });
    expect(await storedValue('social_links')).toEqual(socialLinks);
    expect(await storedValue('mail_sender')).toEqual({ name: 'Olive & Thread', address: 'orders@olive.example' });
    expect(await defaultShippingFee(shop.db)).toBe(350);
    expect(await paymentMethodOffered(shop.db, PaymentMethod.Card)).toBe(false);
    expect(await paymentMethodOffered(shop.db, PaymentMethod.Wallet)).toBe(true);
    expect(await paymentMethodOffered(shop.db, PaymentMethod.CashOnDelivery)).toBe(true);
    expect((await read()).paymentMethods).toEqual({ card: false, wallet: true, cashOnDelivery: true });
    const fallbacks = { mailFrom: shop.config.MAIL_FROM };
    expect(await findMailSender(shop.db, 2, fallbacks)).toEqual({
      name: 'Olive & Thread',
      address: 'orders@olive.example',
    });
    await patch({ mailSender: { name: '', address: 'orders@olive.example' } });
    expect(await findMailSender(shop.db, 1, fallbacks)).toEqual({
      name: 'Only English',
      address: 'orders@olive.example',
    });
  });

  it('turns approval of new reviews on and off, audited', async () => {
    const reply = await patch({ reviewsNeedApproval: true });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ reviewsNeedApproval: true });
    expect(await storedValue('reviews_need_approval')).toBe(true);
    expect(await reviewsNeedApproval(shop.db)).toBe(true);
    expect((await settingsAudit()).at(-1)).toMatchObject({
      before: { reviewsNeedApproval: false },
      after: { reviewsNeedApproval: true },
    });
    expect((await patch({ reviewsNeedApproval: false })).json()).toMatchObject({ reviewsNeedApproval: false });
    expect(await reviewsNeedApproval(shop.db)).toBe(false);
  });

  it('records nothing when nothing changes', async () => {
    const before = (await settingsAudit()).length;
    const current = await read();
    const reply = await patch({ defaultShippingFee: current.defaultShippingFee, shopName: current.shopName });
    expect(reply.json()).toEqual(current);
    expect(await settingsAudit()).toHaveLength(before);
  });

  it('applies parallel changes of different settings, each audited', async () => {
    const before = (await settingsAudit()).length;
    const replies = await Promise.all([
      patch({ defaultShippingFee: 111 }),
      patch({ eurPerUsd: 0.8 }),
      patch({ mailSender: { name: '', address: 'hello@olive.example' } }),
      patch({ shopName: { en: 'Parallel', ar: 'متوازي' } }),
    ]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await read()).toMatchObject({
      defaultShippingFee: 111,
      eurPerUsd: 0.8,
      mailSender: { address: 'hello@olive.example' },
      shopName: { en: 'Parallel' },
    });
    expect(await settingsAudit()).toHaveLength(before + 4);
  });

  it.each([
    [{ shopName: { en: '', ar: 'x' } }, /^shopName\.en: Required/],
    [{ shopName: { en: 'x'.repeat(101) } }, /^shopName\.en: At most 100 characters/],
    [{ contact: { email: 'nope', phone: '+1 555 0100', address: { en: 'x' } } }, /^contact\.email: Expected an email/],
    [{ contact: { email: 'a@b.example', phone: 'call us', address: { en: 'x' } } }, /^contact\.phone: /],
    [{ contact: { email: 'a@b.example', phone: '+1 555 0100', fax: 'x', address: { en: 'x' } } }, /^contact\.fax: /],
    [{ contact: { email: 'a@b.example', phone: '+1 555 0100', address: { ar: 'x' } } }, /^contact\.address\.en: /],
    [{ openingHours: [{ days: { en: 'Every day' }, hours: { en: 'Always' } }] }, /^openingHours: Expected 2 lines/],
    [
      { socialLinks: { facebook: 'http://facebook.com/olive' } },
      /^socialLinks\.facebook: Expected an https:\/\/ address/,
    ],
    [{ socialLinks: { x: 'javascript:alert(1)' } }, /^socialLinks\.x: Expected an https:\/\/ address/],
    [{ socialLinks: { youtube: 'https://user:secret@youtube.com/' } }, /^socialLinks\.youtube: /],
    [{ currencies: ['EUR'] }, /^currencies: USD is always offered/],
    [{ currencies: ['USD', 'GBP'] }, /^currencies\.1: Expected USD or EUR/],
    [{ currencies: ['USD', 'USD'] }, /^currencies: Each currency once/],
    [{ eurPerUsd: 0 }, /^eurPerUsd: Expected more than 0/],
    [{ eurPerUsd: '0.9' }, /^eurPerUsd: Expected a number/],
    [{ eurPerUsd: 1000 }, /^eurPerUsd: At most 100/],
    [{ defaultShippingFee: -1 }, /^defaultShippingFee: At least 0/],
    [{ defaultShippingFee: 1.5 }, /^defaultShippingFee: Expected a whole number of cents/],
    [
      { paymentMethods: { card: false, wallet: false, cashOnDelivery: false } },
      /^paymentMethods: At least one payment method must stay on/,
    ],
    [{ paymentMethods: { card: true } }, /^paymentMethods\.wallet: Expected true or false/],
    [{ mailSender: { name: 'Shop', address: 'not-an-address' } }, /^mailSender\.address: Expected an email/],
    [{ reviewsNeedApproval: 'yes' }, /^reviewsNeedApproval: Expected true or false/],
    ['[]', /^body: /],
  ])('answers 400 naming the field for %j, and saves nothing', async (body, message) => {
    const before = (await settingsAudit()).length;
    const reply = await patch(body);
    expect(reply.statusCode).toBe(400);
    expect((reply.json() as { errorMessage: string }).errorMessage).toMatch(message);
    expect(await settingsAudit()).toHaveLength(before);
  });
});

const documentedPaths = async () =>
  ((await admin.send('GET', '/api/docs/json')).json() as { paths: Record<string, Record<string, { tags?: string[] }>> })
    .paths;

describe('the OpenAPI document', () => {
  it('lists the settings routes under the admin tag', async () => {
    const operations = (await documentedPaths())[ADMIN_SETTINGS_PATH]!;
    expect(Object.keys(operations).sort()).toEqual(['get', 'patch']);
    expect(Object.values(operations).every((operation) => operation.tags?.join() === 'admin')).toBe(true);
  });
});

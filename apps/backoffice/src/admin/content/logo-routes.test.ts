import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath } from '@shop/contract';
import { createTestShop, type TestShop } from '../../../test/support/test-app';
import { adminClient } from '../../../test/support/admin-test-client';
import { auditOf, lastAuditOf, listenToChanges, messageOf, within } from '../../../test/support/content-test-kit';
import { ADMIN_LOGO_PATH } from './logo-routes';

let shop: TestShop;
let admin: ReturnType<typeof adminClient>;
let catalogue: string;

beforeAll(async () => {
  // The answer cache on, as in production: the new logo must still show at once.
  shop = await createTestShop({ env: { CATALOG_CACHE_SECONDS: '600' } });
  admin = adminClient(shop);
  catalogue = await admin.signIn((await admin.createMember('catalogue')).email);
});
afterAll(async () => {
  await shop?.close();
});

const put = (body: unknown) => admin.send('PUT', ADMIN_LOGO_PATH, { cookie: catalogue, body });
const storefrontLogo = async () =>
  (await shop.call(endpointPath('get-website-logo'), {})).rows[0]?.AppConfigValue as string | undefined;
const layoutLogo = async () => (await shop.call(endpointPath('get-shop-settings'), {})).rows[0]?.WebsiteLogo;
const arabicLayoutLogo = async () =>
  (await shop.call(endpointPath('get-shop-settings'), {}, { 'accept-language': 'ar' })).rows[0]?.WebsiteLogo;

describe('the logo', () => {
  it("is the shop's website_logo setting", async () => {
    const reply = await admin.send('GET', ADMIN_LOGO_PATH, { cookie: catalogue });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ url: await storefrontLogo() });
    expect((reply.json() as { url: string }).url).toMatch(/^\/media\//);
  });

  it('changes on every storefront page within 2 s, audited before and after, told as a settings change', async () => {
    const before = await storefrontLogo();
    const arabicBefore = await arabicLayoutLogo();
    // The demo shop's Arabic pages show a wordmark of their own.
    expect(arabicBefore).toMatch(/^\/media\//);
    expect(arabicBefore).not.toBe(before);
    await layoutLogo(); // the answers are cached from here on
    const changes = await listenToChanges(shop);
    try {
      const url = '/media/uploads/3f9a1c-logo.webp';
      const reply = await put({ url });
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json()).toEqual({ url });
      // The owner's logo is the Arabic pages' logo too: the Arabic wordmark went with the old one.
      const everywhere = async () =>
        (await storefrontLogo()) === url && (await layoutLogo()) === url && (await arabicLayoutLogo()) === url;
      expect(await within(2000, everywhere)).toBe(true);
      expect(await lastAuditOf(shop, 'logo')).toMatchObject({
        action: 'update',
        before: { url: before, arabicUrl: arabicBefore },
        after: { url },
      });
      expect(await within(2000, () => changes.scopes.length > 0)).toBe(true);
      expect(changes.scopes).toEqual(['settings']);

      // The same logo again changes nothing and records nothing.
      const entries = (await auditOf(shop, 'logo')).length;
      expect((await put({ url })).statusCode).toBe(200);
      expect(await auditOf(shop, 'logo')).toHaveLength(entries);
    } finally {
      changes.close();
    }
  });

  it('takes an https URL', async () => {
    const url = 'https://cdn.example.org/brand/logo.svg';
    expect((await put({ url })).statusCode).toBe(200);
    expect(await within(2000, async () => (await storefrontLogo()) === url)).toBe(true);
  });

  it.each([
    [{ url: '' }, /^url: Required$/],
    [{ url: 'javascript:alert(1)' }, /^url: Expected an uploaded image/],
    [{ url: 'http://example.org/logo.png' }, /^url: /],
    [{ url: '//evil.example/logo.png' }, /^url: /],
    [{ url: '/media/../../etc/passwd' }, /^url: /],
    [{ url: '/admin/logo.svg' }, /^url: /],
    [{ url: 12 }, /^url: /],
    [{}, /^url: /],
    [['url'], /^body: /],
  ])('refuses %j with a 400 naming the field', async (body, message) => {
    const entries = (await auditOf(shop, 'logo')).length;
    const reply = await put(body);
    expect(reply.statusCode).toBe(400);
    expect(messageOf(reply)).toMatch(message);
    expect(await auditOf(shop, 'logo')).toHaveLength(entries);
  });
});

import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  endpointPath,
  problem,
  ResponseMsg,
  SELLER_REJECTION_REASON_MAX_LENGTH,
  type AdminSellerRequest,
  type AdminSellerRequestPage,
  type AdminVendor,
  type AdminVendorList,
  type StaffRole,
} from '@shop/contract';
import { queryRows } from '../../db/database';
import {
  decodeMailBodies,
  findPlaces,
  freshAddress,
  fromAddress,
  outboxFiles,
  signUpAndLogIn,
  signupParams,
  subjectOf,
  type Place,
} from '../../../test/support/shopper';
import { createTestShop, type TestShop } from '../../../test/support/test-app';
import { adminClient, problemOf } from '../../../test/support/admin-test-client';
import { ADMIN_SELLER_REQUESTS_PATH, ADMIN_VENDORS_PATH } from './seller-request-routes';

let shop: TestShop;
let admin: ReturnType<typeof adminClient>;
let home: Place;
let ownerEmail: string;
const cookies = {} as Record<StaffRole, string>;

beforeAll(async () => {
  // The storefront's answers are cached, so its check of a renamed vendor also proves the cache was dropped.
  shop = await createTestShop({ env: { CATALOG_CACHE_SECONDS: '60' } });
  admin = adminClient(shop);
  ({ home } = await findPlaces(shop));
  ({ email: ownerEmail, cookie: cookies.owner } = await admin.firstOwner());
  for (const role of ['catalogue', 'orders', 'moderator'] as const) {
    cookies[role] = await admin.signIn((await admin.createMember(role)).email);
  }
});
afterAll(async () => {
  await shop?.close();
});

const SELLER_PASSWORD = 'hebron glass 1970';
const as = (role: StaffRole | null) => (role === null ? {} : { cookie: cookies[role] });
const errorOf = (reply: { json: () => unknown }) => (reply.json() as { errorMessage: string }).errorMessage;

let filed = 0;
/** Files a "Become a seller" request from the storefront's form in `language`; answers its id and email. */
async function fileRequest(overrides: Record<string, unknown> = {}, language = 'en') {
  filed += 1;
  const email = `seller-${filed}-${Date.now()}@example.com`;
  const ip = freshAddress();
  const seal = await shop.call(
    endpointPath('en-ur-drow-pass-rndom/en-ur-drow-pass-rndom'),
    { Password: SELLER_PASSWORD },
    fromAddress(ip),
  );
  const reply = await shop.call(
    endpointPath('create-vendor-request'),
    signupParams(home, { EmailAddress: email, Password: seal.rows[0]!.EncryptedPassword, ...overrides }),
    fromAddress(ip, { 'accept-language': language }),
  );
  expect(reply.rows).toEqual([{ ResponseMsg: 'Saved Successfully' }]);
  const [row] = await queryRows<{ id: number }>(
    shop.db,
    sql`SELECT id FROM vendor_requests WHERE lower(email) = lower(${email})`,
  );
  return { id: row!.id, email, reply };
}

const approve = (id: number, role: StaffRole | null = 'owner') =>
  admin.send('POST', `${ADMIN_SELLER_REQUESTS_PATH}/${id}/approve`, as(role));
const reject = (id: number, body: unknown, role: StaffRole | null = 'owner') =>
  admin.send('POST', `${ADMIN_SELLER_REQUESTS_PATH}/${id}/reject`, { body, ...as(role) });
const list = async (query: string) => {
  const reply = await admin.send('GET', `${ADMIN_SELLER_REQUESTS_PATH}${query}`, as('owner'));
  expect(reply.statusCode).toBe(200);
  return reply.json() as AdminSellerRequestPage;
};
const auditOf = (id: number) =>
  queryRows<{ action: string; actor: string; after: Record<string, unknown> }>(
    shop.db,
    sql`SELECT action, actor, after FROM audit_log WHERE resource = 'seller-request' AND resource_id = ${String(id)}
         ORDER BY id`,
  );
const vendorsOf = (email: string) =>
  queryRows<{ id: number; name: string; user_id: number; role: string }>(
    shop.db,
    sql`SELECT v.id, v.name, v.user_id, u.role FROM vendors v JOIN users u ON u.id = v.user_id
         WHERE lower(u.email) = lower(${email})`,
  );

interface Mail {
  to: string;
  subject: string;
  body: string;
  raw: string;
}
async function outbox(): Promise<Mail[]> {
  const directory = path.join(shop.config.DATA_DIR, 'outbox');
  return Promise.all(
    (await outboxFiles(shop)).map(async (name) => {
      const raw = await fs.readFile(path.join(directory, name), 'utf8');
      const to = /^To: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
      return { raw, to, subject: subjectOf(raw), body: decodeMailBodies(raw) };
    }),
  );
}
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

describe('who may decide seller requests and read vendors', () => {
  const routes: [string, (role: StaffRole | null) => Promise<number>][] = [
    ['GET seller-requests', async (role) => (await admin.send('GET', ADMIN_SELLER_REQUESTS_PATH, as(role))).statusCode],
    [
      'GET seller-request',
      async (role) =>
        (await admin.send('GET', `${ADMIN_SELLER_REQUESTS_PATH}/${(await fileRequest()).id}`, as(role))).statusCode,
    ],
    ['POST approve', async (role) => (await approve((await fileRequest()).id, role)).statusCode],
    ['POST reject', async (role) => (await reject((await fileRequest()).id, { reason: 'Not now' }, role)).statusCode],
  ];

  it.each(routes)('%s: owner yes; catalogue, orders and moderator 403; no session 401', async (_name, call) => {
    const answers: Record<string, number> = {};
    for (const role of ['owner', 'catalogue', 'orders', 'moderator', null] as const) {
      answers[role ?? 'none'] = await call(role);
    }
    expect(answers).toEqual({ owner: 200, catalogue: 403, orders: 403, moderator: 403, none: 401 });
  });

  it('GET vendors: owner and catalogue yes; orders and moderator 403; no session 401', async () => {
    const answers: Record<string, number> = {};
    for (const role of ['owner', 'catalogue', 'orders', 'moderator', null] as const) {
      answers[role ?? 'none'] = (await admin.send('GET', ADMIN_VENDORS_PATH, as(role))).statusCode;
    }
    expect(answers).toEqual({ owner: 200, catalogue: 200, orders: 403, moderator: 403, none: 401 });
  });

  it('decides nothing, makes no vendor and records nothing for a refused role', async () => {
    const { id, email } = await fileRequest();
    for (const role of ['catalogue', 'orders', 'moderator', null] as const) {
      expect((await approve(id, role)).statusCode).toBe(role === null ? 401 : 403);
      expect((await reject(id, { reason: 'No' }, role)).statusCode).toBe(role === null ? 401 : 403);
    }
    expect((await list(`?q=${encodeURIComponent(email)}`)).items[0]).toMatchObject({ status: 'pending' });
    expect(await vendorsOf(email)).toEqual([]);
    expect(await auditOf(id)).toEqual([]);
  });
});

describe('filing a request from the storefront', () => {
  it('stores the form’s language and mails the owner a link to the request; the applicant’s answer is unchanged', async () => {
    const { id, email, reply } = await fileRequest({ FirstName: 'سامي', LastName: 'عودة' }, 'ar');
    expect(reply.body).toMatchObject({ statusCode: 200, message: 'Saved Successfully', errorMessage: '' });
    const [row] = await queryRows<{ language_id: number }>(
      shop.db,
      sql`SELECT language_id FROM vendor_requests WHERE id = ${id}`,
    );
    expect(row!.language_id).toBe(2);

    const link = new RegExp(`/admin/seller-requests/${id}(?!\\d)`);
    const [notice] = await mailsMatching((mail) => mail.to === ownerEmail && link.test(mail.body), 1);
    expect(notice!.subject).toBe(`New seller request #${id} - Palestine Heritage Shop`);
    expect(notice!.body).toContain(`From: سامي عودة <${email}>`);
    expect(notice!.body).toContain(`${new URL(shop.config.PUBLIC_URL).origin}/admin/seller-requests/${id}\n`);
  });
});

describe('the requests list', () => {
  it('lists newest first with the applicant’s details and never the password; filters by status and searches', async () => {
    const first = await fileRequest({ FirstName: 'Listfirst', MobileNo: '+970 59 444 0001' });
    const second = await fileRequest({ FirstName: 'Listsecond' });
    expect((await reject(second.id, { reason: 'Too few products' })).statusCode).toBe(200);

    const page = await list('?q=list');
    expect(page.items.map((request) => request.id)).toEqual([second.id, first.id]);
    expect(page).toMatchObject({ total: 2, limit: 25, offset: 0 });
    expect(page.items[1]).toEqual({
      id: first.id,
      firstName: 'Listfirst',
      lastName: 'Haddad',
      email: first.email,
      mobileNo: '+970 59 444 0001',
      addressLineOne: 'Main street 1',
      postalCode: '00972',
      country: home.countryName,
      state: home.stateName,
      city: home.cityName,
      language: 'en',
      status: 'pending',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      decidedAt: null,
      decidedBy: null,
      rejectionReason: '',
      vendorId: null,
      vendorName: null,
    } satisfies AdminSellerRequest);
    expect(JSON.stringify(page)).not.toMatch(/argon2|password/i);

    expect((await list('?q=list&status=pending')).items.map((request) => request.id)).toEqual([first.id]);
    expect((await list('?q=list&status=rejected')).items.map((request) => request.id)).toEqual([second.id]);
    expect((await list('?q=list&status=approved')).items).toEqual([]);
    expect((await list('?q=444%200001')).items.map((request) => request.id)).toEqual([first.id]);
    expect((await list(`?q=${encodeURIComponent(second.email.toUpperCase())}`)).total).toBe(1);
    expect(await list('?q=list&limit=1&offset=1')).toMatchObject({ total: 2, items: [{ id: first.id }] });

    const bad = await admin.send('GET', `${ADMIN_SELLER_REQUESTS_PATH}?status=maybe`, as('owner'));
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toMatch(/status/);
    const missing = await admin.send('GET', `${ADMIN_SELLER_REQUESTS_PATH}/987654`, as('owner'));
    expect(missing.statusCode).toBe(404);
    expect(problemOf(missing)).toEqual(problem('SELLER_REQUEST_NOT_FOUND', { id: 987654 }));
  });
});

describe('approving and rejecting', () => {
  it('approves: one vendor and a vendor account with the chosen password, mailed in Arabic for an Arabic request', async () => {
    const { id, email } = await fileRequest({ FirstName: 'Noor', LastName: 'Salem' }, 'ar');
    const reply = await approve(id);
    expect(reply.statusCode).toBe(200);
    const approved = reply.json() as AdminSellerRequest;
    const vendors = await vendorsOf(email);
    expect(vendors).toEqual([
      { id: expect.any(Number), name: 'Noor Salem', user_id: expect.any(Number), role: 'vendor' },
    ]);
    expect(approved).toMatchObject({
      status: 'approved',
      language: 'ar',
      vendorId: vendors[0]!.id,
      vendorName: { en: 'Noor Salem', ar: '' },
      decidedAt: expect.stringMatching(/^\d{4}-/),
      decidedBy: { id: expect.any(Number), name: 'First Owner' },
    });

    // The applicant logs in with the password they chose with the request.
    const login = await shop.call(
      endpointPath('get-user-login'),
      { Email: email, Password: SELLER_PASSWORD },
      fromAddress(freshAddress()),
    );
    expect(login.rows[0]).toMatchObject({ ResponseMsg: ResponseMsg.loginOk, UserID: vendors[0]!.user_id });

    const [mail] = await mailsMatching((candidate) => candidate.to === email, 1);
    expect(mail!.subject).toBe('تمت الموافقة على طلبك كبائع - متجر التراث الفلسطيني');
    expect(mail!.raw).toMatch(/^Content-Language: ar$/m);
    expect(mail!.body).toContain('dir="rtl"');
    expect(mail!.body).toContain(`${shop.config.STOREFRONT_URL}/ar/login`);

    const vendorList = (await admin.send('GET', ADMIN_VENDORS_PATH, as('catalogue'))).json() as AdminVendorList;
    expect(vendorList.items).toContainEqual({
      id: vendors[0]!.id,
      name: { en: 'Noor Salem', ar: '' },
      userId: vendors[0]!.user_id,
    } satisfies AdminVendor);

    const audit = await auditOf(id);
    expect(audit).toEqual([
      {
        action: 'approve',
        actor: expect.stringContaining('first-owner@example.com'),
        after: expect.objectContaining({ status: 'approved', vendorId: vendors[0]!.id, accountCreated: true }),
      },
    ]);
  });

  it('promotes a customer who has the request’s email, keeping their password', async () => {
    const { id, email } = await fileRequest();
    const customer = await signUpAndLogIn(shop, home, `customer-of-${email}`);
    await shop.db.execute(sql`UPDATE users SET email = ${email.toUpperCase()} WHERE id = ${customer.userId}`);
    expect((await approve(id)).statusCode).toBe(200);
    expect(await vendorsOf(email)).toEqual([
      { id: expect.any(Number), name: 'Lina Haddad', user_id: customer.userId, role: 'vendor' },
    ]);
    const [accounts] = await queryRows<{ n: number }>(
      shop.db,
      sql`SELECT count(*)::int AS n FROM users WHERE lower(email) = lower(${email})`,
    );
    expect(accounts!.n).toBe(1);
    expect((await auditOf(id))[0]!.after).toMatchObject({ userId: customer.userId, accountCreated: false });
  });

  it('rejects with the reason, mailed to the applicant; makes no account or vendor', async () => {
    const { id, email } = await fileRequest();
    const reason = 'We only take handmade goods for now.\nPlease apply again next season.';
    const reply = await reject(id, { reason: `  ${reason}  ` });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ status: 'rejected', rejectionReason: reason, vendorId: null });
    const [mail] = await mailsMatching((candidate) => candidate.to === email, 1);
    expect(mail!.subject).toBe('About your seller request - Palestine Heritage Shop');
    expect(mail!.body).toContain(reason);
    expect(await vendorsOf(email)).toEqual([]);
    const [accounts] = await queryRows<{ n: number }>(
      shop.db,
      sql`SELECT count(*)::int AS n FROM users WHERE lower(email) = lower(${email})`,
    );
    expect(accounts!.n).toBe(0);
    expect(await auditOf(id)).toEqual([
      { action: 'reject', actor: expect.any(String), after: expect.objectContaining({ reason }) },
    ]);
  });

  it.each([
    [{}, 'reason: Required'],
    [{ reason: 42 }, 'reason: Expected text'],
    [{ reason: '   ' }, 'reason: Required'],
    [
      { reason: 'x'.repeat(SELLER_REJECTION_REASON_MAX_LENGTH + 1) },
      `reason: At most ${SELLER_REJECTION_REASON_MAX_LENGTH} characters`,
    ],
  ])('refuses the rejection %# with 400 naming the field, deciding nothing', async (body, message) => {
    const { id } = await fileRequest();
    const reply = await reject(id, body);
    expect(reply.statusCode).toBe(400);
    expect(errorOf(reply)).toBe(message);
    const stored = await admin.send('GET', `${ADMIN_SELLER_REQUESTS_PATH}/${id}`, as('owner'));
    expect(stored.json()).toMatchObject({ status: 'pending', decidedAt: null, rejectionReason: '' });
  });

  it('answers 409 for a request decided already, changing and mailing nothing', async () => {
    const { id, email } = await fileRequest();
    expect((await approve(id)).statusCode).toBe(200);
    await mailsMatching((mail) => mail.to === email, 1);
    for (const reply of [await approve(id), await reject(id, { reason: 'Changed my mind' })]) {
      expect(reply.statusCode).toBe(409);
      expect(problemOf(reply)).toEqual(problem('SELLER_REQUEST_DECIDED', { status: 'approved' }));
    }
    const rejected = await fileRequest();
    expect((await reject(rejected.id, { reason: 'No' })).statusCode).toBe(200);
    const again = await approve(rejected.id);
    expect(again.statusCode).toBe(409);
    expect(problemOf(again)).toEqual(problem('SELLER_REQUEST_DECIDED', { status: 'rejected' }));
    expect(await vendorsOf(rejected.email)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await outbox()).filter((mail) => mail.to === email)).toHaveLength(1);
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('approves once under a burst of 10: one vendor, one account, one audit entry, one mail', async () => {
    const { id, email } = await fileRequest();
    const replies = await Promise.all(Array.from({ length: 10 }, () => approve(id)));
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await vendorsOf(email)).toHaveLength(1);
    expect(await auditOf(id)).toHaveLength(1);
    await mailsMatching((mail) => mail.to === email, 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await outbox()).filter((mail) => mail.to === email)).toHaveLength(1);
  });
});

describe('vendor names', () => {
  /** A vendor made by approving a fresh request from `first` `last`. */
  async function approvedVendor(first = 'Rami', last = 'Khalil') {
    const { id, email } = await fileRequest({ FirstName: first, LastName: last });
    expect((await approve(id)).statusCode).toBe(200);
    return { requestId: id, vendorId: (await vendorsOf(email))[0]!.id };
  }
  const rename = (vendorId: number | string, body: unknown, role: StaffRole | null = 'owner') =>
    admin.send('PATCH', `${ADMIN_VENDORS_PATH}/${vendorId}`, { body, ...as(role) });
  const storedOf = async (vendorId: number) =>
    (
      await queryRows<{ name: string; localized: unknown }>(
        shop.db,
        sql`SELECT name, localized FROM vendors WHERE id = ${vendorId}`,
      )
    )[0]!;
  const vendorAuditOf = (vendorId: number) =>
    queryRows<{ action: string; actor: string; before: unknown; after: unknown }>(
      shop.db,
      sql`SELECT action, actor, before, after FROM audit_log WHERE resource = 'vendor'
           AND resource_id = ${String(vendorId)} ORDER BY id`,
    );

  it('PATCH vendors/:id: owner yes; catalogue, orders and moderator 403; no session 401, changing nothing', async () => {
    const { vendorId } = await approvedVendor();
    const answers: Record<string, number> = {};
    for (const role of ['catalogue', 'orders', 'moderator', null, 'owner'] as const) {
      answers[role ?? 'none'] = (await rename(vendorId, { name: { ar: `اسم ${role}` } }, role)).statusCode;
    }
    expect(answers).toEqual({ catalogue: 403, orders: 403, moderator: 403, none: 401, owner: 200 });
    expect(await storedOf(vendorId)).toEqual({ name: 'Rami Khalil', localized: { '2': { name: 'اسم owner' } } });
    expect(await vendorAuditOf(vendorId)).toHaveLength(1);
  });

  it('gives a vendor an Arabic name the admin lists and the storefront shows on /ar/ pages, audited', async () => {
    const { requestId, vendorId } = await approvedVendor('Huda', 'Nasser');
    const [product] = await queryRows<{ id: number }>(
      shop.db,
      sql`SELECT min(id) AS id FROM products WHERE is_published AND archived_at IS NULL`,
    );
    await shop.db.execute(sql`UPDATE products SET vendor_id = ${vendorId} WHERE id = ${product!.id}`);
    const shown = async (language: string) =>
      (await shop.call(endpointPath('get-product_detail'), { ProductId: product!.id }, { 'accept-language': language }))
        .rows[0]!.VendorName;
    // Without an Arabic name, Arabic pages show the English one (and the answers are now cached).
    expect(await shown('ar')).toBe('Huda Nasser');
    expect(await shown('en')).toBe('Huda Nasser');

    const reply = await rename(vendorId, { name: { en: '  Huda Nasser Embroidery ', ar: 'تطريز هدى ناصر' } });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({
      id: vendorId,
      name: { en: 'Huda Nasser Embroidery', ar: 'تطريز هدى ناصر' },
      userId: expect.any(Number),
    } satisfies AdminVendor);
    expect(await storedOf(vendorId)).toEqual({
      name: 'Huda Nasser Embroidery',
      localized: { '2': { name: 'تطريز هدى ناصر' } },
    });
    const listed = (await admin.send('GET', ADMIN_VENDORS_PATH, as('catalogue'))).json() as AdminVendorList;
    expect(listed.items.find((vendor) => vendor.id === vendorId)?.name).toEqual({
      en: 'Huda Nasser Embroidery',
      ar: 'تطريز هدى ناصر',
    });
    const request = (await admin.send('GET', `${ADMIN_SELLER_REQUESTS_PATH}/${requestId}`, as('owner'))).json();
    expect(request).toMatchObject({ vendorId, vendorName: { en: 'Huda Nasser Embroidery', ar: 'تطريز هدى ناصر' } });
    expect(await shown('ar')).toBe('تطريز هدى ناصر');
    expect(await shown('en')).toBe('Huda Nasser Embroidery');

    expect(await vendorAuditOf(vendorId)).toEqual([
      {
        action: 'update',
        actor: expect.stringContaining('first-owner@example.com'),
        before: { name: { en: 'Huda Nasser', ar: '' } },
        after: { name: { en: 'Huda Nasser Embroidery', ar: 'تطريز هدى ناصر' } },
      },
    ]);
  });

  it('changes one language and keeps the other; Arabic "" removes the translation; no change is not audited', async () => {
    const { vendorId } = await approvedVendor('Salma', 'Odeh');
    expect((await rename(vendorId, { name: { ar: 'سلمى عودة' } })).json()).toMatchObject({
      name: { en: 'Salma Odeh', ar: 'سلمى عودة' },
    });
    expect((await rename(vendorId, { name: { en: 'Salma Odeh Pottery' } })).json()).toMatchObject({
      name: { en: 'Salma Odeh Pottery', ar: 'سلمى عودة' },
    });
    expect((await rename(vendorId, { name: { en: 'Salma Odeh Pottery' } })).statusCode).toBe(200);
    expect((await rename(vendorId, { name: { ar: '' } })).json()).toMatchObject({
      name: { en: 'Salma Odeh Pottery', ar: '' },
    });
    expect(await storedOf(vendorId)).toEqual({ name: 'Salma Odeh Pottery', localized: {} });
    expect((await vendorAuditOf(vendorId)).map((entry) => entry.after)).toEqual([
      { name: { en: 'Salma Odeh', ar: 'سلمى عودة' } },
      { name: { en: 'Salma Odeh Pottery', ar: 'سلمى عودة' } },
      { name: { en: 'Salma Odeh Pottery', ar: '' } },
    ]);
  });

  it.each([
    [{}, 'name: Required'],
    [{ name: 'Rami' }, 'name: Expected { en, ar }'],
    [{ name: {} }, 'name: Send en, ar or both'],
    [{ name: { en: '   ' } }, 'name.en: Required'],
    [{ name: { en: 'x'.repeat(201) } }, 'name.en: At most 200 characters'],
    [{ name: { ar: 'س'.repeat(201) } }, 'name.ar: At most 200 characters'],
    [{ name: { en: 42 } }, 'name.en: Expected text'],
  ])('refuses the body %j with 400 naming the field, changing nothing', async (body, message) => {
    const { vendorId } = await approvedVendor();
    const reply = await rename(vendorId, body);
    expect(reply.statusCode).toBe(400);
    expect(errorOf(reply)).toBe(message);
    expect(await storedOf(vendorId)).toEqual({ name: 'Rami Khalil', localized: {} });
    expect(await vendorAuditOf(vendorId)).toEqual([]);
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    for (const id of ['abc', '0', '1.5', '99999999999']) {
      const reply = await rename(id, { name: { en: 'Nobody' } });
      expect(reply.statusCode, id).toBe(400);
      expect(errorOf(reply)).toMatch(/^id: Expected a vendor id/);
    }
    const missing = await rename(987654, { name: { en: 'Nobody' } });
    expect(missing.statusCode).toBe(404);
    expect(problemOf(missing)).toEqual(problem('VENDOR_NOT_FOUND', { id: 987654 }));
  });

  it('changes the English and the Arabic name at the same moment one after the other, keeping both', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { vendorId } = await approvedVendor();
      const replies = await Promise.all([
        rename(vendorId, { name: { en: `Khalil Glass ${round}` } }),
        rename(vendorId, { name: { ar: `زجاج الخليل ${round}` } }),
      ]);
      expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200]);
      expect(await storedOf(vendorId)).toEqual({
        name: `Khalil Glass ${round}`,
        localized: { '2': { name: `زجاج الخليل ${round}` } },
      });
      // One waited for the other: the second entry's "before" is the first one's "after".
      const [first, second] = await vendorAuditOf(vendorId);
      expect(second!.before).toEqual(first!.after);
      expect(second!.after).toEqual({ name: { en: `Khalil Glass ${round}`, ar: `زجاج الخليل ${round}` } });
    }
  });
});

describe('the OpenAPI document', () => {
  it('lists every seller request route and the vendors under the admin tag', async () => {
    const paths = (
      (await admin.send('GET', '/api/docs/json')).json() as {
        paths: Record<string, Record<string, { tags?: string[] }>>;
      }
    ).paths;
    const documented = {
      [ADMIN_SELLER_REQUESTS_PATH]: 'get',
      [`${ADMIN_SELLER_REQUESTS_PATH}/{id}`]: 'get',
      [`${ADMIN_SELLER_REQUESTS_PATH}/{id}/approve`]: 'post',
      [`${ADMIN_SELLER_REQUESTS_PATH}/{id}/reject`]: 'post',
      [ADMIN_VENDORS_PATH]: 'get',
      [`${ADMIN_VENDORS_PATH}/{id}`]: 'patch',
    };
    for (const [route, method] of Object.entries(documented)) {
      expect(Object.keys(paths[route] ?? {})).toEqual([method]);
      expect(paths[route]![method]!.tags).toEqual(['admin']);
    }
  });
});

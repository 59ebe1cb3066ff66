import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  endpointPath,
  problem,
  ResponseMsg,
  type AdminCustomerDetail,
  type AdminCustomerExport,
  type AdminCustomerResetCodeAnswer,
  type StaffRole,
} from '@shop/contract';
import { queryRows } from '../../db/database';
import {
  codeInMail,
  decodeMailBodies,
  findPlaces,
  freshAddress,
  fromAddress,
  GOOD_PASSWORD,
  outboxFiles,
  signUpAndLogIn,
  subjectOf,
  type Place,
} from '../../../test/support/shopper';
import { createTestShop, type TestShop } from '../../../test/support/test-app';
import { adminClient, problemOf } from '../../../test/support/admin-test-client';
import { ADMIN_CUSTOMERS_PATH } from './customer-access';
import { ERASED_NAME, erasedEmail } from './customer-erasure';

let shop: TestShop;
let admin: ReturnType<typeof adminClient>;
let home: Place;
let product: { id: number; name: string };
const cookies = {} as Record<StaffRole, string>;

beforeAll(async () => {
  shop = await createTestShop();
  admin = adminClient(shop);
  ({ home } = await findPlaces(shop));
  ({ cookie: cookies.owner } = await admin.firstOwner());
  for (const role of ['catalogue', 'orders', 'moderator'] as const) {
    cookies[role] = await admin.signIn((await admin.createMember(role)).email);
  }
  const [first] = await queryRows<{ id: number; name: string }>(
    shop.db,
    sql`SELECT product_id AS id, name FROM product_translations WHERE language_id = 1 ORDER BY product_id LIMIT 1`,
  );
  product = first!;
});
afterAll(async () => {
  await shop?.close();
});

const as = (role: StaffRole | null) => (role === null ? {} : { cookie: cookies[role] });
const errorOf = (reply: { json: () => unknown }) => (reply.json() as { errorMessage: string }).errorMessage;
const NEW_PASSWORD = 'almond blossom 2031';

let shoppers = 0;
/** A new shopper, signed up and logged in, with a unique email starting with `prefix`. */
async function newShopper(prefix: string) {
  shoppers += 1;
  const email = `${prefix}-${shoppers}-${Date.now()}@example.com`;
  return { email, ...(await signUpAndLogIn(shop, home, email)) };
}

let ordersMade = 0;
/** An order of the user's with one line and a captured card payment, stored as checkout leaves it. */
async function addOrder(user: { userId: number; email: string }, total: number, languageId = 1) {
  ordersMade += 1;
  const [order] = await queryRows<{ id: number; order_number: string }>(
    shop.db,
    sql`INSERT INTO orders (order_number, user_id, status, payment_method, payment_status, currency, subtotal,
                            shipping_total, order_total, order_note, billing, shipping_name, shipping_phone,
                            shipping_address, shipping_city, shipping_state, shipping_country,
                            shipping_postal_code, language_id)
        VALUES (${`ACT-${ordersMade}-${Date.now()}`}, ${user.userId}, 3, 1, 'paid', 'USD', ${total}, 0, ${total},
                'Leave it with the neighbour',
                ${JSON.stringify({
                  firstName: 'Lina',
                  lastName: 'Haddad',
                  email: user.email,
                  mobileNo: '+970599000000',
                  address: 'Main street 1',
                  city: home.cityName,
                  state: home.stateName,
                  country: home.countryName,
                  postalCode: '00972',
                })}::jsonb,
                'Lina Haddad', '+970599000000', 'Main street 1', ${home.cityName}, ${home.stateName},
                ${home.countryName}, '00972', ${languageId})
        RETURNING id, order_number`,
  );
  await shop.db.execute(
    sql`INSERT INTO order_items (order_id, product_id, product_name, unit_price, original_unit_price, quantity,
                                 line_total, status, shipping_status)
        VALUES (${order!.id}, ${product.id}, ${product.name}, ${total / 2}, ${total / 2}, 2, ${total}, 1, 1)`,
  );
  await shop.db.execute(
    sql`INSERT INTO payments (order_id, provider, provider_reference, amount, currency, status)
        VALUES (${order!.id}, 'sandbox', ${`ch_${order!.order_number}`}, ${total}, 'USD', 'captured')`,
  );
  return order!;
}

/** The review, newsletter sign-up, contact message and seller request a shopper may leave behind. */
async function addTraces(user: { userId: number; email: string }) {
  await shop.db.execute(
    sql`INSERT INTO reviews (product_id, user_id, reviewer_name, reviewer_email, title, body, rating)
        VALUES (${product.id}, ${user.userId}, 'Lina Haddad', ${user.email}, 'Lovely', 'Soft and warm.', 5)`,
  );
  await shop.db.execute(sql`INSERT INTO subscribers (email, language_id) VALUES (${user.email}, 2)`);
  await shop.db.execute(
    sql`INSERT INTO contact_messages (full_name, email, phone_number, subject, message)
        VALUES ('Lina Haddad', ${user.email.toUpperCase()}, '+970599000000', 'Delivery', 'Where is my parcel?')`,
  );
  await shop.db.execute(
    sql`INSERT INTO vendor_requests (first_name, last_name, email, password_hash, mobile_no, address_line_one,
                                     postal_code)
        VALUES ('Lina', 'Haddad', ${user.email}, 'sealed', '+970599000000', 'Main street 1', '00972')`,
  );
}

const resetCode = (id: number, role: StaffRole | null = 'owner') =>
  admin.send('POST', `${ADMIN_CUSTOMERS_PATH}/${id}/reset-code`, as(role));
const exportOf = (id: number, role: StaffRole | null = 'owner') =>
  admin.send('GET', `${ADMIN_CUSTOMERS_PATH}/${id}/export`, as(role));
const erase = (id: number, email: unknown, role: StaffRole | null = 'owner') =>
  admin.send('POST', `${ADMIN_CUSTOMERS_PATH}/${id}/erase`, { body: { email }, ...as(role) });
const detailOf = async (id: number) =>
  (await admin.send('GET', `${ADMIN_CUSTOMERS_PATH}/${id}`, as('owner'))).json() as AdminCustomerDetail;
const auditOf = (id: number) =>
  queryRows<{ action: string; before: unknown; after: unknown }>(
    shop.db,
    sql`SELECT action, before, after FROM audit_log WHERE resource = 'customer' AND resource_id = ${String(id)} ORDER BY id`,
  );
const login = (email: string, password = GOOD_PASSWORD) =>
  shop.call(endpointPath('get-user-login'), { Email: email, Password: password }, fromAddress(freshAddress()));

interface Mail {
  to: string;
  subject: string;
  body: string;
  raw: string;
}
async function mailsTo(email: string): Promise<Mail[]> {
  const directory = path.join(shop.config.DATA_DIR, 'outbox');
  const mails = await Promise.all(
    (await outboxFiles(shop)).map(async (name) => {
      const raw = await fs.readFile(path.join(directory, name), 'utf8');
      const to = /^To: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
      return { raw, to, subject: subjectOf(raw), body: decodeMailBodies(raw) };
    }),
  );
  return mails.filter((mail) => mail.to === email);
}
/** Waits until `count` mails went to `email`, and answers them. */
async function waitForMails(email: string, count: number): Promise<Mail[]> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const found = await mailsTo(email);
    if (found.length >= count) return found;
    if (Date.now() > deadline) throw new Error(`${found.length} mails to ${email}, not ${count}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('who may send reset codes, export and erase', () => {
  const routes: [string, (role: StaffRole | null) => Promise<number>, Record<string, number>][] = [
    [
      'POST reset-code',
      async (role) => (await resetCode((await newShopper('roles')).userId, role)).statusCode,
      { owner: 200, orders: 200, catalogue: 403, moderator: 403, none: 401 },
    ],
    [
      'GET export',
      async (role) => (await exportOf((await newShopper('roles')).userId, role)).statusCode,
      { owner: 200, orders: 200, catalogue: 403, moderator: 403, none: 401 },
    ],
    [
      'POST erase',
      async (role) => {
        const shopper = await newShopper('roles');
        return (await erase(shopper.userId, shopper.email, role)).statusCode;
      },
      { owner: 200, orders: 403, catalogue: 403, moderator: 403, none: 401 },
    ],
  ];

  it.each(routes)('%s', async (_name, call, expected) => {
    const answers: Record<string, number> = {};
    for (const role of ['owner', 'orders', 'catalogue', 'moderator', null] as const) {
      answers[role ?? 'none'] = await call(role);
    }
    expect(answers).toEqual(expected);
  });

  it('an orders member’s erase changes and records nothing', async () => {
    const shopper = await newShopper('refused-erase');
    expect((await erase(shopper.userId, shopper.email, 'orders')).statusCode).toBe(403);
    expect(await detailOf(shopper.userId)).toMatchObject({ email: shopper.email, erased: false, disabledAt: null });
    expect(await auditOf(shopper.userId)).toEqual([]);
  });

  it('answers 404 for an unknown customer and 400 for a bad id, recording nothing', async () => {
    for (const reply of [await resetCode(987_601), await exportOf(987_601), await erase(987_601, 'a@example.com')]) {
      expect(reply.statusCode).toBe(404);
      expect(problemOf(reply)).toEqual(problem('CUSTOMER_NOT_FOUND', { id: 987_601 }));
    }
    for (const reply of [
      await admin.send('POST', `${ADMIN_CUSTOMERS_PATH}/abc/reset-code`, as('owner')),
      await admin.send('GET', `${ADMIN_CUSTOMERS_PATH}/0/export`, as('owner')),
      await erase(-1 as number, 'a@example.com'),
    ]) {
      expect(reply.statusCode).toBe(400);
      expect(errorOf(reply)).toMatch(/customer id/);
    }
    expect(await auditOf(987_601)).toEqual([]);
  });
});

describe('sending a password-reset code', () => {
  it('mails the storefront’s code in the customer’s language; the staff member never sees it; the code resets the password', async () => {
    const shopper = await newShopper('reset');
    await addOrder(shopper, 1_000, 2);
    const reply = await resetCode(shopper.userId, 'orders');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ language: 'ar', validMinutes: 10 } satisfies AdminCustomerResetCodeAnswer);

    const [mail] = await waitForMails(shopper.email, 1);
    expect(mail!.subject).toMatch(/^رمز إعادة تعيين كلمة المرور/);
    expect(mail!.raw).toMatch(/^Content-Language: ar$/m);
    const code = codeInMail(mail!.raw);
    expect(reply.body).not.toContain(code);
    const audit = await auditOf(shopper.userId);
    expect(audit).toEqual([{ action: 'reset-code', before: null, after: { language: 'ar' } }]);
    expect(JSON.stringify(audit)).not.toContain(code);
    const [stored] = await queryRows<{ code_hash: string }>(
      shop.db,
      sql`SELECT code_hash FROM password_reset_codes WHERE user_id = ${shopper.userId}`,
    );
    expect(stored!.code_hash).not.toContain(code);

    // The shopper uses it on the storefront's reset page.
    const reset = await shop.call(
      endpointPath('validate-otp-change-password'),
      { Email: shopper.email, Otp: code, Password: NEW_PASSWORD, ConfirmPassword: NEW_PASSWORD },
      fromAddress(freshAddress()),
    );
    expect(reset.rows).toEqual([{ ResponseMsg: 'Password reset successfully' }]);
    expect((await login(shopper.email, NEW_PASSWORD)).rows[0]).toMatchObject({ UserID: shopper.userId });
  });

  it('writes in English when the shop does not know the customer’s language', async () => {
    const shopper = await newShopper('reset-en');
    expect((await resetCode(shopper.userId)).json()).toMatchObject({ language: 'en' });
    const [mail] = await waitForMails(shopper.email, 1);
    expect(mail!.subject).toMatch(/^Your password reset code/);
  });

  it('shares the shopper’s limit of 3 codes per email in 15 minutes, under a burst too', async () => {
    const shopper = await newShopper('reset-burst');
    // The shopper asked once themselves.
    const own = await shop.call(
      endpointPath('validate-email-send-otp'),
      { Email: shopper.email },
      fromAddress(freshAddress()),
    );
    expect(own.rows).toEqual([{ ResponseMsg: ResponseMsg.otpSent }]);
    const replies = await Promise.all(Array.from({ length: 6 }, () => resetCode(shopper.userId)));
    const statuses = replies.map((reply) => reply.statusCode).sort();
    expect(statuses).toEqual([200, 200, 429, 429, 429, 429]);
    const refused = replies.find((reply) => reply.statusCode === 429)!;
    expect(errorOf(refused)).toMatch(/^Too many codes were requested for this email/);
    await waitForMails(shopper.email, 3);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await mailsTo(shopper.email)).toHaveLength(3);
    expect((await auditOf(shopper.userId)).map((entry) => entry.action)).toEqual(['reset-code', 'reset-code']);
    // Only the newest code is alive.
    const [live] = await queryRows<{ live: number }>(
      shop.db,
      sql`SELECT count(*)::int AS live FROM password_reset_codes WHERE user_id = ${shopper.userId} AND used_at IS NULL`,
    );
    expect(live!.live).toBe(1);
  });

  it('refuses a disabled account with 409 and mails nothing', async () => {
    const shopper = await newShopper('reset-disabled');
    expect(
      (await admin.send('POST', `${ADMIN_CUSTOMERS_PATH}/${shopper.userId}/disable`, as('owner'))).statusCode,
    ).toBe(200);
    const reply = await resetCode(shopper.userId);
    expect(reply.statusCode).toBe(409);
    expect(problemOf(reply)).toEqual(problem('CUSTOMER_DISABLED'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await mailsTo(shopper.email)).toEqual([]);
    expect((await auditOf(shopper.userId)).map((entry) => entry.action)).toEqual(['disable']);
  });
});

describe('exporting a customer’s data', () => {
  it('answers a JSON download with the account, orders with lines and payments, reviews and the rest; no secrets', async () => {
    const shopper = await newShopper('export');
    const order = await addOrder(shopper, 4_200);
    await addTraces(shopper);
    const reply = await exportOf(shopper.userId, 'orders');
    expect(reply.statusCode).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(reply.headers['content-disposition']).toBe(
      `attachment; filename="customer-${shopper.userId}-${today}.json"`,
    );
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    expect(reply.headers['cache-control']).toBe('no-store');
    const document = reply.json() as AdminCustomerExport;
    expect(document.account).toMatchObject({
      id: shopper.userId,
      email: shopper.email,
      firstName: 'Lina',
      mobileNo: '+970599000000',
      erased: false,
      address: { addressLineOne: 'Main street 1', postalCode: '00972', city: home.cityName },
    });
    expect(document.orders).toHaveLength(1);
    expect(document.orders[0]).toMatchObject({
      id: order.id,
      orderNumber: order.order_number,
      total: 4_200,
      note: 'Leave it with the neighbour',
      billing: { email: shopper.email },
      shippingAddress: { name: 'Lina Haddad', address: 'Main street 1' },
      lines: [{ productId: product.id, productName: product.name, quantity: 2, lineTotal: 4_200 }],
      payments: [{ provider: 'sandbox', amount: 4_200, status: 'captured' }],
      refunds: [],
    });
    expect(document.reviews).toMatchObject([{ productId: product.id, rating: 5, reviewerName: 'Lina Haddad' }]);
    expect(document.newsletter).toMatchObject({ email: shopper.email, language: 'ar', confirmedAt: null });
    expect(document.contactMessages).toMatchObject([{ subject: 'Delivery', message: 'Where is my parcel?' }]);
    expect(document.sellerRequests).toMatchObject([{ email: shopper.email, status: 'pending' }]);
    expect(document.sessions.length).toBeGreaterThanOrEqual(1);
    expect(document).toMatchObject({ cart: [], wishlist: [] });
    // Neither the password hash, nor the sealed seller password, nor any digest.
    expect(reply.body).not.toMatch(/argon2|password|hash|sealed|token/i);

    const audit = await auditOf(shopper.userId);
    expect(audit).toEqual([{ action: 'export', before: null, after: { orders: 1, reviews: 1 } }]);
  });
});

describe('erasing a customer', () => {
  it('anonymises the person everywhere, keeps their orders and totals, and they can no longer log in', async () => {
    const shopper = await newShopper('erase');
    const order = await addOrder(shopper, 6_000);
    await addTraces(shopper);
    const before = await detailOf(shopper.userId);

    const reply = await erase(shopper.userId, shopper.email.toUpperCase());
    expect(reply.statusCode).toBe(200);
    const erased = reply.json() as AdminCustomerDetail;
    expect(erased).toMatchObject({
      id: shopper.userId,
      firstName: ERASED_NAME,
      lastName: '',
      email: erasedEmail(shopper.userId),
      mobileNo: '',
      erased: true,
      disabledAt: expect.stringMatching(/^\d{4}-/),
      address: { addressLineOne: '', postalCode: '', country: null, state: null, city: null },
      // The books: the same orders, the same amounts.
      orderCount: before.orderCount,
      totalSpent: before.totalSpent,
      orders: before.orders,
    });
    expect(await detailOf(shopper.userId)).toEqual(erased);

    const [kept] = await queryRows<Record<string, unknown>>(
      shop.db,
      sql`SELECT order_total, billing, shipping_name, shipping_phone, shipping_address, shipping_city, shipping_state,
                 shipping_country, shipping_postal_code, order_note
            FROM orders WHERE id = ${order.id}`,
    );
    const billing = typeof kept!.billing === 'string' ? JSON.parse(kept!.billing) : kept!.billing;
    expect({ ...kept, billing }).toEqual({
      order_total: 6_000,
      billing: {
        firstName: ERASED_NAME,
        lastName: '',
        email: erasedEmail(shopper.userId),
        mobileNo: '',
        address: '',
        city: '',
        state: '',
        country: '',
        postalCode: '',
      },
      shipping_name: ERASED_NAME,
      shipping_phone: '',
      shipping_address: '',
      shipping_city: '',
      shipping_state: '',
      shipping_country: '',
      shipping_postal_code: '',
      order_note: '',
    });
    const [lines] = await queryRows<{ lines: number; payments: number }>(
      shop.db,
      sql`SELECT (SELECT count(*)::int FROM order_items WHERE order_id = ${order.id}) AS lines,
                 (SELECT count(*)::int FROM payments WHERE order_id = ${order.id}) AS payments`,
    );
    expect(lines).toEqual({ lines: 1, payments: 1 });

    const reviews = await queryRows<{ reviewer_name: string; reviewer_email: string; body: string }>(
      shop.db,
      sql`SELECT reviewer_name, reviewer_email, body FROM reviews WHERE user_id = ${shopper.userId}`,
    );
    expect(reviews).toEqual([
      { reviewer_name: ERASED_NAME, reviewer_email: erasedEmail(shopper.userId), body: 'Soft and warm.' },
    ]);
    const [left] = await queryRows<Record<string, number>>(
      shop.db,
      sql`SELECT (SELECT count(*)::int FROM subscribers WHERE lower(email) = lower(${shopper.email})) AS subscribers,
                 (SELECT count(*)::int FROM contact_messages WHERE lower(email) = lower(${shopper.email})) AS messages,
                 (SELECT count(*)::int FROM vendor_requests WHERE lower(email) = lower(${shopper.email})) AS requests,
                 (SELECT count(*)::int FROM sessions WHERE user_id = ${shopper.userId} AND revoked_at IS NULL) AS sessions,
                 (SELECT count(*)::int FROM users WHERE lower(email) = lower(${shopper.email})) AS accounts`,
    );
    expect(left).toEqual({ subscribers: 0, messages: 0, requests: 0, sessions: 0, accounts: 0 });
    const [account] = await queryRows<{ password_hash: string }>(
      shop.db,
      sql`SELECT password_hash FROM users WHERE id = ${shopper.userId}`,
    );
    expect(account!.password_hash).not.toMatch(/argon2/);

    // The storefront: their session ended, and neither the old email nor the placeholder logs in.
    const history = await shop.call(
      endpointPath('get-customer-order-history-master'),
      { UserId: shopper.userId, recordValueJson: '[]' },
      { token: shopper.token, userid: String(shopper.userId) },
    );
    expect(history.status).toBe(401);
    expect((await login(shopper.email)).rows).toEqual([{ ResponseMsg: ResponseMsg.loginFailed }]);
    expect((await login(erasedEmail(shopper.userId))).body.token).toBeUndefined();

    // The audit entry counts; it names no one.
    const audit = await auditOf(shopper.userId);
    expect(audit).toEqual([
      {
        action: 'erase',
        before: { orderCount: 1 },
        after: {
          erased: true,
          ordersKept: 1,
          reviewsAnonymised: 1,
          contactMessagesDeleted: 1,
          subscriptionsDeleted: 1,
          sellerRequestsDeleted: 1,
          sellerRequestsAnonymised: 0,
        },
      },
    ]);
    expect(JSON.stringify(audit)).not.toMatch(/Lina|Haddad|example\.com|970599/);

    // Nothing is left to do for them; their export holds no personal data.
    for (const refused of [
      await resetCode(shopper.userId),
      await admin.send('POST', `${ADMIN_CUSTOMERS_PATH}/${shopper.userId}/enable`, as('owner')),
    ]) {
      expect(refused.statusCode).toBe(409);
      expect(problemOf(refused)).toEqual(problem('CUSTOMER_ERASED'));
    }
    const exported = await exportOf(shopper.userId);
    expect(exported.statusCode).toBe(200);
    expect(exported.body).not.toMatch(/Lina|Haddad|970599|Main street/);
    expect(exported.body).not.toContain(shopper.email);
  });

  it('needs the customer’s email typed again: 400 naming the field otherwise, and nothing changes', async () => {
    const shopper = await newShopper('erase-confirm');
    for (const body of [undefined, '', 'someone-else@example.com']) {
      const reply = await erase(shopper.userId, body);
      expect(reply.statusCode).toBe(400);
      expect(errorOf(reply)).toMatch(/^email: /);
    }
    const notObject = await admin.send('POST', `${ADMIN_CUSTOMERS_PATH}/${shopper.userId}/erase`, {
      body: ['x'],
      ...as('owner'),
    });
    expect(notObject.statusCode).toBe(400);
    expect(await detailOf(shopper.userId)).toMatchObject({ email: shopper.email, erased: false });
    expect(await auditOf(shopper.userId)).toEqual([]);
  });

  it('erases once under a burst: one 200, the rest 409 already erased, one audit entry', async () => {
    const shopper = await newShopper('erase-burst');
    await addOrder(shopper, 900);
    const replies = await Promise.all(Array.from({ length: 5 }, () => erase(shopper.userId, shopper.email)));
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const reply of replies.filter((answer) => answer.statusCode === 409)) {
      expect(problemOf(reply)).toEqual(problem('CUSTOMER_ALREADY_ERASED'));
    }
    expect((await auditOf(shopper.userId)).map((entry) => entry.action)).toEqual(['erase']);
    expect(await detailOf(shopper.userId)).toMatchObject({ erased: true, orderCount: 1 });
    const again = await erase(shopper.userId, erasedEmail(shopper.userId));
    expect(again.statusCode).toBe(409);
  });
});

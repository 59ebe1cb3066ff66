import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  endpointPath,
  Language,
  problem,
  type AdminReview,
  type AdminReviewPage,
  type StaffRole,
} from '@shop/contract';
import { queryRows } from '../../db/database';
import { freshAddress, fromAddress } from '../../../test/support/shopper';
import { createTestShop, type TestShop } from '../../../test/support/test-app';
import { adminClient, problemOf } from '../../../test/support/admin-test-client';
import { ADMIN_SETTINGS_PATH } from '../settings/settings-routes';
import { ADMIN_REVIEWS_PATH } from './review-routes';

let shop: TestShop;
let admin: ReturnType<typeof adminClient>;
const cookies = {} as Record<StaffRole, string>;
let moderatorName: string;
let moderatorEmail: string;
/** A published product of the demo shop, for tests that do not count its figures. */
let anyProduct: number;
/** Published products no review was written for: each test that counts figures takes its own. */
let unreviewed: number[];

beforeAll(async () => {
  // The back-office keeps storefront answers for a minute here: a moderation must drop them.
  shop = await createTestShop({ env: { CATALOG_CACHE_SECONDS: '60' } });
  admin = adminClient(shop);
  cookies.owner = (await admin.firstOwner()).cookie;
  for (const role of ['catalogue', 'orders', 'moderator'] as const) {
    const member = await admin.createMember(role);
    cookies[role] = await admin.signIn(member.email);
    if (role === 'moderator') {
      moderatorEmail = member.email;
      const [row] = await queryRows<{ name: string }>(shop.db, sql`SELECT name FROM staff WHERE id = ${member.id}`);
      moderatorName = row!.name;
    }
  }
  const [first] = await queryRows<{ id: number }>(
    shop.db,
    sql`SELECT id FROM products WHERE is_published ORDER BY id LIMIT 1`,
  );
  anyProduct = first!.id;
  unreviewed = (
    await queryRows<{ id: number }>(
      shop.db,
      sql`SELECT p.id FROM products p
           WHERE p.is_published AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = p.id)
           ORDER BY p.id`,
    )
  ).map((row) => row.id);
  if (unreviewed.length < 8) throw new Error(`the demo shop has ${unreviewed.length} unreviewed products, 8 needed`);
});
afterAll(async () => {
  await shop?.close();
});

const as = (role: StaffRole | null) => (role === null ? {} : { cookie: cookies[role] });
const nextProduct = () => unreviewed.shift()!;

let titles = 0;
const uniqueTitle = (prefix = 'Review') => `${prefix} ${(titles += 1)}`;

/** A shopper's review through the storefront's endpoint; answers its id. */
async function shopperReview(productId: number, overrides: Record<string, unknown> = {}): Promise<number> {
  const title = uniqueTitle('Shopper');
  const reply = await shop.call(
    endpointPath('insert-product-review'),
    {
      ProductId: productId,
      ReviewerName: 'Huda',
      ReviewerEmail: 'huda@example.com',
      ReviewTitle: title,
      ReviewBody: 'Green, peppery and fresh.',
      ReviewRating: 5,
      recordValueJson: '[]',
      ...overrides,
    },
    fromAddress(freshAddress()),
  );
  if (reply.status !== 200) throw new Error(`review: ${reply.status} ${reply.body.errorMessage}`);
  return reviewIdByTitle((overrides.ReviewTitle as string | undefined) ?? title);
}

const reviewIdByTitle = async (title: string) =>
  (await queryRows<{ id: number }>(shop.db, sql`SELECT id FROM reviews WHERE title = ${title}`))[0]!.id;

/** A review left while the shop asked for approval: waiting in the queue, not counted. */
async function pendingReview(productId: number, fields: { rating?: number; title?: string } = {}): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    shop.db,
    sql`INSERT INTO reviews (product_id, reviewer_name, reviewer_email, title, body, rating, is_approved)
        VALUES (${productId}, 'Sami', 'sami@example.com', ${fields.title ?? uniqueTitle('Pending')},
                'Waiting for a moderator.', ${fields.rating ?? 3}, false)
        RETURNING id`,
  );
  return row!.id;
}

const moderate = (action: 'approve' | 'hide', id: number, role: StaffRole | null = 'moderator') =>
  admin.send('POST', `${ADMIN_REVIEWS_PATH}/${id}/${action}`, as(role));
const remove = (id: number, role: StaffRole | null = 'moderator') =>
  admin.send('DELETE', `${ADMIN_REVIEWS_PATH}/${id}`, as(role));
const read = async (id: number) =>
  (await admin.send('GET', `${ADMIN_REVIEWS_PATH}/${id}`, as('owner'))).json() as AdminReview;
const list = async (query: string) => {
  const reply = await admin.send('GET', `${ADMIN_REVIEWS_PATH}${query}`, as('moderator'));
  if (reply.statusCode !== 200) throw new Error(`list ${query}: ${reply.statusCode} ${reply.body}`);
  return reply.json() as AdminReviewPage;
};
const idsOf = (page: AdminReviewPage) => page.items.map((review) => review.id);
const auditOf = (id: number) =>
  queryRows<{ action: string; actor: string; before: unknown; after: unknown }>(
    shop.db,
    sql`SELECT action, actor, before, after FROM audit_log WHERE resource = 'review' AND resource_id = ${String(id)} ORDER BY id`,
  );

/** The product's stored figures, and the same counted afresh from its approved reviews. */
const figures = async (productId: number) =>
  (
    await queryRows<{ rating_average: number; total_reviews: number; average: number; total: number }>(
      shop.db,
      sql`SELECT p.rating_average, p.total_reviews,
                 (SELECT COALESCE(round(avg(rating)), 0)::int FROM reviews WHERE product_id = p.id AND is_approved) AS average,
                 (SELECT count(*)::int FROM reviews WHERE product_id = p.id AND is_approved) AS total
            FROM products p WHERE p.id = ${productId}`,
    )
  )[0]!;
const storedFigures = async (productId: number) => {
  const { rating_average, total_reviews } = await figures(productId);
  return { rating_average, total_reviews };
};

/** What shoppers see: the product page's figures and the titles of its reviews. */
const storefront = async (productId: number) => {
  const detail = await shop.call(endpointPath('get-product_detail'), { ProductId: productId });
  const listed = await shop.call(endpointPath('get-product-reviews'), {
    ProductId: productId,
    PageNo: 1,
    PageSize: 100,
  });
  return {
    rating: detail.rows[0]!.Rating,
    total: detail.rows[0]!.TotalReviews,
    titles: listed.rows.map((row) => row.Title).sort(),
  };
};

describe('who may moderate reviews', () => {
  const routes: [string, (role: StaffRole | null) => Promise<number>][] = [
    ['GET list', async (role) => (await admin.send('GET', ADMIN_REVIEWS_PATH, as(role))).statusCode],
    [
      'GET one',
      async (role) =>
        (await admin.send('GET', `${ADMIN_REVIEWS_PATH}/${await shopperReview(anyProduct)}`, as(role))).statusCode,
    ],
    ['POST approve', async (role) => (await moderate('approve', await pendingReview(anyProduct), role)).statusCode],
    ['POST hide', async (role) => (await moderate('hide', await shopperReview(anyProduct), role)).statusCode],
    ['DELETE', async (role) => (await remove(await shopperReview(anyProduct), role)).statusCode],
  ];
  const allowed = (status: number) => ({ owner: status, moderator: status, catalogue: 403, orders: 403, none: 401 });
  const expected: Record<string, Record<StaffRole | 'none', number>> = {
    'GET list': allowed(200),
    'GET one': allowed(200),
    'POST approve': allowed(200),
    'POST hide': allowed(200),
    DELETE: allowed(204),
  };

  it.each(routes)('%s: owner and moderator yes, catalogue and orders 403, no session 401', async (name, call) => {
    const answers: Record<string, number> = {};
    for (const role of ['owner', 'moderator', 'catalogue', 'orders', null] as const) {
      answers[role ?? 'none'] = await call(role);
    }
    expect(answers).toEqual(expected[name]);
  });

  it('changes nothing for a refused role', async () => {
    const visible = await shopperReview(anyProduct);
    const waiting = await pendingReview(anyProduct);
    const before = await storedFigures(anyProduct);
    for (const role of ['catalogue', 'orders', null] as const) {
      const refused = role === null ? 401 : 403;
      expect((await moderate('hide', visible, role)).statusCode).toBe(refused);
      expect((await moderate('approve', waiting, role)).statusCode).toBe(refused);
      expect((await remove(visible, role)).statusCode).toBe(refused);
    }
    expect((await read(visible)).status).toBe('visible');
    expect((await read(waiting)).status).toBe('pending');
    expect(await storedFigures(anyProduct)).toEqual(before);
    expect([...(await auditOf(visible)), ...(await auditOf(waiting))]).toEqual([]);
  });
});

describe('reading a review', () => {
  it('answers the review with its product, author, status and moderation', async () => {
    const product = anyProduct;
    const id = await shopperReview(product, { ReviewRating: 4, ReviewBody: '<b>Bold</b> & plain' });
    const [names] = await queryRows<{ en: string; ar: string }>(
      shop.db,
      sql`SELECT (SELECT name FROM product_translations WHERE product_id = ${product} AND language_id = ${Language.en.id}) AS en,
                 COALESCE((SELECT name FROM product_translations WHERE product_id = ${product} AND language_id = ${Language.ar.id}), '') AS ar`,
    );
    const [stored] = await queryRows<{ title: string; created_at: string }>(
      shop.db,
      sql`SELECT title, created_at FROM reviews WHERE id = ${id}`,
    );
    expect(await read(id)).toEqual({
      id,
      product: { id: product, name: { en: names!.en, ar: names!.ar } },
      rating: 4,
      title: stored!.title,
      body: '<b>Bold</b> & plain',
      reviewerName: 'Huda',
      reviewerEmail: 'huda@example.com',
      createdAt: new Date(stored!.created_at).toISOString(),
      status: 'visible',
      moderatedAt: null,
      moderatedBy: null,
    });
    expect(names!.en).not.toBe('');
  });

  it('answers 404 with a clear message for an unknown id, on every route', async () => {
    for (const [method, suffix] of [
      ['GET', ''],
      ['POST', '/approve'],
      ['POST', '/hide'],
      ['DELETE', ''],
    ] as const) {
      const reply = await admin.send(method, `${ADMIN_REVIEWS_PATH}/424242${suffix}`, as('owner'));
      expect(reply.statusCode, `${method} ${suffix}`).toBe(404);
      expect(problemOf(reply)).toEqual(problem('REVIEW_NOT_FOUND', { id: 424242 }));
    }
  });

  it.each(['0', '-1', 'abc', '1.5', '99999999999'])('answers 400 naming the id for %s, never a 500', async (id) => {
    for (const [method, suffix] of [
      ['GET', ''],
      ['POST', '/approve'],
      ['POST', '/hide'],
      ['DELETE', ''],
    ] as const) {
      const reply = await admin.send(method, `${ADMIN_REVIEWS_PATH}/${id}${suffix}`, as('owner'));
      expect(reply.statusCode, `${method} ${suffix}`).toBe(400);
      expect((reply.json() as { errorMessage: string }).errorMessage).toMatch(/^id: Expected a review id/);
    }
  });
});

describe('the moderation queue', () => {
  let product: number;
  const ids = {} as Record<'five' | 'waiting' | 'hidden' | 'percent', number>;
  beforeAll(async () => {
    product = nextProduct();
    ids.five = await shopperReview(product, { ReviewRating: 5, ReviewerName: 'Layla Queue', ReviewTitle: 'Queue A' });
    ids.waiting = await pendingReview(product, { rating: 2, title: 'Queue B' });
    ids.hidden = await shopperReview(product, {
      ReviewRating: 3,
      ReviewerEmail: 'hidden.queue@example.org',
      ReviewTitle: 'Queue C',
    });
    ids.percent = await shopperReview(product, {
      ReviewRating: 4,
      ReviewTitle: 'Queue D',
      ReviewBody: 'Worth 100% of the price',
    });
    expect((await moderate('hide', ids.hidden)).statusCode).toBe(200);
  });

  it('lists the newest first, with the page size, offset and total', async () => {
    const page = await list(`?productId=${product}`);
    expect(page).toMatchObject({ total: 4, limit: 25, offset: 0 });
    expect(idsOf(page)).toEqual([ids.percent, ids.hidden, ids.waiting, ids.five]);
    const second = await list(`?productId=${product}&limit=2&offset=2`);
    expect(second).toMatchObject({ total: 4, limit: 2, offset: 2 });
    expect(idsOf(second)).toEqual([ids.waiting, ids.five]);
    // The whole shop's queue starts with the newest review too.
    expect((await list('?limit=1')).items[0]!.id).toBe(ids.percent);
  });

  it('filters by status, product and rating', async () => {
    expect(idsOf(await list(`?productId=${product}&status=pending`))).toEqual([ids.waiting]);
    expect(idsOf(await list(`?productId=${product}&status=hidden`))).toEqual([ids.hidden]);
    expect(idsOf(await list(`?productId=${product}&status=visible`))).toEqual([ids.percent, ids.five]);
    expect(idsOf(await list(`?productId=${product}&rating=2`))).toEqual([ids.waiting]);
    const pending = await list('?status=pending&limit=100');
    expect(pending.items.every((review) => review.status === 'pending')).toBe(true);
    expect(idsOf(pending)).toContain(ids.waiting);
    expect((await list(`?productId=${unreviewed[0]}`)).total).toBe(0);
  });

  it("searches the title, text, author's name and email, ignoring case, % as itself", async () => {
    expect(idsOf(await list(`?productId=${product}&q=${encodeURIComponent('queue b')}`))).toEqual([ids.waiting]);
    expect(idsOf(await list(`?productId=${product}&q=${encodeURIComponent('WAITING FOR')}`))).toEqual([ids.waiting]);
    expect(idsOf(await list(`?productId=${product}&q=layla`))).toEqual([ids.five]);
    expect(idsOf(await list(`?q=hidden.queue@EXAMPLE`))).toEqual([ids.hidden]);
    expect(idsOf(await list(`?productId=${product}&q=100%25`))).toEqual([ids.percent]);
    expect((await list(`?productId=${product}&q=1%25%25`)).total).toBe(0);
  });

  it('sorts by rating or id, either way', async () => {
    expect(idsOf(await list(`?productId=${product}&sort=rating&order=asc`))).toEqual([
      ids.waiting,
      ids.hidden,
      ids.percent,
      ids.five,
    ]);
    expect(idsOf(await list(`?productId=${product}&sort=id&order=asc`))).toEqual([
      ids.five,
      ids.waiting,
      ids.hidden,
      ids.percent,
    ]);
  });

  it('shows who hid a review and when', async () => {
    const hidden = await read(ids.hidden);
    expect(hidden).toMatchObject({ status: 'hidden', moderatedBy: moderatorName });
    expect(Date.now() - Date.parse(hidden.moderatedAt!)).toBeLessThan(60_000);
    expect((await list(`?productId=${product}&status=hidden`)).items[0]).toEqual(hidden);
  });

  it.each([
    ['?status=gone', /^status: Expected pending, visible or hidden/],
    ['?rating=6', /^rating: Expected a whole number from 1 to 5/],
    ['?rating=two', /^rating: /],
    ['?productId=abc', /^productId: Expected a product id/],
    ['?productId=0', /^productId: /],
    ['?limit=0', /^limit: /],
    ['?sort=title', /^sort: Expected createdAt, rating, id/],
    ['?order=up', /^order: /],
  ])('answers 400 naming the field for %s', async (query, message) => {
    const reply = await admin.send('GET', `${ADMIN_REVIEWS_PATH}${query}`, as('owner'));
    expect(reply.statusCode).toBe(400);
    expect((reply.json() as { errorMessage: string }).errorMessage).toMatch(message);
  });
});

describe('hiding, restoring, approving and deleting', () => {
  it("hides and restores a review: status, the product's figures, what shoppers see, the audit log", async () => {
    const product = nextProduct();
    const kept = await shopperReview(product, { ReviewRating: 5, ReviewTitle: 'Kept' });
    const rude = await shopperReview(product, { ReviewRating: 1, ReviewTitle: 'Rude' });
    expect(await storedFigures(product)).toEqual({ rating_average: 3, total_reviews: 2 });
    // Read once before, so the cached answer must be dropped by the change.
    expect(await storefront(product)).toEqual({ rating: 3, total: 2, titles: ['Kept', 'Rude'] });

    const hidden = await moderate('hide', rude);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ id: rude, status: 'hidden', moderatedBy: moderatorName });
    expect(await storedFigures(product)).toEqual({ rating_average: 5, total_reviews: 1 });
    expect(await storefront(product)).toEqual({ rating: 5, total: 1, titles: ['Kept'] });
    expect(await auditOf(rude)).toEqual([
      { action: 'hide', actor: moderatorEmail, before: { status: 'visible' }, after: { status: 'hidden' } },
    ]);

    // Hiding it again changes nothing and records nothing.
    const again = await moderate('hide', rude, 'owner');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(hidden.json());
    expect(await auditOf(rude)).toHaveLength(1);

    const restored = await moderate('approve', rude, 'owner');
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ status: 'visible', moderatedBy: 'First Owner' });
    expect(await storedFigures(product)).toEqual({ rating_average: 3, total_reviews: 2 });
    expect(await storefront(product)).toEqual({ rating: 3, total: 2, titles: ['Kept', 'Rude'] });
    expect((await auditOf(rude)).at(-1)).toEqual({
      action: 'approve',
      actor: 'first-owner@example.com',
      before: { status: 'hidden' },
      after: { status: 'visible' },
    });
    expect((await moderate('approve', kept)).json()).toMatchObject({ status: 'visible', moderatedAt: null });
    expect(await auditOf(kept)).toEqual([]);
  });

  it('approves a pending review into the figures, and hides another without touching them', async () => {
    const product = nextProduct();
    await shopperReview(product, { ReviewRating: 5, ReviewTitle: 'Already shown' });
    const waiting = await pendingReview(product, { rating: 2, title: 'Waiting' });
    const rejected = await pendingReview(product, { rating: 1, title: 'Rejected' });
    expect(await storedFigures(product)).toEqual({ rating_average: 5, total_reviews: 1 });
    expect(await storefront(product)).toEqual({ rating: 5, total: 1, titles: ['Already shown'] });

    expect((await moderate('approve', waiting)).json()).toMatchObject({ status: 'visible' });
    // round(avg(5, 2)) = round(3.5) = 4
    expect(await storedFigures(product)).toEqual({ rating_average: 4, total_reviews: 2 });
    expect(await storefront(product)).toEqual({ rating: 4, total: 2, titles: ['Already shown', 'Waiting'] });
    expect(await auditOf(waiting)).toEqual([
      { action: 'approve', actor: moderatorEmail, before: { status: 'pending' }, after: { status: 'visible' } },
    ]);

    expect((await moderate('hide', rejected)).json()).toMatchObject({ status: 'hidden' });
    expect(await storedFigures(product)).toEqual({ rating_average: 4, total_reviews: 2 });
    expect(await auditOf(rejected)).toEqual([
      { action: 'hide', actor: moderatorEmail, before: { status: 'pending' }, after: { status: 'hidden' } },
    ]);
    expect((await list(`?productId=${product}&status=pending`)).total).toBe(0);
  });

  it('deletes a review for good, recounts the figures and audits what it was', async () => {
    const product = nextProduct();
    await shopperReview(product, { ReviewRating: 4, ReviewTitle: 'Stays' });
    const doomed = await shopperReview(product, { ReviewRating: 2, ReviewTitle: 'Spam' });
    expect(await storefront(product)).toEqual({ rating: 3, total: 2, titles: ['Spam', 'Stays'] });

    const reply = await remove(doomed);
    expect(reply.statusCode).toBe(204);
    expect(reply.body).toBe('');
    expect(await queryRows(shop.db, sql`SELECT id FROM reviews WHERE id = ${doomed}`)).toEqual([]);
    expect(await storedFigures(product)).toEqual({ rating_average: 4, total_reviews: 1 });
    expect(await storefront(product)).toEqual({ rating: 4, total: 1, titles: ['Stays'] });
    const [entry] = await auditOf(doomed);
    expect(entry).toEqual({
      action: 'delete',
      actor: moderatorEmail,
      before: {
        productId: product,
        rating: 2,
        title: 'Spam',
        body: 'Green, peppery and fresh.',
        reviewerName: 'Huda',
        reviewerEmail: 'huda@example.com',
        createdAt: expect.any(String),
        status: 'visible',
      },
      after: null,
    });
    expect((await admin.send('GET', `${ADMIN_REVIEWS_PATH}/${doomed}`, as('owner'))).statusCode).toBe(404);
    expect((await remove(doomed)).statusCode).toBe(404);
    expect(await auditOf(doomed)).toHaveLength(1);
  });
});

describe('the setting: new reviews need approval', () => {
  const setApproval = async (on: boolean) => {
    const reply = await admin.send('PATCH', ADMIN_SETTINGS_PATH, {
      body: { reviewsNeedApproval: on },
      ...as('owner'),
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ reviewsNeedApproval: on });
  };

  it("keeps a shopper's new review pending and uncounted until a moderator approves it", async () => {
    const product = nextProduct();
    await shopperReview(product, { ReviewRating: 5, ReviewTitle: 'Before the setting' });
    expect(await storefront(product)).toEqual({ rating: 5, total: 1, titles: ['Before the setting'] });
    await setApproval(true);
    try {
      const reply = await shop.call(
        endpointPath('insert-product-review'),
        {
          ProductId: product,
          ReviewerName: 'Omar',
          ReviewerEmail: 'omar@example.com',
          ReviewTitle: 'Needs a look',
          ReviewBody: 'Arrived late.',
          ReviewRating: 1,
          recordValueJson: '[]',
        },
        fromAddress(freshAddress()),
      );
      // The shopper's answer is the protocol's, as before.
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ statusCode: 200, message: 'Saved Successfully', errorMessage: '' });
      expect(reply.rows).toEqual([{ ResponseMsg: 'Saved Successfully' }]);

      const id = await reviewIdByTitle('Needs a look');
      expect(await read(id)).toMatchObject({ status: 'pending', moderatedAt: null, moderatedBy: null });
      expect(idsOf(await list(`?status=pending&productId=${product}`))).toEqual([id]);
      expect(await storedFigures(product)).toEqual({ rating_average: 5, total_reviews: 1 });
      expect(await storefront(product)).toEqual({ rating: 5, total: 1, titles: ['Before the setting'] });

      expect((await moderate('approve', id)).statusCode).toBe(200);
      expect(await storedFigures(product)).toEqual({ rating_average: 3, total_reviews: 2 });
      expect(await storefront(product)).toEqual({
        rating: 3,
        total: 2,
        titles: ['Before the setting', 'Needs a look'],
      });
    } finally {
      await setApproval(false);
    }
    // Off again: a new review shows at once.
    const shown = await shopperReview(product, { ReviewRating: 3, ReviewTitle: 'Shown at once' });
    expect((await read(shown)).status).toBe('visible');
    expect(await storedFigures(product)).toEqual({ rating_average: 3, total_reviews: 3 });
  });
});

describe('parallel moderation', () => {
  it('lets one of 10 parallel hides of a review change it: one audit entry, figures right', async () => {
    const product = nextProduct();
    await shopperReview(product, { ReviewRating: 4 });
    const target = await shopperReview(product, { ReviewRating: 1 });
    expect(await storedFigures(product)).toEqual({ rating_average: 3, total_reviews: 2 });

    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, index) => moderate('hide', target, index % 2 === 0 ? 'moderator' : 'owner')),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(10).fill(200));
    expect(replies.every((reply) => (reply.json() as AdminReview).status === 'hidden')).toBe(true);
    expect(await auditOf(target)).toHaveLength(1);
    expect(await storedFigures(product)).toEqual({ rating_average: 4, total_reviews: 1 });
  });

  it('keeps the figures right when reviews of one product are hidden, approved, deleted and added at once', async () => {
    const product = nextProduct();
    const shown = [];
    for (const rating of [5, 4, 3, 2, 1]) shown.push(await shopperReview(product, { ReviewRating: rating }));
    const waiting = [await pendingReview(product, { rating: 5 }), await pendingReview(product, { rating: 5 })];

    const [replies, added] = await Promise.all([
      Promise.all([
        moderate('hide', shown[3]!),
        moderate('hide', shown[4]!),
        moderate('approve', waiting[0]!, 'owner'),
        moderate('approve', waiting[1]!),
        remove(shown[2]!, 'owner'),
        moderate('hide', shown[4]!, 'owner'),
        remove(shown[2]!),
      ]),
      Promise.all([1, 1, 1].map((rating) => shopperReview(product, { ReviewRating: rating }))),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 204, 404]);
    expect(added).toHaveLength(3);

    // Shown: 5, 4, 5, 5 and the three 1s: seven reviews, round(22 / 7) = 3.
    const { rating_average, total_reviews, average, total } = await figures(product);
    expect({ rating_average, total_reviews }).toEqual({ rating_average: 3, total_reviews: 7 });
    expect({ rating_average, total_reviews }).toEqual({ rating_average: average, total_reviews: total });
    const audited = await queryRows<{ action: string; n: number }>(
      shop.db,
      sql`SELECT action, count(*)::int AS n FROM audit_log
           WHERE resource = 'review' AND resource_id IN (${sql.join(
             [...shown, ...waiting].map((id) => sql`${String(id)}`),
             sql`, `,
           )}) GROUP BY action ORDER BY action`,
    );
    expect(audited).toEqual([
      { action: 'approve', n: 2 },
      { action: 'delete', n: 1 },
      { action: 'hide', n: 2 },
    ]);
  });
});

const documentedPaths = async () =>
  ((await admin.send('GET', '/api/docs/json')).json() as { paths: Record<string, Record<string, { tags?: string[] }>> })
    .paths;

describe('the OpenAPI document', () => {
  it('lists every review route under the admin tag', async () => {
    const paths = await documentedPaths();
    const expected: Record<string, string[]> = {
      [ADMIN_REVIEWS_PATH]: ['get'],
      [`${ADMIN_REVIEWS_PATH}/{id}`]: ['delete', 'get'],
      [`${ADMIN_REVIEWS_PATH}/{id}/approve`]: ['post'],
      [`${ADMIN_REVIEWS_PATH}/{id}/hide`]: ['post'],
    };
    for (const [path, methods] of Object.entries(expected)) {
      expect(Object.keys(paths[path] ?? {}).sort(), path).toEqual(methods);
      for (const operation of Object.values(paths[path]!)) expect(operation.tags).toEqual(['admin']);
    }
  });
});

import type { BackofficeClient } from '@shop/contract';
import { beforeEach, describe, expect, test, vi } from 'vitest';

import { action } from './api.product-review';
import type { Route } from './+types/api.product-review';

const call = vi.fn<BackofficeClient['call']>();
vi.mock('../lib/backoffice.server', () => ({ backofficeFor: () => ({ call }) }));

const validReview = {
  ProductId: 32,
  ReviewerName: 'Layla Haddad',
  ReviewerEmail: 'layla@example.com',
  ReviewTitle: 'Beautiful',
  ReviewBody: 'Lovely embroidery.',
  ReviewRating: 4,
};

function post(body: unknown, contentType = 'application/json') {
  const request = new Request('http://shop.test/api/product-review', {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return action({ request, params: {}, context: {} } as unknown as Route.ActionArgs);
}

async function answerOf(response: Response) {
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('POST /api/product-review', () => {
  beforeEach(() => {
    call.mockReset();
  });

  test('hands a valid review to insert-product-review and answers the success message', async () => {
    call.mockResolvedValue({ ok: true, rows: [{ ResponseMsg: 'Saved Successfully' }], message: '' });

    const answer = await answerOf(await post({ ...validReview, ReviewerName: '  Layla Haddad ' }));

    expect(answer).toEqual({ status: 200, body: { ok: true, message: 'Your review submitted successfully!' } });
    expect(call).toHaveBeenCalledWith(
      'insert-product-review',
      expect.objectContaining({ ...validReview, ReviewerName: 'Layla Haddad' }),
    );
  });

  test('defaults the rating to 1', async () => {
    call.mockResolvedValue({ ok: true, rows: [{ ResponseMsg: 'Saved Successfully' }], message: '' });

    await post({ ...validReview, ReviewRating: undefined });

    expect(call).toHaveBeenCalledWith('insert-product-review', expect.objectContaining({ ReviewRating: 1 }));
  });

  test.each([
    [{ ReviewerName: '   ' }, 'Name is required'],
    [{ ReviewerEmail: 'not-an-email' }, 'Please enter valid email address'],
    [{ ReviewTitle: 'x'.repeat(201) }, 'Review Title max length should be 200 characters'],
    [{ ReviewBody: '' }, 'Review Body is required'],
  ])('refuses %o with the spec message, without calling the back-office', async (change, message) => {
    const answer = await answerOf(await post({ ...validReview, ...change }));

    expect(answer).toEqual({ status: 400, body: { ok: false, message } });
    expect(call).not.toHaveBeenCalled();
  });

  test('refuses a rating outside 1 to 5', async () => {
    expect((await post({ ...validReview, ReviewRating: 6 })).status).toBe(400);
    expect((await post({ ...validReview, ReviewRating: 2.5 })).status).toBe(400);
    expect(call).not.toHaveBeenCalled();
  });

  test('accepts JSON only', async () => {
    expect((await post('ReviewerName=x', 'application/x-www-form-urlencoded')).status).toBe(415);
    expect((await post('{not json')).status).toBe(400);
  });

  test.each([
    [{ ok: false, status: 500, message: 'x', errorMessage: 'boom' }],
    [{ ok: true, rows: [{ ResponseMsg: 'Something else' }], message: '' }],
    [{ ok: true, rows: [], message: '' }],
  ])('a failed save answers the spec message for it', async (result) => {
    call.mockResolvedValue(result as Awaited<ReturnType<BackofficeClient['call']>>);
    vi.spyOn(console, 'error').mockImplementation(() => {});

    const answer = await answerOf(await post(validReview));

    expect(answer).toEqual({ status: 502, body: { ok: false, message: 'An error occured. Please try again later!' } });
  });
});

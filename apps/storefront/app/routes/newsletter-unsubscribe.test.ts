import { problem } from '@shop/contract';
import { afterEach, describe, expect, test, vi } from 'vitest';

import { serverEnv } from '../lib/env.server';
import { refusal, stubBackoffice } from '../lib/fake-backoffice.test-support';
import { formBody } from '../lib/forms/form-body.test-support';
import type { Route } from './+types/newsletter-link';
import { action, loader } from './newsletter-link';

const TOKEN = 'unsubscribe.12.c2lnbmF0dXJl';
const LINK = `http://shop.test/newsletter/unsubscribe?token=${TOKEN}`;

function post(url: string, body: BodyInit, headers: Record<string, string> = {}) {
  const request = new Request(url, { method: 'POST', headers, body });
  return action({ request, params: {}, context: {} } as unknown as Route.ActionArgs);
}

const unsubscribed = () => ({ rows: [{ ResponseMsg: 'Unsubscribed Successfully' }] });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('GET /{lang}/newsletter/unsubscribe', () => {
  test('reads the token and unsubscribes nobody', () => {
    const calls = stubBackoffice({ 'unsubscribe-subscriber': unsubscribed });
    const request = new Request(`http://shop.test/ar/newsletter/unsubscribe?token=${TOKEN}`);
    const data = loader({ request, params: { lang: 'ar' }, context: {} } as unknown as Route.LoaderArgs);
    expect(data).toEqual({ lang: 'ar', origin: serverEnv.STOREFRONT_URL, token: TOKEN });
    expect(calls).toEqual([]);
  });
});

describe('POST /{lang}/newsletter/unsubscribe', () => {
  test("unsubscribes with the page form's token, without a login", async () => {
    const calls = stubBackoffice({ 'unsubscribe-subscriber': unsubscribed });

    const result = await post(LINK, formBody({ token: TOKEN }));

    expect(result.data).toEqual({ ok: true });
    expect(calls).toEqual([
      {
        endpoint: 'unsubscribe-subscriber',
        params: { SubscriberToken: TOKEN, recordValueJson: '[]' },
        language: 'en',
      },
    ]);
  });

  test("takes a mail program's one-click POST to the link itself (RFC 8058), urlencoded or multipart", async () => {
    const calls = stubBackoffice({ 'unsubscribe-subscriber': unsubscribed });
    const multipart = new FormData();
    multipart.set('List-Unsubscribe', 'One-Click');

    expect(
      (await post(LINK, 'List-Unsubscribe=One-Click', { 'Content-Type': 'application/x-www-form-urlencoded' })).data,
    ).toEqual({ ok: true });
    expect((await post(LINK, multipart)).data).toEqual({ ok: true });
    expect(calls.map((call) => call.params.SubscriberToken)).toEqual([TOKEN, TOKEN]);
  });

  test('says a refused link does not work, and a link without a token is incomplete', async () => {
    const calls = stubBackoffice({
      'unsubscribe-subscriber': () => ({ status: 400, ...refusal(problem('NEWSLETTER_LINK_INVALID')) }),
    });
    const refused = await post(LINK, formBody({ token: TOKEN }));
    expect(refused.data).toEqual({ ok: false, problem: 'invalid' });
    expect(refused.init?.status).toBe(400);

    const missing = await post('http://shop.test/newsletter/unsubscribe', formBody({ token: ' ' }));
    expect(missing.data).toEqual({ ok: false, problem: 'missing' });
    expect(calls).toHaveLength(1);
  });
});

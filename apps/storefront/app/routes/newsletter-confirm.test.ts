import { Messages, problem } from '@shop/contract';
import { afterEach, describe, expect, test, vi } from 'vitest';

import { serverEnv } from '../lib/env.server';
import { refusal, stubBackoffice } from '../lib/fake-backoffice.test-support';
import { formBody } from '../lib/forms/form-body.test-support';
import type { Route } from './+types/newsletter-link';
import { action, loader } from './newsletter-link';

const TOKEN = 'confirm.12.1900000000.c2lnbmF0dXJl';

function page(lang: string | undefined, query = `?token=${TOKEN}`) {
  return `http://shop.test${lang ? `/${lang}` : ''}/newsletter/confirm${query}`;
}

function open(lang?: string, query?: string) {
  const request = new Request(page(lang, query));
  return loader({ request, params: { lang }, context: {} } as unknown as Route.LoaderArgs);
}

function press(fields: Record<string, unknown>, lang?: string, headers: Record<string, string> = {}) {
  const request = new Request(page(lang), { method: 'POST', headers, body: formBody(fields) });
  return action({ request, params: { lang }, context: {} } as unknown as Route.ActionArgs);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('GET /{lang}/newsletter/confirm', () => {
  test('reads the token from the link and asks the back-office nothing (mail scanners open links)', () => {
    const calls = stubBackoffice({});
    expect(open('ar')).toEqual({ lang: 'ar', origin: serverEnv.STOREFRONT_URL, token: TOKEN });
    expect(open(undefined, '?token=')).toMatchObject({ lang: 'en', token: null });
    expect(open('en', '')).toMatchObject({ token: null });
    expect(calls).toEqual([]);
  });

  test('is not a page under another first segment', () => {
    expect(() => open('fr')).toThrow();
  });
});

describe('POST /{lang}/newsletter/confirm', () => {
  test("confirms with the form's token in the page's language", async () => {
    const calls = stubBackoffice({
      'confirm-subscriber': () => ({ rows: [{ ResponseMsg: 'Subscription Confirmed' }] }),
    });

    const result = await press({ token: ` ${TOKEN} ` }, 'ar');

    expect(result.data).toEqual({ ok: true });
    expect(calls).toEqual([
      {
        endpoint: 'confirm-subscriber',
        params: { SubscriberToken: TOKEN, recordValueJson: '[]' },
        language: 'ar',
      },
    ]);
  });

  test('says an expired link has expired, and any other refused link that it does not work', async () => {
    stubBackoffice({ 'confirm-subscriber': () => ({ status: 400, ...refusal(problem('NEWSLETTER_LINK_EXPIRED')) }) });
    const expired = await press({ token: TOKEN });
    expect(expired.data).toEqual({ ok: false, problem: 'expired' });
    expect(expired.init?.status).toBe(400);

    stubBackoffice({ 'confirm-subscriber': () => ({ status: 400, ...refusal(problem('NEWSLETTER_LINK_INVALID')) }) });
    expect((await press({ token: TOKEN })).data).toEqual({ ok: false, problem: 'invalid' });
  });

  test('answers the spec message, keeping the button, when the back-office fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubBackoffice({ 'confirm-subscriber': () => ({ status: 500, errorMessage: 'boom' }) });
    const failed = await press({ token: TOKEN });
    expect(failed.data).toEqual({ ok: false, message: Messages.genericErrorLater });
    expect(failed.init?.status).toBe(502);

    stubBackoffice({ 'confirm-subscriber': () => ({ rows: [{ ResponseMsg: 'Something else' }] }) });
    expect((await press({ token: TOKEN })).data).toEqual({ ok: false, message: Messages.genericErrorLater });
  });

  test('refuses a post from another site without asking the back-office', async () => {
    const calls = stubBackoffice({});
    const refused = await press({ token: TOKEN }, 'en', { 'Sec-Fetch-Site': 'cross-site' });
    expect(refused.init?.status).toBe(403);
    expect(refused.data).toEqual({ ok: false, message: Messages.genericError });
    expect(calls).toEqual([]);
  });
});

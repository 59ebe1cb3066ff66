import { Messages } from '@shop/contract';
import { describe, expect, test, vi } from 'vitest';

import { stubBackoffice } from '../lib/fake-backoffice.test-support';
import { postFormTo, startEachTestAfresh } from '../lib/forms/form-action.test-support';
import type { Route } from './+types/contact-us';
import { action } from './contact-us';

const validMessage = {
  FullName: ' Omar Khalil ',
  Email: 'omar@example.com',
  PhoneNumber: '+970 599 000 000',
  Subject: 'Wholesale olive oil',
  Message: 'Do you ship 20 litres to Amman?',
};

const post = (body: Record<string, unknown>, lang = 'en', headers: Record<string, string> = {}) =>
  postFormTo(action, 'contact-us', body, { lang, headers });

startEachTestAfresh();

describe('POST /{lang}/contact-us', () => {
  test('sends the message and succeeds on the first row’s "Saved Successfully"', async () => {
    const calls = stubBackoffice({ 'contact-us': () => ({ rows: [{ ResponseMsg: 'Saved Successfully' }] }) });

    const result = await post(validMessage);

    expect(result.data).toEqual({ ok: true });
    expect(calls).toEqual([
      {
        endpoint: 'contact-us',
        language: 'en',
        params: { ...validMessage, FullName: 'Omar Khalil', recordValueJson: '[]' },
      },
    ]);
  });

  test.each([
    [{ FullName: '   ' }, 'Name is required'],
    [{ Email: 'omar@localhost' }, Messages.invalidEmail],
    [{ PhoneNumber: '1'.repeat(21) }, 'Phone Number max length should be 20 characters'],
    [{ Subject: undefined }, 'Subject is required'],
    [{ Message: 'x'.repeat(2001) }, 'Message max length should be 2000 characters'],
  ])('checks the contact rules again, sending nothing: %o', async (change, message) => {
    const calls = stubBackoffice({});

    const result = await post({ ...validMessage, ...change });

    expect(result.data).toEqual({ ok: false, message });
    expect(result.init?.status).toBe(400);
    expect(calls).toHaveLength(0);
  });

  test('answers the spec’s message for a non-success answer or a failed call', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubBackoffice({ 'contact-us': () => ({ rows: [{ ResponseMsg: 'Not saved' }] }) });
    expect((await post(validMessage)).data).toEqual({ ok: false, message: Messages.genericError });

    stubBackoffice({ 'contact-us': () => ({ status: 500, errorMessage: 'boom' }) });
    const result = await post(validMessage);
    expect(result.data).toEqual({ ok: false, message: Messages.genericError });
    expect(result.init?.status).toBe(502);
  });

  test('passes on the wait a rate limit asks for', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const errorMessage = 'Too many messages. Please try again in 1 hour.';
    stubBackoffice({ 'contact-us': () => ({ status: 429, errorMessage }) });

    const result = await post(validMessage);

    expect(result.data).toEqual({ ok: false, message: errorMessage });
    expect(result.init?.status).toBe(429);
  });

  test('refuses a body that is not JSON', async () => {
    const request = new Request('http://shop.test/en/contact-us', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify(validMessage),
    });

    const result = await action({ request, params: { lang: 'en' }, context: {} } as unknown as Route.ActionArgs);

    expect(result.data).toEqual({ ok: false, message: Messages.genericError });
    expect(result.init?.status).toBe(400);
  });

  test('refuses a form another site sent, without calling the back-office', async () => {
    const calls = stubBackoffice({});

    const result = await post(validMessage, 'en', { 'Sec-Fetch-Site': 'same-site' });

    expect(result.data).toEqual({ ok: false, message: Messages.genericError });
    expect(result.init?.status).toBe(403);
    expect(calls).toHaveLength(0);
  });
});

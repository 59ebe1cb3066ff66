import { Messages } from '@shop/contract';
import { afterEach, describe, expect, test, vi } from 'vitest';

import { stubBackoffice } from '../lib/fake-backoffice.test-support';
import type { Route } from './+types/api.newsletter';
import { action } from './api.newsletter';

function post(fields: Record<string, string>) {
  const request = new Request('http://shop.test/api/newsletter', { method: 'POST', body: new URLSearchParams(fields) });
  return action({ request, params: {}, context: {} } as unknown as Route.ActionArgs);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('POST /api/newsletter', () => {
  test('subscribes a valid address and says so when the back-office saved it', async () => {
    const calls = stubBackoffice({ 'insert-subscriber': () => ({ rows: [{ ResponseMsg: 'Saved Successfully' }] }) });

    const result = await post({ SubscriberEmail: '  reader@example.org ', lang: 'ar' });

    expect(result.data).toEqual({ ok: true });
    expect(calls).toEqual([
      {
        endpoint: 'insert-subscriber',
        params: { SubscriberEmail: 'reader@example.org', recordValueJson: '[]' },
        language: 'ar',
      },
    ]);
  });

  test.each([
    ['', 'Email is required'],
    ['   ', 'Email is required'],
    ['not-an-email', Messages.invalidEmail],
    [`${'a'.repeat(195)}@example.org`, 'Email max length should be 200 characters'],
  ])('refuses %j with the spec message, without calling the back-office', async (email, message) => {
    const calls = stubBackoffice({});

    const result = await post({ SubscriberEmail: email });

    expect(result.data).toEqual({ ok: false, message });
    expect(result.init?.status).toBe(400);
    expect(calls).toHaveLength(0);
  });

  test('answers the spec failure message for any other ResponseMsg', async () => {
    stubBackoffice({ 'insert-subscriber': () => ({ rows: [{ ResponseMsg: 'Email already exists!' }] }) });

    const result = await post({ SubscriberEmail: 'reader@example.org' });

    expect(result.data).toEqual({ ok: false, message: 'An error occured. Please try again later!' });
  });

  test('answers the spec failure message when the back-office fails', async () => {
    stubBackoffice({ 'insert-subscriber': () => ({ status: 500, errorMessage: 'boom' }) });
    vi.spyOn(console, 'error').mockImplementation(() => {});

    const result = await post({ SubscriberEmail: 'reader@example.org' });

    expect(result.data).toEqual({ ok: false, message: Messages.genericErrorLater });
    expect(result.init?.status).toBe(502);
  });
});

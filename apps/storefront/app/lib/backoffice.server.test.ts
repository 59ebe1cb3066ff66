import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import { backofficeFor } from './backoffice.server';
import { type RecordedCall, headersOf, stubBackoffice } from './fake-backoffice.test-support';
import { languageFromPathname } from './language';

let calls: RecordedCall[];

beforeEach(() => {
  calls = stubBackoffice({ 'get-shop-settings': () => ({ rows: [] }) });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const arabic = languageFromPathname('/ar');

async function headersSent(request: Request, context?: Parameters<typeof backofficeFor>[2]) {
  await backofficeFor(request, arabic, context).call('get-shop-settings', {});
  const sent = headersOf(calls.at(-1)!);
  return {
    language: sent.get('Accept-Language'),
    forwardedFor: sent.get('X-Forwarded-For'),
    requestId: sent.get('X-Request-Id'),
  };
}

describe('a back-office client for a request', () => {
  test('names the shopper and the request as the load context says', async () => {
    const request = new Request('http://127.0.0.1:3000/ar');
    expect(await headersSent(request, { clientAddress: '198.51.100.9', requestId: 'lb-7f3a' })).toEqual({
      language: 'ar',
      forwardedFor: '198.51.100.9',
      requestId: 'lb-7f3a',
    });
  });

  test('given no context, as server.js wrote them into the request; under react-router dev, without them', async () => {
    const written = new Request('http://127.0.0.1:3000/ar', {
      headers: { 'X-Shop-Client-Address': '198.51.100.9', 'X-Request-Id': 'lb-7f3a' },
    });
    expect(await headersSent(written)).toEqual({ language: 'ar', forwardedFor: '198.51.100.9', requestId: 'lb-7f3a' });
    expect(await headersSent(new Request('http://127.0.0.1:3000/ar'), {})).toEqual({
      language: 'ar',
      forwardedFor: '',
      requestId: null,
    });
  });
});

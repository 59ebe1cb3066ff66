import { describe, expect, test } from 'vitest';

import { serverEnv } from '../env.server';
import { requestContextOf } from './request-context.server';

const page = (headers: Record<string, string> = {}) => new Request('http://127.0.0.1:3000/en', { headers });

describe('a request’s context', () => {
  test('is the one server.js gave the loader', () => {
    const context = {
      publicOrigin: 'https://shop.example',
      requestId: 'lb-7f3a',
      clientAddress: '198.51.100.9',
      cspNonce: 'bm9uY2U=',
    };
    // Headers a loader without context would fall back to lose to the context.
    const request = page({ 'X-Request-Id': 'other', 'X-Shop-Client-Address': '203.0.113.1' });
    expect(requestContextOf(request, context)).toEqual(context);
  });

  test('without a context (code not handed one yet), is what server.js wrote into the request', () => {
    const request = page({ 'X-Request-Id': 'lb-7f3a', 'X-Shop-Client-Address': '198.51.100.9' });
    expect(requestContextOf(request, {})).toEqual({
      publicOrigin: serverEnv.STOREFRONT_URL,
      requestId: 'lb-7f3a',
      clientAddress: '198.51.100.9',
      cspNonce: undefined,
    });
  });

  test('under react-router dev (no server.js, no headers of its own) has the configured origin and nothing else', () => {
    expect(requestContextOf(page())).toEqual({
      publicOrigin: serverEnv.STOREFRONT_URL,
      requestId: undefined,
      clientAddress: '',
      cspNonce: undefined,
    });
  });
});

import { describe, expect, test } from 'vitest';

import { isCrossSiteRequest } from './cross-site.server';

const post = (headers: Record<string, string>) => new Request('http://shop.test/en/login', { method: 'POST', headers });

describe('isCrossSiteRequest', () => {
  test.each([['cross-site'], ['same-site']])('refuses a form another site sent (%s)', (site) => {
    expect(isCrossSiteRequest(post({ 'Sec-Fetch-Site': site }))).toBe(true);
  });

  test.each([['same-origin'], ['none']])('accepts the shop’s own forms and typed addresses (%s)', (site) => {
    expect(isCrossSiteRequest(post({ 'Sec-Fetch-Site': site }))).toBe(false);
  });

  test('accepts a request without Fetch Metadata (older browsers)', () => {
    expect(isCrossSiteRequest(post({}))).toBe(false);
  });
});

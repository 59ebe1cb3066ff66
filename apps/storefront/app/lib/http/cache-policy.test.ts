import { describe, expect, it } from 'vitest';

import { applyCachePolicy, CATALOGUE_CACHE_CONTROL, catalogueHeaders, PERSONAL_CACHE_CONTROL } from './cache-policy';

function catalogueAnswer(extra: Record<string, string> = {}) {
  return new Headers({ 'Cache-Control': CATALOGUE_CACHE_CONTROL, ...extra });
}

describe('catalogue cache policy', () => {
  it('lets a shared cache keep a catalogue page for a visitor without cookies, with stale-while-revalidate', () => {
    const headers = catalogueAnswer();
    applyCachePolicy(new Request('http://shop.test/en/'), 200, headers);
    expect(headers.get('Cache-Control')).toBe(CATALOGUE_CACHE_CONTROL);
    expect(headers.get('Cache-Control')).toContain('stale-while-revalidate=');
    expect(headers.get('Vary')).toBe('Cookie');
  });

  it('shares the page of a shopper whose cookies are only those a page reads (session, currency, language)', () => {
    const headers = catalogueAnswer();
    const cookie = `shop_session=7.${'a'.repeat(24)}; currency=EUR; langCode=ar`;
    applyCachePolicy(new Request('http://shop.test/en/', { headers: { Cookie: cookie } }), 200, headers);
    expect(headers.get('Cache-Control')).toBe(CATALOGUE_CACHE_CONTROL);
    expect(headers.get('Vary')).toBe('Cookie');
  });

  it('keeps the page private when the request carries another cookie or credentials', () => {
    for (const sent of [{ Cookie: 'shop_currency=EUR' }, { Authorization: 'Bearer x' }] as Record<string, string>[]) {
      const headers = catalogueAnswer();
      applyCachePolicy(new Request('http://shop.test/en/', { headers: sent }), 200, headers);
      expect(headers.get('Cache-Control')).toBe(PERSONAL_CACHE_CONTROL);
      expect(headers.get('Vary')).toBe('Cookie');
    }
  });

  it('keeps the page private when the answer sets a cookie or is not a plain 200', () => {
    const setting = catalogueAnswer({ 'Set-Cookie': 'shop_session=; Max-Age=0' });
    applyCachePolicy(new Request('http://shop.test/en/'), 200, setting);
    expect(setting.get('Cache-Control')).toBe(PERSONAL_CACHE_CONTROL);

    const missing = catalogueAnswer();
    applyCachePolicy(new Request('http://shop.test/en/product-detail/9/x/y'), 404, missing);
    expect(missing.get('Cache-Control')).toBe(PERSONAL_CACHE_CONTROL);
  });

  it('keeps the data of client-side navigations private, so a refresh after a change is fresh', () => {
    const headers = catalogueAnswer();
    applyCachePolicy(new Request('http://shop.test/en/product-detail/3/x/y.data'), 200, headers, 'data');
    expect(headers.get('Cache-Control')).toBe(PERSONAL_CACHE_CONTROL);
  });

  it('leaves answers that did not ask to be shared alone', () => {
    const headers = new Headers({ 'Cache-Control': 'private, no-store' });
    applyCachePolicy(new Request('http://shop.test/en/orders-history'), 200, headers);
    expect(headers.get('Cache-Control')).toBe('private, no-store');
    expect(headers.has('Vary')).toBe(false);
  });

  it('passes a failed route’s own headers on instead of asking to be shared', () => {
    const errorHeaders = new Headers({ 'Cache-Control': 'no-store' });
    const args = {
      errorHeaders,
      loaderHeaders: new Headers(),
      parentHeaders: new Headers(),
      actionHeaders: new Headers(),
    };
    expect(catalogueHeaders(args)).toBe(errorHeaders);
    expect(catalogueHeaders({ ...args, errorHeaders: undefined })).toEqual({
      'Cache-Control': CATALOGUE_CACHE_CONTROL,
    });
  });
});

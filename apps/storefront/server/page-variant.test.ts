import { StorageKey } from '@shop/contract';
import { describe, expect, it } from 'vitest';

import { LANGUAGE_COOKIE, cookieValue, pageVariant, parseSessionValue } from './page-variant.js';

const session = (userId: number, letter: string) => `shop_session=${userId}.${letter.repeat(24)}`;

describe('pageVariant', () => {
  it('is the same for every shopper with a session, whoever they are', () => {
    expect(pageVariant(session(7, 'a'))).toBe(pageVariant(session(8, 'b')));
    expect(pageVariant(`currency=EUR; ${session(7, 'a')}`)).toBe(pageVariant(`${session(9, 'c')};currency=EUR`));
  });

  it('differs for what a page shows differently: a session or none, the currency, the language', () => {
    const variants = [
      '',
      session(7, 'a'),
      'currency=EUR',
      'currency=ILS',
      'langCode=ar',
      `langCode=ar; ${session(7, 'a')}`,
    ];
    expect(new Set(variants.map(pageVariant)).size).toBe(variants.length);
  });

  it('counts a session value that is not one of ours as none', () => {
    for (const value of [
      'shop_session=',
      'shop_session=0.' + 'a'.repeat(24),
      'shop_session=7.short',
      'shop_session=x',
    ]) {
      expect(pageVariant(value), value).toBe('');
    }
  });

  it('is null for a request with a cookie it does not know, or a part that is not a cookie', () => {
    expect(pageVariant('tracking=1')).toBeNull();
    expect(pageVariant(`${session(7, 'a')}; theme=dark`)).toBeNull();
    expect(pageVariant('currency')).toBeNull();
  });

  it('is empty for no cookie at all', () => {
    expect(pageVariant(undefined)).toBe('');
    expect(pageVariant('')).toBe('');
  });

  it('reads the language cookie the storefront writes', () => {
    expect(LANGUAGE_COOKIE).toBe(StorageKey.langCode);
  });
});

describe('cookieValue and parseSessionValue', () => {
  it('read the first cookie of a name, trimmed, as the app and the page cache both do', () => {
    expect(cookieValue(' currency = EUR ; currency=GBP', 'currency')).toBe('EUR');
    expect(cookieValue('xcurrency=EUR', 'currency')).toBeUndefined();
    expect(cookieValue(null, 'currency')).toBeUndefined();
    expect(parseSessionValue(`12.${'A_-z'.repeat(5)}`)).toEqual({ userId: 12, token: 'A_-z'.repeat(5) });
    expect(parseSessionValue(`0.${'a'.repeat(20)}`)).toBeNull();
  });
});

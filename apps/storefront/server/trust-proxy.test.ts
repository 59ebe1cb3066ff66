import { describe, expect, test } from 'vitest';

import { parseTrustProxy } from './trust-proxy.js';

describe('TRUST_PROXY', () => {
  test.each([[undefined], [''], ['0'], ['none'], [' None ']])('%s trusts no proxy', (value) => {
    expect(parseTrustProxy(value)).toBe(false);
  });

  test('a number is a hop count', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
  });

  test('a list names the proxies', () => {
    expect(parseTrustProxy('loopback')).toEqual(['loopback']);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.7,fd00::/8,uniquelocal,linklocal')).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
      'uniquelocal',
      'linklocal',
    ]);
  });

  test.each([['true'], ['yes'], ['100'], ['-1'], ['10.0.0.0/33'], ['10.0.0'], ['loopback,'], ['example.com']])(
    'refuses %s with a message naming the setting',
    (value) => {
      expect(() => parseTrustProxy(value)).toThrow(/^TRUST_PROXY must be none .*; got "/);
    },
  );
});

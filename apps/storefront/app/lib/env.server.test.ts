import { afterEach, describe, expect, test, vi } from 'vitest';

import { parseServerEnv } from './env.server';

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the storefront's public origin (STOREFRONT_URL)", () => {
  test('is the configured origin, without a trailing slash', () => {
    expect(parseServerEnv({ STOREFRONT_URL: 'https://shop.example/' }).STOREFRONT_URL).toBe('https://shop.example');
    expect(parseServerEnv({ STOREFRONT_URL: ' https://Shop.Example:8443 ' }).STOREFRONT_URL).toBe(
      'https://shop.example:8443',
    );
  });

  test('defaults to the listening address in development, silently', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseServerEnv({ NODE_ENV: 'development' }).STOREFRONT_URL).toBe('http://localhost:3000');
    expect(parseServerEnv({ PORT: '3100', STOREFRONT_URL: '' }).STOREFRONT_URL).toBe('http://localhost:3100');
    expect(warn).not.toHaveBeenCalled();
  });

  test('defaults the same way in production, with a warning at start', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseServerEnv({ NODE_ENV: 'production' }).STOREFRONT_URL).toBe('http://localhost:3000');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^STOREFRONT_URL is not set/));
  });

  test.each([['shop.example'], ['ftp://shop.example'], ['https://shop.example/shop'], ['https://shop.example/?a=1']])(
    'refuses %s with a message naming the setting',
    (value) => {
      expect(() => parseServerEnv({ STOREFRONT_URL: value })).toThrow(
        /STOREFRONT_URL must be the shop's public origin/,
      );
    },
  );
});

import { describe, expect, test } from 'vitest';

import { publicOrigin } from './public-origin.js';

describe("server.js's public origin", () => {
  test('is STOREFRONT_URL as an origin', () => {
    expect(publicOrigin({ STOREFRONT_URL: 'https://Shop.Example/' })).toEqual({
      origin: 'https://shop.example',
      configured: true,
    });
    expect(publicOrigin({ STOREFRONT_URL: 'http://127.0.0.1:3100' }).origin).toBe('http://127.0.0.1:3100');
  });

  test('defaults to the listening address, as app/lib/env.server.ts does', () => {
    expect(publicOrigin({})).toEqual({ origin: 'http://localhost:3000', configured: false });
    expect(publicOrigin({ PORT: '8080', STOREFRONT_URL: ' ' }).origin).toBe('http://localhost:8080');
  });

  test.each([['shop.example'], ['ftp://shop.example'], ['https://shop.example/shop'], ['https://user@shop.example']])(
    'refuses %s with a message naming the setting',
    (value) => {
      expect(() => publicOrigin({ STOREFRONT_URL: value })).toThrow(/^STOREFRONT_URL must be the shop's public origin/);
    },
  );
});

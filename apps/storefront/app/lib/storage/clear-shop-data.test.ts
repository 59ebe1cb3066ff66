import { describe, expect, test } from 'vitest';

import { clearShopStorage } from './clear-shop-data';

function fakeStorage(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  return { map, removeItem: (key: string) => void map.delete(key) };
}

describe('clearShopStorage', () => {
  test('removes every key the shop writes, from local and session storage, and nothing else', () => {
    const local = fakeStorage({
      user: '{"UserID":4}',
      Token: 'abc',
      cartItems: '[{"ProductId":1}]',
      'persist:root': '{}',
      customerWishList: '[{"ProductId":2}]',
      langCode: 'ar',
      'another-site-key': 'x',
    });
    const session = fakeStorage({ Token: 'abc', user: '{"UserID":4}', other: 'x' });

    clearShopStorage(local, session);

    expect([...local.map.keys()]).toEqual(['another-site-key']);
    expect([...session.map.keys()]).toEqual(['other']);
  });
});

import { describe, expect, test } from 'vitest';

import { clearShopStorage } from './clear-shop-data';

function fakeStorage(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  return { map, removeItem: (key: string) => void map.delete(key) };
}

describe('clearShopStorage', () => {
  test('removes the session, the user, the cart and the persisted store', () => {
    const local = fakeStorage({
      user: '{"UserID":4}',
      Token: 'abc',
      cartItems: '[{"ProductId":1}]',
      'persist:root': '{}',
      customerWishList: '[{"ProductId":2}]',
      langCode: 'ar',
    });
    const session = fakeStorage({ Token: 'abc', other: 'x' });

    clearShopStorage(local, session);

    expect([...local.map.keys()].sort()).toEqual(['customerWishList', 'langCode']);
    expect([...session.map.keys()]).toEqual(['other']);
  });
});

import { describe, expect, it } from 'vitest';
import { isAdminOrigin } from './admin-origin';

const PUBLIC = 'https://admin.shop.example';

describe('isAdminOrigin', () => {
  it.each([
    ['https://admin.shop.example', 'internal:4000', true],
    ['http://127.0.0.1:4000', '127.0.0.1:4000', true],
    ['http://LOCALHOST', 'localhost:80', true],
    ['https://shop.example', 'admin.shop.example', false],
    ['http://127.0.0.1:3000', '127.0.0.1:4000', false],
    ['null', 'admin.shop.example', false],
    [undefined, 'admin.shop.example', false],
    ['not a url', 'admin.shop.example', false],
  ])('Origin %s with Host %s: %s', (origin, host, expected) => {
    expect(isAdminOrigin(origin, host, PUBLIC)).toBe(expected);
  });
});

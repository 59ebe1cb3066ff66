import { describe, expect, it } from 'vitest';
import { adminCookieHeader, readAdminCookie } from './admin-cookie';

describe('the admin cookie', () => {
  it('is HttpOnly and SameSite=Strict on the whole site, and Secure when asked (production)', () => {
    expect(adminCookieHeader('abc', { secure: false, maxAgeSeconds: 60 })).toBe(
      'shop_admin=abc; Path=/; HttpOnly; SameSite=Strict; Max-Age=60',
    );
    expect(adminCookieHeader('abc', { secure: true, maxAgeSeconds: 60 })).toMatch(/; Secure$/);
  });

  it('is found among other cookies, and only under its own name', () => {
    expect(readAdminCookie('a=1; shop_admin=tok-en; b=2')).toBe('tok-en');
    expect(readAdminCookie('xshop_admin=nope; shop_admin_x=nope')).toBeUndefined();
    expect(readAdminCookie(undefined)).toBeUndefined();
  });
});

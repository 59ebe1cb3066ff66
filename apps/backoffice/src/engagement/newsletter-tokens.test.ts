import { describe, expect, it } from 'vitest';
import {
  readNewsletterToken,
  readNewsletterTokenWithKeys,
  signConfirmToken,
  signUnsubscribeToken,
} from './newsletter-tokens';

const key = Buffer.alloc(32, 1);
const NOW = 1_800_000_000;

describe('newsletter link tokens', () => {
  it('read back the subscriber of a confirmation token until it expires, and not after', () => {
    const token = signConfirmToken(key, 42, NOW + 60);
    expect(token).toMatch(/^confirm\.42\.1800000060\.[\w-]{43}$/);
    expect(readNewsletterToken(key, 'confirm', token, NOW)).toEqual({ ok: true, subscriberId: 42 });
    expect(readNewsletterToken(key, 'confirm', token, NOW + 60)).toEqual({ ok: false, reason: 'expired' });
  });

  it('read back an unsubscribe token at any time', () => {
    const token = signUnsubscribeToken(key, 7);
    expect(token).toMatch(/^unsubscribe\.7\.[\w-]{43}$/);
    expect(readNewsletterToken(key, 'unsubscribe', token, NOW * 10)).toEqual({ ok: true, subscriberId: 7 });
  });

  it('refuse a token of the other purpose, another key, or any changed character', () => {
    const confirm = signConfirmToken(key, 42, NOW + 60);
    const unsubscribe = signUnsubscribeToken(key, 42);
    const invalid = { ok: false, reason: 'invalid' };
    expect(readNewsletterToken(key, 'unsubscribe', confirm, NOW)).toEqual(invalid);
    expect(readNewsletterToken(key, 'confirm', unsubscribe, NOW)).toEqual(invalid);
    expect(readNewsletterToken(Buffer.alloc(32, 2), 'confirm', confirm, NOW)).toEqual(invalid);
    for (let index = 0; index < confirm.length; index += 1) {
      const changed = `${confirm.slice(0, index)}${confirm[index] === 'x' ? 'y' : 'x'}${confirm.slice(index + 1)}`;
      expect(readNewsletterToken(key, 'confirm', changed, NOW)).toEqual(invalid);
    }
  });

  it('call a forged token invalid, not expired, whatever expiry it claims', () => {
    const [purpose, id, , signature] = signConfirmToken(key, 42, NOW + 60).split('.');
    expect(readNewsletterToken(key, 'confirm', [purpose, id, NOW - 1, signature].join('.'), NOW)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it.each(['', '.', 'confirm', 'confirm.42', 'confirm.0.1.x', 'confirm.042.1.x', 'unsubscribe.1.2.x', 'a.b.c.d.e'])(
    'refuse the malformed token %j',
    (token) => {
      expect(readNewsletterToken(key, 'confirm', token, NOW)).toEqual({ ok: false, reason: 'invalid' });
      expect(readNewsletterToken(key, 'unsubscribe', token, NOW)).toEqual({ ok: false, reason: 'invalid' });
    },
  );

  it('refuse an id past the largest database key even when signed', () => {
    expect(readNewsletterToken(key, 'unsubscribe', signUnsubscribeToken(key, 9_999_999_999), NOW)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('read links signed before a rotation of the server key with the key before it, and nothing else', () => {
    const before = Buffer.alloc(32, 3);
    const other = Buffer.alloc(32, 4);
    const unsubscribe = signUnsubscribeToken(before, 7);
    expect(readNewsletterTokenWithKeys([key, before], 'unsubscribe', unsubscribe, NOW)).toEqual({
      ok: true,
      subscriberId: 7,
    });
    expect(readNewsletterTokenWithKeys([key], 'unsubscribe', unsubscribe, NOW)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(readNewsletterTokenWithKeys([key, other], 'unsubscribe', unsubscribe, NOW)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    // An expired confirmation says so, whichever key signed it.
    const expired = signConfirmToken(before, 42, NOW - 1);
    expect(readNewsletterTokenWithKeys([key, before], 'confirm', expired, NOW)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });
});

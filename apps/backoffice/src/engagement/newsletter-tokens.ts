import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAX_ID } from '@shop/contract';

/** What a newsletter link does; a token made for one never works for the other. */
export type NewsletterLinkPurpose = 'confirm' | 'unsubscribe';

/** A token's subscriber, or why the token does not work. */
export type TokenReading = { ok: true; subscriberId: number } | { ok: false; reason: 'invalid' | 'expired' };

const SEPARATOR = '.';
const SUBSCRIBER_ID = /^[1-9]\d{0,9}$/;
const EXPIRY = /^\d{1,12}$/;

/** HMAC-SHA256 of the token's readable part, base64url: the part nobody can make without the key. */
function signature(key: Buffer, signedPart: string): string {
  return createHmac('sha256', key).update(signedPart).digest('base64url');
}

function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `confirm.<subscriber id>.<expiry, Unix seconds>.<signature>`: the token of a confirmation link,
 * signed over its purpose, subscriber and expiry with the newsletter key.
 */
export function signConfirmToken(key: Buffer, subscriberId: number, expiresAtSeconds: number): string {
  const signedPart = ['confirm', subscriberId, expiresAtSeconds].join(SEPARATOR);
  return `${signedPart}${SEPARATOR}${signature(key, signedPart)}`;
}

/**
 * `unsubscribe.<subscriber id>.<signature>`: the token of an unsubscribe link. It does not expire:
 * a newsletter read a year later must still let its reader leave.
 */
export function signUnsubscribeToken(key: Buffer, subscriberId: number): string {
  const signedPart = ['unsubscribe', subscriberId].join(SEPARATOR);
  return `${signedPart}${SEPARATOR}${signature(key, signedPart)}`;
}

/**
 * The subscriber a token of `purpose` names, when its signature holds (and, for a confirmation,
 * it has not expired at `nowSeconds`). The signature is checked before the expiry, so a forged
 * token is 'invalid' whatever expiry it claims.
 */
export function readNewsletterToken(
  key: Buffer,
  purpose: NewsletterLinkPurpose,
  token: string,
  nowSeconds: number,
): TokenReading {
  const parts = token.trim().split(SEPARATOR);
  const given = parts.pop() ?? '';
  const [tokenPurpose, id, expiry, ...rest] = parts;
  const shapeHolds =
    tokenPurpose === purpose &&
    SUBSCRIBER_ID.test(id ?? '') &&
    rest.length === 0 &&
    (purpose === 'confirm' ? EXPIRY.test(expiry ?? '') : expiry === undefined);
  if (!shapeHolds || !sameSignature(given, signature(key, parts.join(SEPARATOR)))) {
    return { ok: false, reason: 'invalid' };
  }
  const subscriberId = Number(id);
  if (subscriberId > MAX_ID) return { ok: false, reason: 'invalid' };
  if (purpose === 'confirm' && Number(expiry) <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, subscriberId };
}

/**
 * A token read with the first of `keys` that signed it: the newsletter key, then the one before the server key's
 * last rotation, so links mailed before it still work.
 */
export function readNewsletterTokenWithKeys(
  keys: readonly Buffer[],
  purpose: NewsletterLinkPurpose,
  token: string,
  nowSeconds: number,
): TokenReading {
  const readings = keys.map((key) => readNewsletterToken(key, purpose, token, nowSeconds));
  return readings.find((reading) => reading.ok || reading.reason !== 'invalid') ?? { ok: false, reason: 'invalid' };
}

// How a member's TOTP secret is kept in staff.totp_secret: sealed with a key derived from the
// shop's secret key (AES-256-GCM, as sealed-password.ts seals seller passwords, but with no
// lifetime: a secret lasts until two-factor is turned off), followed by the last time-step whose
// code was accepted, so a code works once only. The step lives in the same column so that
// accepting a code is one compare-and-swap UPDATE of that column (staff-repository's swapTotp).
//
//   v1.<base64url(iv | ciphertext | tag)>            no code used yet
//   v1.<base64url(iv | ciphertext | tag)>.<step>     the code of time-step <step> was accepted
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { deriveKey } from '../accounts/secret-key';

const VERSION = 'v1.';
const AAD = Buffer.from('shop:staff-totp-secret:v1');
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The key sealing two-factor secrets, derived for that purpose alone from the shop's secret key. */
export const totpSealKey = (secretKey: Buffer): Buffer => deriveKey(secretKey, 'staff-totp-secret');

/** A new secret, sealed, with no code used yet. */
export function sealTotpSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(AAD);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return VERSION + Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

export interface StoredTotp {
  /** The Base32 secret the authenticator app shares. */
  secret: string;
  /** The last time-step whose code was accepted; undefined when none was yet. */
  lastStep: number | undefined;
  /** The sealed secret alone, to store again with a new step. */
  sealed: string;
}

/** The secret and last used step of a stored value; undefined when it was not sealed with this key or was altered. */
export function openStoredTotp(key: Buffer, stored: string): StoredTotp | undefined {
  const match = /^v1\.([A-Za-z0-9_-]+)(?:\.(\d{1,15}))?$/.exec(stored);
  if (!match) return undefined;
  const raw = Buffer.from(match[1]!, 'base64url');
  if (raw.length <= IV_BYTES + TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(AAD);
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    const plain = Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]);
    return {
      secret: plain.toString('utf8'),
      lastStep: match[2] === undefined ? undefined : Number(match[2]),
      sealed: `${VERSION}${match[1]!}`,
    };
  } catch {
    return undefined;
  }
}

/** The value to store once the code of `step` was accepted. */
export const withUsedStep = (totp: StoredTotp, step: number): string => `${totp.sealed}.${step}`;

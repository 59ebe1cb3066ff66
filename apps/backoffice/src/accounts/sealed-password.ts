import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// A sealed password is `v1.` + base64url(iv | ciphertext | tag), AES-256-GCM. The plaintext is the
// sealing time (8 bytes) and the password, so an old sealed value cannot be replayed for ever.
const VERSION = 'v1.';
const AAD = Buffer.from('shop:vendor-password:v1');
const IV_BYTES = 12;
const TAG_BYTES = 16;
const TIME_BYTES = 8;
/** How long a sealed password may wait before its seller request is sent. */
export const SEAL_LIFETIME_MS = 60 * 60 * 1000;
// Clocks of several processes may disagree a little.
const CLOCK_SKEW_MS = 60 * 1000;

export function sealPassword(key: Buffer, password: string, now = Date.now()): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(AAD);
  const sealedAt = Buffer.alloc(TIME_BYTES);
  sealedAt.writeBigUInt64BE(BigInt(now));
  const body = Buffer.concat([cipher.update(Buffer.concat([sealedAt, Buffer.from(password, 'utf8')])), cipher.final()]);
  return VERSION + Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/** The password inside a sealed value; undefined when it was not sealed with this key, was altered or is too old. */
export function openSealedPassword(key: Buffer, sealed: string, now = Date.now()): string | undefined {
  if (!sealed.startsWith(VERSION)) return undefined;
  const raw = Buffer.from(sealed.slice(VERSION.length), 'base64url');
  if (raw.length < IV_BYTES + TIME_BYTES + TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(AAD);
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    const plain = Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]);
    const sealedAt = Number(plain.readBigUInt64BE(0));
    if (sealedAt > now + CLOCK_SKEW_MS || now - sealedAt > SEAL_LIFETIME_MS) return undefined;
    return plain.subarray(TIME_BYTES).toString('utf8');
  } catch {
    return undefined;
  }
}

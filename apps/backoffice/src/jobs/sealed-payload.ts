// A queued job's data as it is stored: sealed with the server key (AES-256-GCM), since a queued mail holds
// what the shop never keeps in the clear elsewhere (a password reset code; the codes table has their digests
// only), and the queue keeps finished jobs for days.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { deriveKey } from '../accounts/secret-key';

const VERSION = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface SealKeys {
  /** The server key now. */
  current: Buffer;
  /** The server key before the last rotation: jobs queued before it still open. */
  previous?: Buffer;
}

// The job's queue is bound in: a payload moved to another queue does not open.
const additionalData = (queue: string) => Buffer.from(`shop:job:${queue}:v1`);
const keyOf = (secret: Buffer) => deriveKey(secret, 'job-payload');

/** `{ sealed }`: what the queue stores for `value`. */
export function sealPayload(keys: SealKeys, queue: string, value: unknown): { sealed: string } {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(keys.current), iv);
  cipher.setAAD(additionalData(queue));
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return { sealed: VERSION + Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url') };
}

/** The value inside a sealed payload; throws when no key opens it (another shop's key, or altered). */
export function openPayload<T>(keys: SealKeys, queue: string, payload: unknown): T {
  const sealed = (payload as { sealed?: unknown } | null)?.sealed;
  if (typeof sealed === 'string' && sealed.startsWith(VERSION)) {
    const raw = Buffer.from(sealed.slice(VERSION.length), 'base64url');
    for (const secret of [keys.current, keys.previous]) {
      if (!secret || raw.length < IV_BYTES + TAG_BYTES) continue;
      try {
        const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), raw.subarray(0, IV_BYTES));
        decipher.setAAD(additionalData(queue));
        decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
        const plain = Buffer.concat([
          decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
          decipher.final(),
        ]);
        return JSON.parse(plain.toString('utf8')) as T;
      } catch {
        // Not this key: try the next.
      }
    }
  }
  throw new Error(
    `a ${queue} job whose data the server key does not open (SECRET_KEY changed without SECRET_KEY_PREVIOUS?)`,
  );
}

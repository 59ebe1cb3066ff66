import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** A code works for 10 minutes, once, and dies after 5 wrong tries. */
export const ResetCodePolicy = {
  digits: 6,
  lifetimeSeconds: 10 * 60,
  /** Tries at one code, each counted before it is compared; the right one uses the code up. */
  maxTries: 5,
} as const;

/** Six digits from the operating system's secure random source. */
export function generateResetCode(): string {
  return String(randomInt(0, 10 ** ResetCodePolicy.digits)).padStart(ResetCodePolicy.digits, '0');
}

/**
 * What is stored for a code: an HMAC under a server key, so a copy of the database alone does not
 * give the million candidates away, bound to the user so a digest means nothing for anyone else.
 */
export function resetCodeDigest(key: Buffer, userId: number, code: string): string {
  return createHmac('sha256', key).update(`${userId}:${code.trim()}`).digest('hex');
}

export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

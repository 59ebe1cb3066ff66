// An authenticator app's codes in end-to-end tests: TOTP as RFC 6238 defines it and the shop uses
// it (HMAC-SHA1, 30-second steps, 6 digits, a Base32 secret), with node:crypto alone. Tests pick
// the time-step explicitly, since the shop accepts each step's code once only.
import { createHmac } from 'node:crypto';

const PERIOD_SECONDS = 30;
const DIGITS = 6;
const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** The time-step now. */
export const currentStep = (): number => Math.floor(Date.now() / 1000 / PERIOD_SECONDS);

function base32Bytes(secret: string): Buffer {
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of secret.replace(/[\s=]/g, '').toUpperCase()) {
    const index = BASE32_ALPHABET.indexOf(char);
    if (index === -1) throw new Error(`not a Base32 secret: ${secret}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((value >>> bits) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** The code an authenticator app shows for `secret` during time-step `step`. */
export function totpCode(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const number = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(number % 10 ** DIGITS).padStart(DIGITS, '0');
}

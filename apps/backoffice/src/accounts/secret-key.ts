import { hkdfSync, randomBytes } from 'node:crypto';
import path from 'node:path';
import { decodeKey, type Config } from '../config';
import { readOrCreateSecretFile } from '../secret-file';

const KEY_FILE = 'secret-key';
const KEY_BYTES = 32;

/**
 * The server key: SECRET_KEY when set, else the one in DATA_DIR/secret-key, made with mode 0600
 * on the first start. Several processes starting at once end up with the same key.
 */
export async function loadSecretKey(config: Pick<Config, 'SECRET_KEY' | 'DATA_DIR'>): Promise<Buffer> {
  if (config.SECRET_KEY) return decodeKey(config.SECRET_KEY)!;
  const text = await readOrCreateSecretFile(
    config.DATA_DIR,
    KEY_FILE,
    () => `${randomBytes(KEY_BYTES).toString('base64')}\n`,
  );
  const key = decodeKey(text);
  if (!key || key.length < KEY_BYTES) {
    throw new Error(`${path.join(config.DATA_DIR, KEY_FILE)} does not hold a key of ${KEY_BYTES} bytes or more`);
  }
  return key;
}

/** The server key before the last rotation (SECRET_KEY_PREVIOUS), when there is one. */
export function previousSecretKey(config: Pick<Config, 'SECRET_KEY_PREVIOUS'>): Buffer | undefined {
  return config.SECRET_KEY_PREVIOUS ? decodeKey(config.SECRET_KEY_PREVIOUS) : undefined;
}

/** A key for one purpose, so that sealing passwords and hashing codes never share key material. */
export function deriveKey(secret: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `shop:${purpose}`, KEY_BYTES));
}

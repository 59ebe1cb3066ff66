import { hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { decodeKey, type Config } from '../config';

const KEY_FILE = 'secret-key';
const KEY_BYTES = 32;

/**
 * The server key: SECRET_KEY when set, else the one in DATA_DIR/secret-key, made with mode 0600
 * on the first start. Several processes starting at once end up with the same key.
 */
export async function loadSecretKey(config: Pick<Config, 'SECRET_KEY' | 'DATA_DIR'>): Promise<Buffer> {
  if (config.SECRET_KEY) return decodeKey(config.SECRET_KEY)!;
  const file = path.join(config.DATA_DIR, KEY_FILE);
  await fs.mkdir(config.DATA_DIR, { recursive: true });
  // Written aside, then linked into place: link() fails when the file exists, so no one ever reads half a key.
  const draft = `${file}.${randomUUID()}`;
  await fs.writeFile(draft, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { mode: 0o600 });
  try {
    await fs.link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await fs.rm(draft, { force: true });
  }
  const key = decodeKey(await fs.readFile(file, 'utf8'));
  if (!key || key.length < KEY_BYTES) throw new Error(`${file} does not hold a key of ${KEY_BYTES} bytes or more`);
  return key;
}

/** A key for one purpose, so that sealing passwords and hashing codes never share key material. */
export function deriveKey(secret: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `shop:${purpose}`, KEY_BYTES));
}

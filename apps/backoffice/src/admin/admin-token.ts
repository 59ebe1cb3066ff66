import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ADMIN_TOKEN_MIN_LENGTH, type Config } from '../config';
import { readOrCreateSecretFile } from '../secret-file';

export const ADMIN_TOKEN_FILE = 'admin-token';
const GENERATED_TOKEN_BYTES = 32;

function checkedToken(text: string, file: string): string {
  const token = text.trim();
  if (token.length < ADMIN_TOKEN_MIN_LENGTH) {
    throw new Error(`${file} does not hold an admin token of ${ADMIN_TOKEN_MIN_LENGTH} characters or more`);
  }
  return token;
}

/**
 * The shop owner's token: ADMIN_TOKEN when set, else the one in DATA_DIR/admin-token, made with
 * mode 0600 on the first start (like the secret key). Several processes starting at once share it.
 */
export async function loadAdminToken(config: Pick<Config, 'ADMIN_TOKEN' | 'DATA_DIR'>): Promise<string> {
  if (config.ADMIN_TOKEN) return config.ADMIN_TOKEN;
  const text = await readOrCreateSecretFile(
    config.DATA_DIR,
    ADMIN_TOKEN_FILE,
    () => `${randomBytes(GENERATED_TOKEN_BYTES).toString('base64url')}\n`,
  );
  return checkedToken(text, path.join(config.DATA_DIR, ADMIN_TOKEN_FILE));
}

/** The token the shop owner's commands send: ADMIN_TOKEN, else DATA_DIR/admin-token; undefined when neither exists. */
export async function readAdminToken(config: Pick<Config, 'ADMIN_TOKEN' | 'DATA_DIR'>): Promise<string | undefined> {
  if (config.ADMIN_TOKEN) return config.ADMIN_TOKEN;
  const file = path.join(config.DATA_DIR, ADMIN_TOKEN_FILE);
  try {
    return checkedToken(await fs.readFile(file, 'utf8'), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Whether an Authorization header carries `Bearer <token>` with the shop owner's token. Both sides
 * are hashed first, so the comparison takes the same time whatever the length or content sent.
 */
export function isAdminAuthorization(header: string | undefined, token: string): boolean {
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header ?? '');
  const given = match?.[1] ?? '';
  // Always compare, also for a missing token, so that no branch answers sooner.
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { SEAL_LIFETIME_MS, openSealedPassword, sealPassword } from './sealed-password';
import { deriveKey, loadSecretKey } from './secret-key';

const key = randomBytes(32);

describe('sealed passwords (AES-256-GCM)', () => {
  it('open to the password they seal, with the key that sealed them', () => {
    const sealed = sealPassword(key, 'hebron glass 1970');
    expect(openSealedPassword(key, sealed)).toBe('hebron glass 1970');
    expect(openSealedPassword(randomBytes(32), sealed)).toBeUndefined();
  });

  it('keep any characters, spaces included', () => {
    const password = '  كلمة سر طويلة 🫒 ';
    expect(openSealedPassword(key, sealPassword(key, password))).toBe(password);
  });

  it('refuse any altered byte', () => {
    const sealed = sealPassword(key, 'hebron glass 1970');
    const raw = Buffer.from(sealed.slice(3), 'base64url');
    for (const index of [0, 12, 20, raw.length - 1]) {
      const altered = Buffer.from(raw);
      altered[index] = altered[index]! ^ 1;
      expect(openSealedPassword(key, `v1.${altered.toString('base64url')}`), `byte ${index}`).toBeUndefined();
    }
    expect(openSealedPassword(key, 'v1.short')).toBeUndefined();
    expect(openSealedPassword(key, 'hebron glass 1970')).toBeUndefined();
  });

  it('stop opening after an hour, and refuse ones sealed in the future', () => {
    const now = Date.now();
    const sealed = sealPassword(key, 'hebron glass 1970', now);
    expect(openSealedPassword(key, sealed, now + SEAL_LIFETIME_MS - 1000)).toBe('hebron glass 1970');
    expect(openSealedPassword(key, sealed, now + SEAL_LIFETIME_MS + 1000)).toBeUndefined();
    expect(openSealedPassword(key, sealPassword(key, 'x', now + 10 * 60 * 1000), now)).toBeUndefined();
  });
});

describe('the server key', () => {
  it('is made once in DATA_DIR/secret-key with mode 0600 when SECRET_KEY is unset, and kept', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-key-'));
    try {
      const keys = await Promise.all([1, 2, 3].map(() => loadSecretKey({ DATA_DIR: dataDir })));
      expect(keys[0]).toHaveLength(32);
      expect(keys[1]).toEqual(keys[0]);
      expect(keys[2]).toEqual(keys[0]);
      const file = path.join(dataDir, 'secret-key');
      expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
      expect(await loadSecretKey({ DATA_DIR: dataDir })).toEqual(keys[0]);
      expect(await fs.readdir(dataDir)).toEqual(['secret-key']);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  it('comes from SECRET_KEY, as hex or base64, when set', async () => {
    const secret = randomBytes(32);
    for (const written of [secret.toString('hex'), secret.toString('base64'), secret.toString('base64url')]) {
      expect(await loadSecretKey({ DATA_DIR: '/nonexistent', SECRET_KEY: written })).toEqual(secret);
    }
  });

  it('must be 32 bytes or more', () => {
    expect(() => loadConfig({ SECRET_KEY: randomBytes(16).toString('hex') })).toThrow(
      /SECRET_KEY: must be at least 32/,
    );
    expect(() => loadConfig({ SECRET_KEY: 'not a key!' })).toThrow(/SECRET_KEY/);
    expect(loadConfig({ SECRET_KEY: randomBytes(48).toString('base64') }).SECRET_KEY).toBeDefined();
  });

  it('gives each purpose its own key', () => {
    expect(deriveKey(key, 'a')).not.toEqual(deriveKey(key, 'b'));
    expect(deriveKey(key, 'a')).toEqual(deriveKey(key, 'a'));
    expect(deriveKey(key, 'a')).toHaveLength(32);
  });
});

describe('ARGON2_MEMORY_KIB', () => {
  it("defaults to OWASP's 19456 and cannot go lower in production", () => {
    expect(loadConfig({}).ARGON2_MEMORY_KIB).toBe(19_456);
    expect(loadConfig({ ARGON2_MEMORY_KIB: '1024' }).ARGON2_MEMORY_KIB).toBe(1024);
    expect(() => loadConfig({ NODE_ENV: 'production', ARGON2_MEMORY_KIB: '1024' })).toThrow(
      /ARGON2_MEMORY_KIB: must be at least 19456 in production/,
    );
    expect(loadConfig({ NODE_ENV: 'production', ARGON2_MEMORY_KIB: '65536' }).ARGON2_MEMORY_KIB).toBe(65_536);
  });
});

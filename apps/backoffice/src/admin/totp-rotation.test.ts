// Rotating the server key (SECRET_KEY_PREVIOUS): a member's two-factor secret sealed with the old key still
// signs them in, and is sealed with the new key by that sign-in, so the old key can then go. On PGlite and
// PostgreSQL.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/database';
import { createTestShop, type TestShop } from '../../test/support/test-app';
import { adminClient } from '../../test/support/admin-test-client';
import { createStaffTotp } from './totp';
import { openStoredTotp, totpSealKey } from './totp-secret';
import { codeAt, currentStep, enrolTwoFactor } from '../../test/support/totp-test-codes';

let shop: TestShop;
let oldKey: string;
const newKey = randomBytes(32).toString('base64');

beforeAll(async () => {
  shop = await createTestShop();
  const admin = adminClient(shop);
  const { cookie } = await admin.firstOwner();
  // Sealed with the key the shop made in DATA_DIR on its first start: the key before the rotation.
  await enrolTwoFactor(admin, cookie);
  oldKey = (await fs.readFile(path.join(shop.config.DATA_DIR, 'secret-key'), 'utf8')).trim();
});
afterAll(async () => {
  await shop?.close();
});

const ownerTotp = async () =>
  (
    await queryRows<{ id: number; totp_secret: string }>(
      shop.db,
      sql`SELECT id, totp_secret FROM staff WHERE email = 'first-owner@example.com'`,
    )
  )[0]!;

describe('two-factor secrets across a rotation of the server key', () => {
  it('are refused with the new key alone, accepted with the old one beside it, and sealed again with the new', async () => {
    const before = await ownerTotp();
    const secret = openStoredTotp(totpSealKey(Buffer.from(oldKey, 'base64')), before.totp_secret)!.secret;
    const code = await codeAt(secret, currentStep() + 1);

    const newOnly = createStaffTotp({ SECRET_KEY: newKey, DATA_DIR: shop.config.DATA_DIR });
    expect(await newOnly.accept(shop.db, before.id, before.totp_secret, code)).toBe(false);

    const rotated = createStaffTotp({
      SECRET_KEY: newKey,
      SECRET_KEY_PREVIOUS: oldKey,
      DATA_DIR: shop.config.DATA_DIR,
    });
    expect(await rotated.accept(shop.db, before.id, before.totp_secret, code)).toBe(true);

    const after = await ownerTotp();
    const sealedPart = after.totp_secret.replace(/\.\d+$/, '');
    expect(openStoredTotp(totpSealKey(Buffer.from(newKey, 'base64')), sealedPart)?.secret).toBe(secret);
    expect(openStoredTotp(totpSealKey(Buffer.from(oldKey, 'base64')), sealedPart)).toBeUndefined();
    // The code just used stays used.
    expect(await rotated.accept(shop.db, before.id, after.totp_secret, code)).toBe(false);
  });
});

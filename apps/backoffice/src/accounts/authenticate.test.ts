import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../test/support/test-app';
import { authenticate } from './authenticate';
import type { PasswordHasher } from './password-hashing';
import { createPasswordHasher } from './password-hashing';
import { insertUser } from './users-repository';

let shop: TestShop;
const real = createPasswordHasher({ memoryKib: 1024 });

/** The real hasher, counting the Argon2 work each path does. */
function countingHasher() {
  const work = { verify: 0, withoutAccount: 0 };
  const hasher: PasswordHasher = {
    hash: real.hash,
    verify: (hash, password) => {
      work.verify += 1;
      return real.verify(hash, password);
    },
    verifyWithoutAccount: (password) => {
      work.withoutAccount += 1;
      return real.verifyWithoutAccount(password);
    },
  };
  return { hasher, work };
}

beforeAll(async () => {
  shop = await createTestShop({ seed: false });
  await insertUser(shop.db, {
    email: 'Rania@example.com',
    passwordHash: await real.hash('right password'),
    firstName: 'Rania',
    lastName: 'Saleh',
    mobileNo: '',
    addressLineOne: 'Street',
    countryId: null,
    stateProvinceId: null,
    cityId: null,
    postalCode: '',
  });
});
afterAll(async () => {
  await shop?.close();
});

describe('authenticate', () => {
  it('answers the user id for the right password, the email matched case-insensitively and trimmed', async () => {
    const { hasher } = countingHasher();
    expect(await authenticate(shop.db, hasher, ' rania@EXAMPLE.com ', 'right password')).toEqual(expect.any(Number));
  });

  it('does the same Argon2 work for an unknown email as for a wrong password', async () => {
    const wrong = countingHasher();
    expect(await authenticate(shop.db, wrong.hasher, 'rania@example.com', 'wrong password')).toBeUndefined();
    const unknown = countingHasher();
    expect(await authenticate(shop.db, unknown.hasher, 'nobody@example.com', 'wrong password')).toBeUndefined();
    expect(wrong.work).toEqual({ verify: 1, withoutAccount: 0 });
    expect(unknown.work).toEqual({ verify: 0, withoutAccount: 1 });
  });
});

// Customers for the reliability suite, made straight through the repositories: hundreds of
// sign-ups and Argon2 logins would only slow the suite down, and those are tested elsewhere.
import { createPasswordHasher } from '../../src/accounts/password-hashing';
import { startSession } from '../../src/accounts/sessions';
import { insertUser } from '../../src/accounts/users-repository';
import type { Executor } from '../../src/db/database';
import type { Shopper } from '../support/checkout';
import { GOOD_PASSWORD, type Place } from '../support/shopper';

/** Low Argon2 memory: the hash only has to be a real one, these customers rarely log in. */
const TEST_HASH_MEMORY_KIB = 1024;

export interface Customer extends Shopper {
  email: string;
}

/** `count` customers living at `place`, each signed in with a session of its own. */
export async function createCustomers(
  db: Executor,
  place: Place,
  count: number,
  emailPrefix: string,
): Promise<Customer[]> {
  const passwordHash = await createPasswordHasher({ memoryKib: TEST_HASH_MEMORY_KIB }).hash(GOOD_PASSWORD);
  const customers: Customer[] = [];
  for (let index = 0; index < count; index += 1) {
    const email = `${emailPrefix}-${index}@example.com`;
    const userId = await insertUser(db, {
      email,
      passwordHash,
      firstName: 'Racer',
      lastName: String(index),
      mobileNo: '+970599000000',
      addressLineOne: 'Main street 1',
      countryId: place.countryId,
      stateProvinceId: place.stateId,
      cityId: place.cityId,
      postalCode: '00972',
    });
    if (userId === undefined) throw new Error(`${email} has an account already`);
    customers.push({ email, userId, token: await startSession(db, userId) });
  }
  return customers;
}

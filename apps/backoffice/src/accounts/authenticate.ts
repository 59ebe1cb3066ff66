import type { Executor } from '../db/database';
import type { PasswordHasher } from './password-hashing';
import { findAccountByEmail } from './users-repository';

/**
 * The user id when the email has an account and the password is its password, else undefined.
 * An unknown email still costs one Argon2 verification, so its answer takes as long as a wrong password's.
 */
export async function authenticate(
  db: Executor,
  passwords: PasswordHasher,
  email: string,
  password: string,
): Promise<number | undefined> {
  const account = await findAccountByEmail(db, email);
  if (!account) {
    await passwords.verifyWithoutAccount(password);
    return undefined;
  }
  return (await passwords.verify(account.passwordHash, password)) ? account.id : undefined;
}

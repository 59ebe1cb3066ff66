import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { createConcurrencyGate, type ConcurrencyGate } from './concurrency-gate';

// OWASP's Argon2id settings: 19 MiB (configurable for tests only), 2 iterations, 1 lane.
const ARGON2ID = 2 as Algorithm.Argon2id;
const ITERATIONS = 2;
const LANES = 1;
/** Each hash takes ARGON2_MEMORY_KIB; two at a time bound the memory a burst of logins can take. */
export const MAX_CONCURRENT_HASHES = 2;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /**
   * Spends the time of one verification and answers false: used when the email has no account,
   * so that answer takes as long as a wrong password.
   */
  verifyWithoutAccount(password: string): Promise<false>;
}

export function createPasswordHasher(
  options: { memoryKib: number },
  gate: ConcurrencyGate = createConcurrencyGate(MAX_CONCURRENT_HASHES),
): PasswordHasher {
  const settings = { algorithm: ARGON2ID, memoryCost: options.memoryKib, timeCost: ITERATIONS, parallelism: LANES };
  let dummyHash: Promise<string> | undefined;

  const hasher: PasswordHasher = {
    hash: (password) => gate.run(() => hash(password, settings)),
    async verify(passwordHash, password) {
      try {
        return await gate.run(() => verify(passwordHash, password));
      } catch {
        // A stored value that is not an Argon2 hash matches no password.
        return false;
      }
    },
    async verifyWithoutAccount(password) {
      dummyHash ??= hasher.hash(randomBytes(32).toString('base64url'));
      await hasher.verify(await dummyHash, password);
      return false;
    },
  };
  return hasher;
}

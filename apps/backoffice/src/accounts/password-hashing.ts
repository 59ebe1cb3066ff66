import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { problem } from '@shop/contract';
import { Overloaded } from '../protocol/overloaded';
import { GateFull, createConcurrencyGate, type ConcurrencyGate } from './concurrency-gate';

// OWASP's Argon2id settings: 19 MiB (configurable for tests only), 2 iterations, 1 lane.
const ARGON2ID = 2 as Algorithm.Argon2id;
const ITERATIONS = 2;
const LANES = 1;
/** Each hash takes ARGON2_MEMORY_KIB; two at a time bound the memory a burst of logins can take. */
export const MAX_CONCURRENT_HASHES = 2;
/**
 * Hashes that may wait for a place: about a second of work on two cores (one takes ~50 ms at
 * 19 MiB). A burst beyond it is answered 503 at once, so it costs neither memory nor waiting answers.
 */
export const MAX_WAITING_HASHES = 32;
export const HASHING_BUSY_MESSAGE = problem('SERVICE_BUSY').message;
const HASHING_RETRY_AFTER_SECONDS = 2;

/** Runs a hash through the gate; a full waiting line becomes the 503 that asks to try again shortly. */
async function throughGate<T>(gate: ConcurrencyGate, task: () => Promise<T>): Promise<T> {
  try {
    return await gate.run(task);
  } catch (error) {
    if (error instanceof GateFull) throw new Overloaded(problem('SERVICE_BUSY'), HASHING_RETRY_AFTER_SECONDS);
    throw error;
  }
}

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
  gate: ConcurrencyGate = createConcurrencyGate(MAX_CONCURRENT_HASHES, MAX_WAITING_HASHES),
): PasswordHasher {
  const settings = { algorithm: ARGON2ID, memoryCost: options.memoryKib, timeCost: ITERATIONS, parallelism: LANES };
  let dummyHash: Promise<string> | undefined;

  const hasher: PasswordHasher = {
    hash: (password) => throughGate(gate, () => hash(password, settings)),
    verify: (passwordHash, password) =>
      throughGate(gate, async () => {
        try {
          return await verify(passwordHash, password);
        } catch {
          // A stored value that is not an Argon2 hash matches no password.
          return false;
        }
      }),
    async verifyWithoutAccount(password) {
      // Made once; a failed attempt (a full gate) is forgotten so the next call makes it again.
      dummyHash ??= hasher.hash(randomBytes(32).toString('base64url')).catch((error: unknown) => {
        dummyHash = undefined;
        throw error;
      });
      await hasher.verify(await dummyHash, password);
      return false;
    },
  };
  return hasher;
}

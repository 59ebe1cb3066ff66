import { describe, expect, it } from 'vitest';
import { ARGON2_PRODUCTION_MEMORY_KIB } from '../config';
import { createConcurrencyGate } from './concurrency-gate';
import { HASHING_BUSY_MESSAGE, createPasswordHasher } from './password-hashing';
import { Overloaded } from '../protocol/overloaded';

describe('createPasswordHasher', () => {
  it("hashes with OWASP's Argon2id settings by default: 19 MiB, 2 iterations, 1 lane, a fresh salt each time", async () => {
    const hasher = createPasswordHasher({ memoryKib: ARGON2_PRODUCTION_MEMORY_KIB });
    const first = await hasher.hash('olive grove 1948');
    const second = await hasher.hash('olive grove 1948');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(second).not.toBe(first);
    expect(await hasher.verify(first, 'olive grove 1948')).toBe(true);
    expect(await hasher.verify(first, 'olive grove 1949')).toBe(false);
  });

  it('verifies hashes made with other memory settings (they are written in the hash)', async () => {
    const small = await createPasswordHasher({ memoryKib: 1024 }).hash('secret phrase');
    expect(await createPasswordHasher({ memoryKib: ARGON2_PRODUCTION_MEMORY_KIB }).verify(small, 'secret phrase')).toBe(
      true,
    );
  });

  it('treats a stored value that is not an Argon2 hash as matching nothing', async () => {
    const hasher = createPasswordHasher({ memoryKib: 1024 });
    expect(await hasher.verify('plain text', 'plain text')).toBe(false);
  });

  it('runs one real verification for an email without an account, and says no', async () => {
    let calls = 0;
    const countingGate = createConcurrencyGate(2);
    const hasher = createPasswordHasher(
      { memoryKib: 1024 },
      {
        run: (task) => {
          calls += 1;
          return countingGate.run(task);
        },
      },
    );
    expect(await hasher.verifyWithoutAccount('anything at all')).toBe(false);
    // The dummy hash is made once (1), then verified (2); later calls only verify.
    expect(calls).toBe(2);
    expect(await hasher.verifyWithoutAccount('anything at all')).toBe(false);
    expect(calls).toBe(3);
  });

  it('never runs more than two hashes at once', async () => {
    let running = 0;
    let most = 0;
    const gate = createConcurrencyGate(2);
    const hasher = createPasswordHasher(
      { memoryKib: 1024 },
      {
        run: (task) =>
          gate.run(async () => {
            running += 1;
            most = Math.max(most, running);
            try {
              return await task();
            } finally {
              running -= 1;
            }
          }),
      },
    );
    await Promise.all(Array.from({ length: 8 }, (_, n) => hasher.hash(`password number ${n}`)));
    expect(most).toBe(2);
  });
});

describe('a burst of hashing beyond the waiting line', () => {
  it('is answered Overloaded at once, never queued without end, and the hasher keeps working', async () => {
    const hasher = createPasswordHasher({ memoryKib: 1024 }, createConcurrencyGate(1, 2));
    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, (_, n) => hasher.hash(`password ${n}`)));
    const hashed = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.filter(
      (outcome) =>
        outcome.status === 'rejected' &&
        outcome.reason instanceof Overloaded &&
        outcome.reason.message === HASHING_BUSY_MESSAGE,
    );
    expect(hashed).toHaveLength(3);
    expect(refused).toHaveLength(7);
    expect(await hasher.verifyWithoutAccount('after the burst')).toBe(false);
  });
});

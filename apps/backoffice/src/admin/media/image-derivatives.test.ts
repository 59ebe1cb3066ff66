import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problem } from '@shop/contract';
import { Overloaded } from '../../protocol/overloaded';
import { MAX_CONCURRENT_DERIVATIONS, MAX_WAITING_DERIVATIONS, deriveStagedImage } from './image-derivatives';

let folder: string;
beforeAll(async () => {
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'derivations-'));
});
afterAll(async () => {
  await fs.rm(folder, { recursive: true, force: true });
});

describe('re-encoding images a few at a time', () => {
  it('turns a burst beyond the waiting line away at once with a 503, and serves the rest', async () => {
    const staged = path.join(folder, 'not-an-image');
    await fs.writeFile(staged, 'plain words');
    const burst = MAX_CONCURRENT_DERIVATIONS + MAX_WAITING_DERIVATIONS + 3;
    const outcomes = await Promise.allSettled(Array.from({ length: burst }, () => deriveStagedImage(staged)));
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(refused).toHaveLength(3);
    for (const outcome of refused) {
      const error = (outcome as PromiseRejectedResult).reason as Overloaded;
      expect(error).toBeInstanceOf(Overloaded);
      expect([error.statusCode, error.problem]).toEqual([503, problem('IMAGES_BUSY')]);
    }
    const served = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(served.map((outcome) => (outcome.value.ok ? 0 : outcome.value.status))).toEqual(
      Array.from({ length: burst - 3 }, () => 415),
    );
  });
});

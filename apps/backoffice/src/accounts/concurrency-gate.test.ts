import { describe, expect, it } from 'vitest';
import { GateFull, createConcurrencyGate } from './concurrency-gate';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('createConcurrencyGate', () => {
  it('runs at most `max` tasks at once and every task to its end, in arrival order', async () => {
    const gate = createConcurrencyGate(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const results = await Promise.all(
      Array.from({ length: 7 }, (_, n) =>
        gate.run(async () => {
          started.push(n);
          running += 1;
          most = Math.max(most, running);
          await pause(5);
          running -= 1;
          return n * 10;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(results).toEqual([0, 10, 20, 30, 40, 50, 60]);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('frees the place of a task that fails', async () => {
    const gate = createConcurrencyGate(1);
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(gate.run(async () => 'next')).resolves.toBe('next');
  });
});

describe('a gate with a bounded waiting line', () => {
  it('turns away at once what does not fit, runs the rest, and takes new tasks once the line moves', async () => {
    const gate = createConcurrencyGate(2, 3);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const ran: number[] = [];
    const outcomes = Array.from({ length: 10 }, (_, n) =>
      gate.run(async () => {
        await held;
        ran.push(n);
        return n;
      }),
    );
    const settled = Promise.allSettled(outcomes);
    // The five beyond two running and three waiting were refused before anything finished.
    const refused = await Promise.allSettled(outcomes.slice(5));
    expect(refused.every((outcome) => outcome.status === 'rejected' && outcome.reason instanceof GateFull)).toBe(true);
    release();
    const results = await settled;
    expect(results.slice(0, 5).map((outcome) => outcome.status === 'fulfilled' && outcome.value)).toEqual([
      0, 1, 2, 3, 4,
    ]);
    expect(ran.sort()).toEqual([0, 1, 2, 3, 4]);
    await expect(gate.run(async () => 'after')).resolves.toBe('after');
  });
});

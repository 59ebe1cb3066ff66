/** Runs at most `max` tasks at once; the others wait their turn in arrival order. */
export interface ConcurrencyGate {
  /** Runs the task when a place is free; throws GateFull at once when the waiting line is full. */
  run<T>(task: () => Promise<T>): Promise<T>;
}

/** The waiting line of a gate is full: the task was not run and will not be. */
export class GateFull extends Error {
  constructor() {
    super('The waiting line is full');
    this.name = 'GateFull';
  }
}

/**
 * A gate for `max` tasks at a time with room for `maxWaiting` more in line. A burst beyond that is
 * turned away at once rather than queued without end: a queue without a bound turns a flood of
 * cheap requests into unbounded memory and answers that never come.
 */
export function createConcurrencyGate(max: number, maxWaiting = Number.POSITIVE_INFINITY): ConcurrencyGate {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run(task) {
      if (running < max) running += 1;
      else if (waiting.length >= maxWaiting) throw new GateFull();
      // A finishing task hands its place straight to the next one, so `running` stays the same.
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}

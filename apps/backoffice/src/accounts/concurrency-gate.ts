/** Runs at most `max` tasks at once; the others wait their turn in arrival order. */
export interface ConcurrencyGate {
  run<T>(task: () => Promise<T>): Promise<T>;
}

export function createConcurrencyGate(max: number): ConcurrencyGate {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run(task) {
      if (running < max) running += 1;
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

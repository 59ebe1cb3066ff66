/** A fixed window of one counter. */
export interface CounterWindow {
  hits: number;
  windowEndsAt: Date;
}

/** Where rate-limit counters live: the database by default, Redis when REDIS_URL is set. */
export interface CounterStore {
  /** Adds one hit, opening a new window of `windowSeconds` when none is running; answers the window. */
  increment(key: string, windowSeconds: number): Promise<CounterWindow>;
  /** The running window, or undefined when there is none. */
  read(key: string): Promise<CounterWindow | undefined>;
  remove(key: string): Promise<void>;
  /** Resolves when the store answers; throws when it cannot be reached (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

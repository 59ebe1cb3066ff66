// An expected failure found in the middle of a change: thrown so that the transaction rolls back
// whatever it wrote already, and turned back into a value (status and problem) at the route.
import type { Problem } from '@shop/contract';

export type RefusalStatus = 400 | 404 | 409;

export class Refusal extends Error {
  constructor(
    readonly status: RefusalStatus,
    readonly problem: Problem,
  ) {
    super(problem.message);
    this.name = 'Refusal';
  }
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; status: RefusalStatus; problem: Problem };

/** Runs a change; a Refusal becomes `{ ok: false }`, anything else is thrown on. */
export async function outcomeOf<T>(change: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await change() };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, status: error.status, problem: error.problem };
    throw error;
  }
}

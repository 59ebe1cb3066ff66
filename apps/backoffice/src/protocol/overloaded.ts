import type { Problem } from '@shop/contract';

/**
 * The back-office has more of some costly work in hand than it takes on (e.g. password hashing):
 * answered 503 with Retry-After and a message asking to try again shortly, never queued without end.
 */
export class Overloaded extends Error {
  readonly statusCode = 503;

  constructor(
    readonly problem: Problem,
    readonly retryAfterSeconds: number,
  ) {
    super(problem.message);
    this.name = 'Overloaded';
  }
}

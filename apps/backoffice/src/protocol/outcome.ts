import type { Problem } from '@shop/contract';

/** What an endpoint handler answers: rows on success, or an expected failure as a value. */
export type Outcome<Row> =
  | { ok: true; rows: Row[]; message?: string; token?: string }
  | { ok: false; statusCode: FailureStatus; problem: Problem };

export type FailureStatus = 400 | 401 | 402 | 403 | 404 | 409 | 422 | 429;

export function rows<Row>(list: Row[], extra: { message?: string; token?: string } = {}): Outcome<Row> {
  return { ok: true, rows: list, ...extra };
}

/** The failure `problem` (problems.ts in the contract) with its HTTP status. */
export function failure<Row = never>(statusCode: FailureStatus, problem: Problem): Outcome<Row> {
  return { ok: false, statusCode, problem };
}

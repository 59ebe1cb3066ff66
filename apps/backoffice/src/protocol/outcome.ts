/** What an endpoint handler answers: rows on success, or an expected failure as a value. */
export type Outcome<Row> =
  | { ok: true; rows: Row[]; message?: string; token?: string }
  | { ok: false; statusCode: 400 | 401 | 402 | 403 | 404 | 409 | 422 | 429; errorMessage: string };

export function rows<Row>(list: Row[], extra: { message?: string; token?: string } = {}): Outcome<Row> {
  return { ok: true, rows: list, ...extra };
}

export function failure<Row = never>(
  statusCode: 400 | 401 | 402 | 403 | 404 | 409 | 422 | 429,
  errorMessage: string,
): Outcome<Row> {
  return { ok: false, statusCode, errorMessage };
}

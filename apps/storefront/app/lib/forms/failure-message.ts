import type { CallResult } from '@shop/contract';

/** Answers whose errorMessage is written for the shopper: bad input naming the field, and rate limits saying how long to wait. */
const SHOPPER_FACING_STATUSES: ReadonlySet<number> = new Set([400, 429]);

/**
 * The toast for a failed back-office call: the back-office's own words when they are meant for the
 * shopper (a 400 names the field, a 429 the wait), otherwise the spec's `fallback` message.
 */
export function failureMessage(result: Extract<CallResult<unknown>, { ok: false }>, fallback: string): string {
  const own = result.errorMessage.trim();
  return SHOPPER_FACING_STATUSES.has(result.status) && own ? own : fallback;
}

// The back-office failed the storefront, not the shopper.
const BAD_GATEWAY = 502;

/** The HTTP status a form's action answers with after a failed back-office call. */
export function failureStatus(result: Extract<CallResult<unknown>, { ok: false }>): number {
  return SHOPPER_FACING_STATUSES.has(result.status) ? result.status : BAD_GATEWAY;
}

import type { CallResult, LanguageCode } from '@shop/contract';

import { problemText } from '../problem-text.server';

/** HTTP statuses of back-office refusals whose errorMessage is written for the shopper. */
export const ExplainedStatus = {
  /** Bad input: the message names the field (e.g. 'CityId: The city 9 is not in the chosen state'). */
  badRequest: 400,
  /** Too many attempts: the message says how long to wait. */
  tooManyRequests: 429,
} as const;

type FailedCall = Extract<CallResult<unknown>, { ok: false }>;

const EXPLAINED_BY_DEFAULT: readonly number[] = [ExplainedStatus.badRequest, ExplainedStatus.tooManyRequests];

// The back-office's own 503 when too many password checks wait (login, sign-up, reset): it asks
// the shopper to try again shortly. Any other 503 (a proxy's, a database's) says nothing to them.
const SERVICE_BUSY = 503;
const isPasswordChecksBusy = (result: FailedCall) => result.status === SERVICE_BUSY && result.code === 'SERVICE_BUSY';

function isExplained(result: FailedCall, explained: readonly number[]): boolean {
  if (isPasswordChecksBusy(result)) return true;
  return explained.includes(result.status) && result.errorMessage.trim() !== '';
}

/**
 * The toast for a failed back-office call: the back-office's refusal in the page's language when
 * its status is one of `explained` (by default a 400 naming the field and a 429 saying how long to
 * wait) and it says something, or the back-office's 503 asking to try again shortly; otherwise the
 * spec's `fallback` message.
 */
export function failureMessage(
  result: FailedCall,
  fallback: string,
  language: LanguageCode,
  explained: readonly number[] = EXPLAINED_BY_DEFAULT,
): string {
  return isExplained(result, explained) ? problemText(result, language) : fallback;
}

// The back-office failed the storefront, not the shopper.
const BAD_GATEWAY = 502;

/**
 * The HTTP status a form's action answers with after a failed back-office call: the back-office's
 * own when its words are shown (see `failureMessage`), otherwise 502.
 */
export function failureStatus(result: FailedCall, explained: readonly number[] = EXPLAINED_BY_DEFAULT): number {
  return isExplained(result, explained) ? result.status : BAD_GATEWAY;
}

/** HTTP statuses of back-office refusals whose errorMessage is written for the shopper. */
export const ExplainedStatus = {
  /** Bad input: the message names the field (e.g. the common-password rule). */
  badRequest: 400,
  /** Too many attempts: the message says how long to wait. */
  tooManyRequests: 429,
} as const;

/**
 * The back-office's own words for a failed call when its status is one of `statuses` and it
 * says something; otherwise undefined, and the page shows the spec's generic message.
 */
export function explainedFailure(
  result: { status: number; errorMessage: string },
  statuses: readonly number[],
): string | undefined {
  return statuses.includes(result.status) && result.errorMessage.trim() !== '' ? result.errorMessage : undefined;
}

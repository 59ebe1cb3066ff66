/**
 * A payment provider failed in a way the shopper cannot fix (network, timeout, 5xx, a refusal the
 * shop did not expect). It carries only what helps the shop owner find the request at the provider:
 * never the request, its payment method or the provider's raw answer, so logging it is safe.
 */
export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';

  constructor(
    readonly provider: 'stripe' | 'paypal',
    /** What the shop was doing, e.g. 'charge' or 'refund'. */
    readonly operation: string,
    details: {
      /** HTTP status of the provider's answer; absent when none came. */
      httpStatus?: number;
      /** The provider's error type or issue, e.g. 'api_error' or 'INTERNAL_SERVER_ERROR'. */
      code?: string;
      /** The provider's id for the request (Stripe's request-id, PayPal's debug_id). */
      requestId?: string;
    } = {},
  ) {
    const parts = [
      details.httpStatus && `HTTP ${details.httpStatus}`,
      details.code,
      details.requestId && `request ${details.requestId}`,
    ];
    super(`${provider} ${operation} failed${parts.some(Boolean) ? ` (${parts.filter(Boolean).join(', ')})` : ''}`);
    this.httpStatus = details.httpStatus;
    this.code = details.code;
    this.requestId = details.requestId;
  }

  // Not `status`/`statusCode`: the error handler would take those for the shop's own answer.
  readonly httpStatus: number | undefined;
  readonly code: string | undefined;
  readonly requestId: string | undefined;
}

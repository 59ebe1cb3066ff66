import { PaymentProviderError } from './provider-error';

/** PayPal's answer: its HTTP status and JSON body (undefined when it sent none). */
export interface PayPalAnswer {
  status: number;
  body: unknown;
}

export interface PayPalClient {
  /** Sends an authorised request to PayPal's REST API; throws only when no answer came. */
  request(
    method: 'GET' | 'POST',
    path: string,
    options?: { body?: unknown; requestId?: string; operation?: string },
  ): Promise<PayPalAnswer>;
}

// A slow answer must not hold the order's transaction for long.
const REQUEST_TIMEOUT_MS = 30_000;
// A token is renewed this long before PayPal says it expires.
const TOKEN_RENEWAL_MARGIN_MS = 60_000;

/** The name or first issue PayPal gives for a failure, e.g. 'ORDER_NOT_APPROVED'. */
export function payPalIssue(body: unknown): string | undefined {
  const answer = body as { name?: unknown; details?: { issue?: unknown }[]; error?: unknown } | undefined;
  const issue = answer?.details?.[0]?.issue ?? answer?.name ?? answer?.error;
  return typeof issue === 'string' ? issue : undefined;
}

// PayPal's own sentence is shown to staff as it came; a very long one is cut.
const DESCRIPTION_MAX_LENGTH = 300;

/** PayPal's sentence for a failure (its first issue's description, else its message), e.g. 'The capture has already been fully refunded.' */
export function payPalIssueDescription(body: unknown): string | undefined {
  const answer = body as { message?: unknown; details?: { description?: unknown }[] } | undefined;
  const description = answer?.details?.[0]?.description ?? answer?.message;
  return typeof description === 'string' && description.trim()
    ? description.trim().slice(0, DESCRIPTION_MAX_LENGTH)
    : undefined;
}

function debugId(body: unknown): string | undefined {
  const id = (body as { debug_id?: unknown } | undefined)?.debug_id;
  return typeof id === 'string' ? id : undefined;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * PayPal's REST API with an OAuth2 client-credentials token, kept until shortly before it expires
 * and shared by concurrent requests. A 401 (a token revoked early) renews it once.
 */
export function createPayPalClient(options: { clientId: string; clientSecret: string; apiBase: string }): PayPalClient {
  const base = options.apiBase.replace(/\/+$/, '');
  let token: { value: string; renewAt: number } | undefined;
  let pendingToken: Promise<string> | undefined;

  async function send(url: string, init: RequestInit, operation: string): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    } catch (error) {
      throw new PaymentProviderError('paypal', operation, { code: error instanceof Error ? error.name : 'network' });
    }
  }

  async function fetchToken(): Promise<string> {
    const credentials = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const response = await send(
      `${base}/v1/oauth2/token`,
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${credentials}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: 'grant_type=client_credentials',
      },
      'token',
    );
    const body = (await readJson(response)) as { access_token?: unknown; expires_in?: unknown } | undefined;
    if (!response.ok || typeof body?.access_token !== 'string') {
      throw new PaymentProviderError('paypal', 'token', {
        httpStatus: response.status,
        code: payPalIssue(body),
        requestId: debugId(body),
      });
    }
    const lifetimeMs = (typeof body.expires_in === 'number' ? body.expires_in : 0) * 1000;
    token = { value: body.access_token, renewAt: Date.now() + lifetimeMs - TOKEN_RENEWAL_MARGIN_MS };
    return token.value;
  }

  async function accessToken(): Promise<string> {
    if (token && Date.now() < token.renewAt) return token.value;
    pendingToken ??= fetchToken().finally(() => {
      pendingToken = undefined;
    });
    return pendingToken;
  }

  return {
    async request(method, path, { body, requestId, operation = `${method} ${path}` } = {}) {
      for (let attempt = 1; ; attempt += 1) {
        const response = await send(
          `${base}${path}`,
          {
            method,
            headers: {
              authorization: `Bearer ${await accessToken()}`,
              accept: 'application/json',
              ...(body !== undefined && { 'content-type': 'application/json' }),
              ...(requestId && { 'paypal-request-id': requestId }),
            },
            body: body === undefined ? undefined : JSON.stringify(body),
          },
          operation,
        );
        if (response.status === 401 && attempt === 1) {
          token = undefined;
          continue;
        }
        const answer = { status: response.status, body: await readJson(response) };
        // A failure on PayPal's side is nobody's answer to act on: it is thrown, as a network failure is.
        if (answer.status >= 500 || answer.status === 401 || answer.status === 403 || answer.status === 429) {
          throw new PaymentProviderError('paypal', operation, {
            httpStatus: answer.status,
            code: payPalIssue(answer.body),
            requestId: debugId(answer.body),
          });
        }
        return answer;
      }
    },
  };
}

// Typed client of the back-office protocol (spec section 7). It never throws: every failure,
// network or protocol, comes back as { ok: false } for the caller to show as the spec's toast.
import { Envelope, endpoints } from './endpoints';
import type { EndpointName, ParamsOf, RowOf } from './endpoints';
import { describeIssue, firstIssueMessage } from './issues';
import { isProblemCode, type ProblemCode, type ProblemValues } from './problems';

export type CallResult<T> =
  | { ok: true; rows: T[]; message: string; token?: string }
  /** `status` is the HTTP (or envelope) status; 0 when the host could not be reached. */
  | {
      ok: false;
      status: number;
      message: string;
      errorMessage: string;
      /** The business error's code when the back-office gave one (problems.ts). */
      code?: ProblemCode;
      /** The values errorMessage names, for a translation by `code`. */
      values?: ProblemValues;
    };

export interface BackofficeClientOptions {
  /** Host of the back-office, e.g. 'http://localhost:4000'. */
  baseUrl: string;
  /** Session token sent as the Token header; '' when absent. */
  token?: string | null;
  /** Signed-in user id sent as the UserID header; '' when absent. */
  userId?: string | number | null;
  /** Replaces the global fetch (tests, instrumentation). */
  fetch?: typeof fetch;
  /** Extra headers; they cannot override the protocol's own. */
  headers?: Record<string, string>;
}

export interface CallInit {
  signal?: AbortSignal;
  /** Sent as Idempotency-Key, so a retried order placement is not placed twice. */
  idempotencyKey?: string;
}

export interface BackofficeClient {
  call<N extends EndpointName>(name: N, params: ParamsOf<N>, init?: CallInit): Promise<CallResult<RowOf<N>>>;
}

const INVALID_ANSWER = 'Invalid answer from the back-office';

function failure(status: number, message: string, errorMessage: string, body?: unknown): CallResult<never> {
  return { ok: false, status, message, errorMessage, ...problemOf(body) };
}

/** The envelope's errorCode and errorValues, when it carries a code this contract knows. */
function problemOf(body: unknown): { code?: ProblemCode; values?: ProblemValues } {
  const parsed = Envelope.pick({ errorCode: true, errorValues: true }).safeParse(body);
  if (!parsed.success || !isProblemCode(parsed.data.errorCode)) return {};
  const { errorCode: code, errorValues: values } = parsed.data;
  return values === undefined ? { code } : { code, values };
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function stringField(body: unknown, key: string): string {
  if (typeof body !== 'object' || body === null) return '';
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : '';
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createBackofficeClient(options: BackofficeClientOptions): BackofficeClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? globalThis.fetch;

  async function call<N extends EndpointName>(
    name: N,
    params: ParamsOf<N>,
    init: CallInit = {},
  ): Promise<CallResult<RowOf<N>>> {
    const endpoint = endpoints[name];
    const headers: Record<string, string> = {
      ...options.headers,
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Token: options.token ?? '',
      UserID: options.userId == null ? '' : String(options.userId),
    };
    if (init.idempotencyKey) headers['Idempotency-Key'] = init.idempotencyKey;

    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(`${baseUrl}${endpoint.path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ requestParameters: params }),
        signal: init.signal,
      });
      text = await response.text();
    } catch (error) {
      return failure(0, 'Network error', errorText(error));
    }

    const body = parseJson(text);
    if (!response.ok) {
      const value = body.ok ? body.value : undefined;
      return failure(
        response.status,
        stringField(value, 'message') || response.statusText || 'Request failed',
        stringField(value, 'errorMessage') || stringField(value, 'message') || `HTTP ${response.status}`,
        value,
      );
    }
    if (!body.ok) return failure(response.status, INVALID_ANSWER, 'The answer is not JSON');

    const envelope = Envelope.safeParse(body.value);
    if (!envelope.success) {
      return failure(response.status, INVALID_ANSWER, `Envelope ${firstIssueMessage(envelope.error)}`);
    }
    const { statusCode, message, errorMessage, data, token } = envelope.data;
    if (statusCode < 200 || statusCode > 299) return failure(statusCode, message, errorMessage, body.value);

    const list = data.trim() === '' ? { ok: true as const, value: [] } : parseJson(data);
    if (!list.ok || !Array.isArray(list.value)) {
      return failure(response.status, INVALID_ANSWER, 'data is not JSON text of a list');
    }

    const rows: RowOf<N>[] = [];
    for (const [index, raw] of list.value.entries()) {
      const row = endpoint.row.safeParse(raw);
      if (!row.success) {
        const [issue] = row.error.issues;
        const detail = `row ${index}: ${issue ? describeIssue(issue) : 'invalid'}`;
        return failure(response.status, `${INVALID_ANSWER}, ${detail}`, detail);
      }
      rows.push(row.data as RowOf<N>);
    }
    return token === undefined ? { ok: true, rows, message } : { ok: true, rows, message, token };
  }

  return { call };
}

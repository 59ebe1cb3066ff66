// The one way the admin talks to its API: same-origin JSON under /api/v1/admin/, the session in an
// HttpOnly cookie the browser sends itself. Failures become ApiError with the server's message, and
// the code and values of its problem (the contract's problems.ts), by which the admin translates it.
import { AdminFailure, isProblemCode, type ProblemCode, type ProblemValues } from '@shop/contract';

export const API_BASE = '/api/v1/admin';

/** The failure's errorCode and errorValues, when it carries a code this admin knows. */
function problemOf(body: unknown): { code?: ProblemCode; values?: ProblemValues } {
  const parsed = AdminFailure.pick({ errorCode: true, errorValues: true }).safeParse(body);
  if (!parsed.success || !isProblemCode(parsed.data.errorCode)) return {};
  return { code: parsed.data.errorCode, values: parsed.data.errorValues };
}

export class ApiError extends Error {
  /** The problem's code (`errorCode`), when the server sent one this admin knows. */
  readonly code?: ProblemCode;
  /** The values its sentence names (`errorValues`), for the translation. */
  readonly values?: ProblemValues;

  constructor(
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    message: string,
    /** The failure's whole body, for answers that carry more than a message (e.g. two-factor). */
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    const { code, values } = problemOf(body);
    this.code = code;
    this.values = values;
  }

  /** The failure a refused call answered: its body's message, code and values. */
  static of(status: number, statusText: string, payload: Record<string, unknown>): ApiError {
    const message = typeof payload.errorMessage === 'string' ? payload.errorMessage : statusText;
    return new ApiError(status, message, payload);
  }

  /** The field a 400 names ("name.ar: At most 200 characters" → "name.ar"), if any. */
  get field(): string | undefined {
    if (this.status !== 400) return undefined;
    return /^([\w.[\]]+): /.exec(this.message)?.[1];
  }

  /** The message without its field name. */
  get detail(): string {
    return this.field ? this.message.slice(this.field.length + 2) : this.message;
  }
}

type Query = Record<string, string | number | boolean | undefined | null>;

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
}

export function apiUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

export async function api<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const { method = 'GET', body, query, signal } = request;
  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'network');
  }
  if (response.status === 204) return undefined as T;
  const payload = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw ApiError.of(response.status, response.statusText, payload);
  return payload as T;
}

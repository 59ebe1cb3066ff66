import type { Problem } from '@shop/contract';
import { vi } from 'vitest';

/** One recorded call: endpoint name, parameters and the language asked for. */
export interface RecordedCall {
  endpoint: string;
  params: Record<string, unknown>;
  language: string | null;
}

// Kept beside the calls rather than in them, so tests comparing whole calls stay as they are.
const sentHeaders = new WeakMap<RecordedCall, Headers>();

/** The headers a recorded call was sent with (X-Request-Id, X-Forwarded-For, ...). */
export function headersOf(call: RecordedCall): Headers {
  const headers = sentHeaders.get(call);
  if (!headers) throw new Error('not a call recorded by stubBackoffice');
  return headers;
}

/** A failure as the back-office words it: its sentence, and its problem code and values when it has one. */
interface Refusal {
  errorMessage: string;
  errorCode?: string;
  errorValues?: Problem['values'];
}

/** The envelope fields of a back-office refusal of `problem` (contract problems.ts). */
export function refusal(problem: Problem): Refusal {
  return { errorMessage: problem.message, errorCode: problem.code, errorValues: problem.values };
}

/** Rows (with the envelope's message and login token when given), or a failure with its status. */
type Answer = (
  call: RecordedCall,
) => { rows: unknown[]; message?: string; token?: string } | ({ status: number } & Refusal);

/**
 * Replaces fetch with a back-office that answers each endpoint with `answers[endpoint]`, wrapped
 * in the protocol's envelope; unknown endpoints answer 404. Returns the calls it received.
 */
export function stubBackoffice(answers: Record<string, Answer>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const endpoint = url.replace(/^.*\/api\/v1\/(dynamic\/dataoperation|common)\//, '');
    const headers = new Headers(init.headers);
    const body = JSON.parse(String(init.body)) as { requestParameters: Record<string, unknown> };
    const call = { endpoint, params: body.requestParameters, language: headers.get('Accept-Language') };
    calls.push(call);
    sentHeaders.set(call, headers);
    const answer = answers[endpoint]?.(call) ?? { status: 404, errorMessage: 'Unknown endpoint' };
    if ('status' in answer) {
      const { status, ...refused } = answer;
      return Response.json({ statusCode: status, message: 'Failed', ...refused, data: '[]' }, { status });
    }
    return Response.json({
      statusCode: 200,
      message: answer.message ?? 'OK',
      errorMessage: '',
      data: JSON.stringify(answer.rows),
      ...(answer.token === undefined ? {} : { token: answer.token }),
    });
  });
  return calls;
}

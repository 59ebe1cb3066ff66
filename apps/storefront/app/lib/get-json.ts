import type { z } from 'zod';

import { type AnswerSchema, readAnswer } from './post-json';

/**
 * What `getJson` gives back: the answer, parsed by its schema; or why there is none.
 * `network`: nothing came back (offline, aborted, or the schema's chunk could not be loaded).
 * `status`: the route answered with an HTTP error (its body is not read). `unreadable`: a 2xx
 * answer came back, but it is not JSON or not what the schema describes.
 */
export type GetJsonResult<Answer> =
  | { ok: true; answer: Answer }
  | { ok: false; failure: 'network'; error: unknown }
  | { ok: false; failure: 'status'; status: number }
  | { ok: false; failure: 'unreadable'; status: number; error: unknown };

/**
 * GETs one of the storefront's own resource routes (same origin, so the session cookie goes with
 * it) and parses a successful JSON answer with `answerSchema` (a schema, or a function importing
 * it, to keep zod out of first-load JS). Failures are values, never thrown; the caller decides
 * what the shopper is told and logs them.
 */
export async function getJson<Schema extends z.ZodType>(
  path: string,
  answerSchema: AnswerSchema<Schema>,
  { signal }: { signal?: AbortSignal } = {},
): Promise<GetJsonResult<z.output<Schema>>> {
  let response: Response;
  let schema: Schema;
  try {
    [response, schema] = await Promise.all([
      fetch(path, { headers: { Accept: 'application/json' }, signal }),
      typeof answerSchema === 'function' ? answerSchema() : answerSchema,
    ]);
  } catch (error) {
    return { ok: false, failure: 'network', error };
  }
  if (!response.ok) return { ok: false, failure: 'status', status: response.status };
  return readAnswer(response, schema);
}

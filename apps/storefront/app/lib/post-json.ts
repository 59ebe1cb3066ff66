import type { z } from 'zod';

/**
 * The zod schema of a resource route's answer, or a function that imports it. zod is kept out of
 * the pages' first-load JS: pass `() => import('./x-result').then((module) => module.XResult)` and
 * the schema's chunk is fetched while the request is on its way.
 */
export type AnswerSchema<Schema extends z.ZodType> = Schema | (() => Promise<Schema>);

/**
 * What `postJson` gives back: the answer, parsed by its schema; or why there is none.
 * `network`: nothing came back (offline, aborted, or the schema's chunk could not be loaded) —
 * the request may or may not have reached the server. `unreadable`: an answer came back, but it
 * is not JSON or not what the schema describes (`status` is the HTTP status it came with).
 */
export type PostJsonResult<Answer> =
  | { ok: true; answer: Answer }
  | { ok: false; failure: 'network'; error: unknown }
  | { ok: false; failure: 'unreadable'; status: number; error: unknown };

/**
 * POSTs `body` as JSON to one of the storefront's own resource routes (same origin, so the session
 * cookie goes with it) and parses the JSON answer, whatever its HTTP status, with `answerSchema`.
 * Failures are values, never thrown; the caller decides what the shopper is told and logs them.
 */
export async function postJson<Schema extends z.ZodType>(
  path: string,
  body: unknown,
  answerSchema: AnswerSchema<Schema>,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PostJsonResult<z.output<Schema>>> {
  let response: Response;
  let schema: Schema;
  try {
    [response, schema] = await Promise.all([
      fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
        signal,
      }),
      typeof answerSchema === 'function' ? answerSchema() : answerSchema,
    ]);
  } catch (error) {
    return { ok: false, failure: 'network', error };
  }
  return readAnswer(response, schema);
}

/** The JSON answer of `response` parsed by `schema`, or why it cannot be read. Shared by postJson and getJson. */
export async function readAnswer<Schema extends z.ZodType>(
  response: Response,
  schema: Schema,
): Promise<
  { ok: true; answer: z.output<Schema> } | { ok: false; failure: 'unreadable'; status: number; error: unknown }
> {
  let json: unknown;
  try {
    json = await response.json();
  } catch (error) {
    return { ok: false, failure: 'unreadable', status: response.status, error };
  }
  const parsed = schema.safeParse(json);
  return parsed.success
    ? { ok: true, answer: parsed.data }
    : { ok: false, failure: 'unreadable', status: response.status, error: parsed.error };
}

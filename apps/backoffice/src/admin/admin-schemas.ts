// Route schemas for the admin API: the contract's zod schemas as JSON Schema, for the OpenAPI
// document (and the answers' serialisation). Input is checked with zod in each handler.
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { AdminFailure, problem, type Problem } from '@shop/contract';
import { describeIssues } from '../protocol/describe-issue';
import { failureEnvelope } from '../protocol/envelope';

/** The JSON Schema of a zod schema; `input` for what a caller sends (defaults optional). */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output' = 'output'): Record<string, unknown> {
  const { $schema: _dialect, ...document } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return document;
}

/** OpenAPI security scheme of a signed-in member's session cookie (`shop_admin`). */
export const STAFF_SESSION_SCHEME = 'staffSession';
/** What a route that takes only a member's session declares in its schema. */
export const staffSessionSecurity = [{ [STAFF_SESSION_SCHEME]: [] }];

/** Every admin failure's shape (code and values beside the sentence); the envelope's other fields are left out. */
export const failureResponses = { '4xx': jsonSchemaOf(AdminFailure), '5xx': jsonSchemaOf(AdminFailure) };

/** A request that failed its schema: INVALID_INPUT, its reason naming the field. */
export const invalidInput = (error: z.ZodError, root = ''): Problem =>
  problem('INVALID_INPUT', { reason: describeIssues(error, root) });

/** Fastify does not validate admin routes: zod does, so that messages name the field the same way everywhere. */
export const noValidation = () => (data: unknown) => ({ value: data });

/** The parsed body, or the 400's problem naming the field. */
export function parseBody<T extends z.ZodType>(
  schema: T,
  body: unknown,
): { ok: true; data: z.infer<T> } | { ok: false; problem: Problem } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, problem: problem('INVALID_INPUT', { reason: 'body: Expected a JSON object' }) };
  }
  const parsed = schema.safeParse(body);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, problem: invalidInput(parsed.error) };
}

/** Answers a failure in the admin's failure shape: the problem's code, sentence and values. */
export const refuse = (reply: FastifyReply, status: number, said: Problem) =>
  reply.code(status).send(failureEnvelope(status, said));

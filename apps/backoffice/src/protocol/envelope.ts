import type { Problem, ProblemCode, ProblemValues } from '@shop/contract';

// The answer envelope every endpoint speaks (ARCHITECTURE.md, "The protocol"): `data` is the
// JSON text of a list, `errorMessage` names what went wrong (with `errorCode` and `errorValues`
// beside it, docs/decisions/003-error-codes.md), login adds `token`.
export interface AnswerEnvelope {
  statusCode: number;
  message: string;
  errorMessage: string;
  errorCode?: ProblemCode;
  errorValues?: ProblemValues;
  data: string;
  token?: string;
}

export function successEnvelope(
  rows: readonly unknown[],
  extra: { message?: string; token?: string } = {},
): AnswerEnvelope {
  const envelope: AnswerEnvelope = {
    statusCode: 200,
    message: extra.message ?? 'Success',
    errorMessage: '',
    data: JSON.stringify(rows),
  };
  if (extra.token) envelope.token = extra.token;
  return envelope;
}

/** A failure's envelope: the problem's code, sentence and values. */
export function failureEnvelope(statusCode: number, said: Problem): AnswerEnvelope {
  const envelope: AnswerEnvelope = {
    statusCode,
    message: 'Failed',
    errorMessage: said.message,
    errorCode: said.code,
    data: '[]',
  };
  if (said.values) envelope.errorValues = said.values;
  return envelope;
}

/** JSON schema of the envelope, for the OpenAPI document and fast serialisation. */
export const envelopeJsonSchema = {
  type: 'object',
  properties: {
    statusCode: { type: 'integer' },
    message: { type: 'string' },
    errorMessage: { type: 'string' },
    errorCode: { type: 'string', description: 'Stable code of a business error (contract problems.ts)' },
    errorValues: {
      type: 'object',
      additionalProperties: { type: ['string', 'number'] },
      description: 'Values the errorMessage names, for a translation by errorCode',
    },
    data: { type: 'string', description: 'JSON text of a list of rows' },
    token: { type: 'string', description: 'Session token (login only)' },
  },
  required: ['statusCode', 'message', 'errorMessage', 'data'],
} as const;

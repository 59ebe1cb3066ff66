// The answer envelope every endpoint speaks (ARCHITECTURE.md, "The protocol"): `data` is the
// JSON text of a list, `errorMessage` names what went wrong, login adds `token`.
export interface AnswerEnvelope {
  statusCode: number;
  message: string;
  errorMessage: string;
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

export function failureEnvelope(statusCode: number, errorMessage: string): AnswerEnvelope {
  return { statusCode, message: 'Failed', errorMessage, data: '[]' };
}

/** JSON schema of the envelope, for the OpenAPI document and fast serialisation. */
export const envelopeJsonSchema = {
  type: 'object',
  properties: {
    statusCode: { type: 'integer' },
    message: { type: 'string' },
    errorMessage: { type: 'string' },
    data: { type: 'string', description: 'JSON text of a list of rows' },
    token: { type: 'string', description: 'Session token (login only)' },
  },
  required: ['statusCode', 'message', 'errorMessage', 'data'],
} as const;

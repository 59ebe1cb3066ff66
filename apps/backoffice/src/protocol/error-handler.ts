import { problem } from '@shop/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { failureEnvelope } from './envelope';
import { Overloaded } from './overloaded';

// Fastify's own errors for bodies it could not read: the caller's fault, so 400 with a reason.
const badBodyReasons: Record<string, (limit: number) => string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => 'body: The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: () => 'body: The request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: (limit) => `body: The request body is larger than the limit of ${limit} bytes`,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => 'body: The request body must be JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => 'body: The Content-Length header does not match the body',
};

/**
 * Answers every failure in the protocol's envelope: bad input is a 400 that says why, anything
 * unexpected is logged once with the request's context and answered without its details.
 */
export function installErrorHandlers(app: FastifyInstance, bodyLimit: number): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const badBody = error.code ? badBodyReasons[error.code] : undefined;
    if (badBody)
      return reply.code(400).send(failureEnvelope(400, problem('INVALID_INPUT', { reason: badBody(bodyLimit) })));
    if (error instanceof Overloaded) {
      return reply
        .code(503)
        .header('Retry-After', String(error.retryAfterSeconds))
        .send(failureEnvelope(503, error.problem));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(failureEnvelope(status, problem('INVALID_INPUT', { reason: error.message })));
    }
    request.log.error({ err: error, url: request.url }, 'request failed');
    return reply.code(500).send(failureEnvelope(500, problem('UNEXPECTED')));
  });

  app.setNotFoundHandler((request, reply) => {
    const what = request.url.startsWith('/api/') ? 'Unknown endpoint' : 'Not found';
    return reply
      .code(404)
      .send(
        failureEnvelope(404, problem('NOT_FOUND', { what: `${what}: ${request.method} ${request.url.split('?')[0]}` })),
      );
  });
}

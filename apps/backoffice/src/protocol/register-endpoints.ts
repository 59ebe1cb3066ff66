import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  endpoints,
  type EndpointName,
  type ParsedParamsOf,
  type SessionEndpointName,
  type WireRowOf,
  problem,
} from '@shop/contract';
import { resolveSession, type ClaimedUser } from '../accounts/sessions';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { RequestContext, SignedInContext } from './context';
import { describeIssues } from './describe-issue';
import { envelopeJsonSchema, failureEnvelope, successEnvelope } from './envelope';
import { languageIdOf } from './language';
import type { Outcome } from './outcome';
import { NUL_CHARACTER_MESSAGE, fieldWithNulCharacter } from './text-check';

export type EndpointHandler<N extends EndpointName> = (
  params: ParsedParamsOf<N>,
  context: RequestContext,
) => Promise<Outcome<WireRowOf<N>>>;

/** The handler of an endpoint whose contract says `requiresSession`: it is given the signed-in user. */
export type SignedInHandler<N extends EndpointName> = (
  params: ParsedParamsOf<N>,
  context: SignedInContext,
) => Promise<Outcome<WireRowOf<N>>>;

export type EndpointHandlers = { [N in EndpointName]?: EndpointHandler<N> };

/**
 * The endpoint handler of a SignedInHandler. registerEndpoints checks the session of every endpoint
 * whose contract says `requiresSession` and passes it on; only those endpoints type-check here.
 */
export function signedIn<N extends SessionEndpointName>(handler: SignedInHandler<N>): EndpointHandler<N> {
  return (params, context) => {
    const { session } = context;
    if (!session) throw new Error('signedIn: this endpoint does not require a session in the contract');
    return handler(params, { ...context, session });
  };
}

const Body = z.object({ requestParameters: z.unknown().optional() }).passthrough();

function headerText(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** OpenAPI description of an endpoint's parameters; documentation only, never used to validate. */
function documentedBody(params: z.ZodType): unknown {
  try {
    return {
      type: 'object',
      properties: { requestParameters: z.toJSONSchema(params, { io: 'input', unrepresentable: 'any' }) },
    };
  } catch {
    return { type: 'object', properties: { requestParameters: { type: 'object' } } };
  }
}

/**
 * Turns each handler into `POST /api/v1/{dynamic/dataoperation|common}/{name}` speaking the protocol.
 * An endpoint whose contract says `requiresSession` answers 401 without a live session, or when a
 * UserID (the header, or the parameters' UserID/UserId) names anyone else; its handler is not reached.
 */
export function registerEndpoints(
  app: FastifyInstance,
  handlers: EndpointHandlers,
  deps: { db: Database; config: Config },
): void {
  for (const name of Object.keys(handlers) as EndpointName[]) {
    const endpoint = endpoints[name];
    const handler = handlers[name] as EndpointHandler<EndpointName>;
    app.post(endpoint.path, {
      schema: {
        summary: endpoint.summary,
        tags: [endpoint.scope],
        body: documentedBody(endpoint.params as z.ZodType),
        response: { default: envelopeJsonSchema },
      },
      // zod (through the contract) validates; the JSON schema above only documents.
      validatorCompiler: () => (data) => ({ value: data }),
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const body = Body.safeParse(request.body ?? {});
        if (!body.success) {
          return reply
            .code(400)
            .send(
              failureEnvelope(
                400,
                problem('INVALID_INPUT', { reason: 'The body must be a JSON object with requestParameters' }),
              ),
            );
        }
        const params = (endpoint.params as z.ZodType).safeParse(body.data.requestParameters ?? {});
        if (!params.success) {
          return reply
            .code(400)
            .send(failureEnvelope(400, problem('INVALID_INPUT', { reason: describeIssues(params.error) })));
        }
        const nulField = fieldWithNulCharacter(params.data);
        if (nulField)
          return reply
            .code(400)
            .send(failureEnvelope(400, problem('INVALID_INPUT', { reason: `${nulField}: ${NUL_CHARACTER_MESSAGE}` })));
        const context: RequestContext = {
          ...deps,
          log: request.log,
          languageId: languageIdOf(headerText(request.headers['accept-language'])),
          token: headerText(request.headers.token),
          userIdHeader: headerText(request.headers.userid),
          idempotencyKey: headerText(request.headers['idempotency-key']),
          ip: request.ip,
        };
        const session = endpoint.requiresSession
          ? await resolveSession(context, params.data as ClaimedUser)
          : undefined;
        if (session && !session.ok) {
          return reply.code(session.statusCode).send(failureEnvelope(session.statusCode, session.problem));
        }
        if (session) context.session = { userId: session.userId, sessionId: session.sessionId };
        const outcome = await handler(params.data as never, context);
        if (!outcome.ok)
          return reply.code(outcome.statusCode).send(failureEnvelope(outcome.statusCode, outcome.problem));
        return reply.send(successEnvelope(outcome.rows, outcome));
      },
    });
  }
}

import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';

/** What every endpoint handler may use besides its parameters. */
export interface RequestContext {
  db: Database;
  config: Config;
  log: FastifyBaseLogger;
  /** 1 English, 2 Arabic: the language the answer's texts are in. */
  languageId: number;
  /** The `Token` header as sent (empty when absent). */
  token: string;
  /** The `UserID` header as sent (empty when absent). */
  userIdHeader: string;
  /** The `Idempotency-Key` header (empty when absent). */
  idempotencyKey: string;
  /** The caller's address, for rate limits. */
  ip: string;
  /** The signed-in user, when the endpoint's contract says requiresSession (see signedIn in register-endpoints.ts). */
  session?: Session;
}

/** The signed-in user of a request, from its `Token` header. */
export interface Session {
  userId: number;
  sessionId: number;
}

/**
 * What the handler of an endpoint whose contract says `requiresSession` is given: registerEndpoints
 * has checked the session (and any UserID the request claims) before the handler runs.
 */
export interface SignedInContext extends RequestContext {
  session: Session;
}

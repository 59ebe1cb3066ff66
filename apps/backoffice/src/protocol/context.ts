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
}

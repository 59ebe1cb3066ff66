import type { AppLoadContext } from 'react-router';

import { CLIENT_ADDRESS_HEADER } from '../../../server/request-context.js';
import { REQUEST_ID_HEADER } from '../../../server/request-id.js';
import { serverEnv } from '../env.server';

declare module 'react-router' {
  // What server.js hands every loader and action (server/request-context.js). Each may be missing:
  // `react-router dev` has no server.js in front, and unit tests call loaders with `context: {}`.
  interface AppLoadContext {
    /** The shop's public origin (STOREFRONT_URL): absolute links are built on it, never on Host. */
    publicOrigin?: string;
    /** The request's id, answered in X-Request-Id and sent to the back-office with each call made for it. */
    requestId?: string;
    /** The shopper's address (under TRUST_PROXY), for the back-office's per-address limits. */
    clientAddress?: string;
    /** This answer's Content-Security-Policy nonce, for the inline scripts of the server rendering. */
    cspNonce?: string;
  }
}

/** A request's context, whoever called the loader. */
export interface RequestContext {
  publicOrigin: string;
  /** None under `react-router dev`. */
  requestId: string | undefined;
  /** Empty under `react-router dev`. */
  clientAddress: string;
  /** None under `react-router dev`, which sends no Content-Security-Policy. */
  cspNonce: string | undefined;
}

/**
 * The context server.js gave the loader, else what the request itself carries: server.js also writes
 * the request id and the shopper's address into its headers, for code not handed the context yet; the
 * public origin is then the configured one.
 */
export function requestContextOf(request: Request, context: AppLoadContext = {}): RequestContext {
  return {
    publicOrigin: context.publicOrigin ?? serverEnv.STOREFRONT_URL,
    requestId: context.requestId ?? request.headers.get(REQUEST_ID_HEADER) ?? undefined,
    clientAddress: context.clientAddress ?? request.headers.get(CLIENT_ADDRESS_HEADER) ?? '',
    cspNonce: context.cspNonce || undefined,
  };
}

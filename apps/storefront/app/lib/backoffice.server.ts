import { type BackofficeClient, type CallInit, createBackofficeClient } from '@shop/contract';
import type { AppLoadContext } from 'react-router';

import { serverEnv } from './env.server';
import type { ShopLanguage } from './language';
import { requestContextOf } from './http/request-context.server';
import { sessionFromRequest } from './session/session.server';

// A page should not hang on a stuck back-office; past this the call fails like any other.
const BACKOFFICE_TIMEOUT_MS = 10_000;

/**
 * A back-office client acting for the shopper behind `request`, asking for rows in `language`
 * (sent as Accept-Language, which the protocol leaves free; a host that ignores it answers in
 * English). The session token and user id come from the request's httpOnly session cookie; a
 * visitor's calls send them empty. The shopper's address and the request id come from the loader's
 * `context` (read from the request when none is given). Calls stop when the shopper goes away or the
 * back-office takes too long.
 */
export function backofficeFor(request: Request, language: ShopLanguage, context?: AppLoadContext): BackofficeClient {
  const session = sessionFromRequest(request);
  const { clientAddress, requestId } = requestContextOf(request, context);
  const client = createBackofficeClient({
    baseUrl: serverEnv.BACKOFFICE_URL,
    token: session?.token ?? '',
    userId: session?.userId ?? '',
    headers: {
      'Accept-Language': language.code,
      // The back-office limits some calls per shopper address: pass on the shopper's, not ours.
      'X-Forwarded-For': clientAddress,
      // One id follows a page through both apps' logs.
      ...(requestId ? { 'X-Request-Id': requestId } : {}),
    },
  });
  return {
    call: (name, params, init: CallInit = {}) =>
      client.call(name, params, {
        ...init,
        signal: init.signal ?? AbortSignal.any([request.signal, AbortSignal.timeout(BACKOFFICE_TIMEOUT_MS)]),
      }),
  };
}

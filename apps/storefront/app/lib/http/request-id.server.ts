import type { AppLoadContext } from 'react-router';

import { requestContextOf } from './request-context.server';

/**
 * The request's id for a call to the back-office, which logs the call under it: one id follows a page
 * through both apps' logs. None under `react-router dev`, which has no server.js in front.
 */
export function requestIdHeaders(request: Request, context?: AppLoadContext): Record<string, string> {
  const { requestId } = requestContextOf(request, context);
  return requestId ? { 'X-Request-Id': requestId } : {};
}

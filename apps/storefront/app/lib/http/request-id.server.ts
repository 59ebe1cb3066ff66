/** Must match REQUEST_ID_HEADER in server/request-id.js, which sets it: the caller's sane id or a new one. */
const REQUEST_ID_HEADER = 'x-request-id';

/**
 * The request's id for a call to the back-office, which logs the call under it: one id follows a page
 * through both apps' logs. None under `react-router dev`, which has no server.js in front.
 */
export function requestIdHeaders(request: Request): Record<string, string> {
  const id = request.headers.get(REQUEST_ID_HEADER);
  return id ? { 'X-Request-Id': id } : {};
}

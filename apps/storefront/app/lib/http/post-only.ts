/** The loader of a route only POST may use: a GET (a crawler, a typed URL) is told so instead of causing a server error. */
export function postOnly(): Response {
  return Response.json({ errorMessage: 'Method Not Allowed' }, { status: 405, headers: { Allow: 'POST' } });
}

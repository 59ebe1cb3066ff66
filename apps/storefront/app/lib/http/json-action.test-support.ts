/** The session cookie of a signed-in shopper (user 7), as the action tests send it. */
export const SESSION_COOKIE = 'shop_session=7.abcdefghijklmnopqrstuvwxyz012345';

/**
 * Posts `body` as JSON to a resource route's `action` at `url`, with `cookie` (a signed-in
 * shopper's session unless told otherwise; null for none), and reads the answer: its status, its
 * JSON body, and its Set-Cookie header when it has one.
 */
export async function postJsonTo<Args>(
  action: (args: Args) => Promise<Response>,
  url: string,
  body: unknown,
  cookie: string | null = SESSION_COOKIE,
) {
  const response = await action({
    request: new Request(url, {
      method: 'POST',
      headers: cookie ? { Cookie: cookie } : {},
      body: JSON.stringify(body),
    }),
    params: {},
    context: {},
  } as unknown as Args);
  const setCookie = response.headers.get('Set-Cookie');
  return { status: response.status, body: (await response.json()) as unknown, ...(setCookie && { setCookie }) };
}

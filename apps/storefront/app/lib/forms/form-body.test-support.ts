/** The body of a browser's form post (form-encoded), for action tests; a field left undefined is not sent. */
export function formBody(fields: Record<string, unknown>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) body.set(name, String(value));
  return body;
}

/**
 * The JSON object a form posted, or null for anything else (another content type, unreadable JSON,
 * a list). Forms post JSON on purpose: a page of another site cannot send JSON here without the
 * browser asking this server first, so nobody can submit a shopper's forms from elsewhere.
 */
export async function readJsonObject(request: Request): Promise<Record<string, unknown> | null> {
  if (!request.headers.get('Content-Type')?.toLowerCase().startsWith('application/json')) return null;
  const body: unknown = await request.json().catch(() => null);
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
}

/** A posted field as text: strings as they are, numbers written out, anything else empty. */
export function textOf(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A site of someone else's, serving one page, for cross-site request tests. */
export interface AttackerSite {
  /** The page's address: http://127.0.0.1:{another port}/, another origin but the same site as the shop. */
  url: string;
  close(): Promise<void>;
}

/**
 * Serves `html` from a second local server on a port of its own. Same host, other port: another
 * origin, but the same *site* for the browser, so the shop's SameSite=Lax cookie goes along with its
 * posts; the hardest case for a shop that trusted cookies alone.
 */
export async function startAttackerSite(html: string): Promise<AttackerSite> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    response.end(html);
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** One forged request an attacker's page sends to the shop. */
export interface ForgedRequest {
  /** The shop's address it goes to. */
  url: string;
  kind: 'form' | 'fetch';
  /** Form posts: fields, or (text/plain) one name and value that together spell a JSON body. */
  fields?: Record<string, string>;
  enctype?: 'application/x-www-form-urlencoded' | 'text/plain';
  /** no-cors fetch: the body, sent as text/plain with the shopper's cookies. */
  body?: string;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#39;');

/**
 * A page that sends every request at once when it opens: forms into hidden frames (so the page
 * stays), and no-cors fetches with credentials. This is all a page of another origin can do without
 * the shop's consent: no custom header, no JSON Content-Type (those would need a CORS preflight).
 */
export function attackPage(requests: readonly ForgedRequest[]): string {
  const parts = requests.map((request, index) => {
    if (request.kind === 'fetch') {
      const init = { method: 'POST', mode: 'no-cors', credentials: 'include', body: request.body ?? '' };
      return `<script>fetch(${JSON.stringify(request.url)}, ${JSON.stringify(init)}).catch(() => {});</script>`;
    }
    const inputs = Object.entries(request.fields ?? {})
      .map(([name, value]) => `<input type='hidden' name='${escapeAttribute(name)}' value='${escapeAttribute(value)}'>`)
      .join('');
    return (
      `<iframe name='frame${index}' title='frame${index}' hidden></iframe>` +
      `<form id='form${index}' method='POST' action='${escapeAttribute(request.url)}' target='frame${index}' ` +
      `enctype='${request.enctype ?? 'application/x-www-form-urlencoded'}'>${inputs}</form>` +
      `<script>document.getElementById('form${index}').submit();</script>`
    );
  });
  return `<!doctype html><html><head><title>Win a prize</title></head><body>${parts.join('\n')}</body></html>`;
}

/**
 * A JSON body as a text/plain form sends it: the field's name holds the JSON up to a last dummy
 * member, and the browser's `=` and the value close it (`{..., "pad": "=" }`).
 */
export function jsonAsTextPlainForm(body: Record<string, unknown>): Record<string, string> {
  const json = JSON.stringify({ ...body, pad: '' });
  return { [json.slice(0, -2)]: '"}' };
}

import { expect, test } from '../support/test';
import { BACKOFFICE_URL, STOREFRONT_URL } from '../support/servers';

// The probes of both apps as built, the way a load balancer asks: no cookie, no language in the
// path, no origin. The storefront answers them itself rather than sending them to a language's page.

for (const [app, url] of [
  ['back-office', BACKOFFICE_URL],
  ['storefront', STOREFRONT_URL],
] as const) {
  test(`the ${app} answers /healthz and /readyz`, async ({ request }) => {
    for (const probe of ['/healthz', '/readyz']) {
      const answer = await request.get(`${url}${probe}`, { maxRedirects: 0 });
      expect(answer.status(), probe).toBe(200);
      expect(await answer.json(), probe).toEqual({ status: 'ok' });
      expect(answer.headers()['cache-control'], probe).toBe('no-store');
    }
  });
}

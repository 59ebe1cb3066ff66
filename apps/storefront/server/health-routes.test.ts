// The storefront's probes, answered before its guards, page cache and React Router, against a
// stand-in back-office whose /readyz the test sets.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';

import { type StandInShop, startStandInShop } from './stand-in-servers.test-support';

/** What the stand-in back-office's /readyz does: answer with a status, or never answer. */
let backofficeReadiness: number | 'hang';
let stopping: boolean;
let rendered: string[];
let shop: StandInShop;
let storefrontUrl: string;

beforeAll(async () => {
  shop = await startStandInShop({
    backoffice: (req, res) => {
      if (req.url !== '/readyz' || backofficeReadiness === 'hang') return;
      res.writeHead(backofficeReadiness, { 'content-type': 'application/json' }).end('{}');
    },
    render: (req, res) => {
      rendered.push(req.url);
      res.send('page');
    },
    isStopping: () => stopping,
  });
  storefrontUrl = shop.storefrontUrl;
});

afterAll(() => shop.close());

beforeEach(() => {
  backofficeReadiness = 200;
  stopping = false;
  rendered = [];
});

// A probe from another site: no origin check or session applies to it.
const probe = (path: string) =>
  fetch(`${storefrontUrl}${path}`, { headers: { Origin: 'http://balancer.example', 'Sec-Fetch-Site': 'cross-site' } });

describe('/healthz', () => {
  test('answers that the process is alive, without rendering a page or caching', async () => {
    const answer = await probe('/healthz');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: 'ok' });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(rendered).toEqual([]);
  });
});

describe('/readyz', () => {
  test('answers 200 when the back-office is ready', async () => {
    const answer = await probe('/readyz');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: 'ok' });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(rendered).toEqual([]);
  });

  test('answers 503 naming the back-office when it is not ready', async () => {
    backofficeReadiness = 503;
    const answer = await probe('/readyz');
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ status: 'unavailable', failed: ['backoffice'] });
  });

  test('gives up on a back-office that does not answer within 3 s', async () => {
    backofficeReadiness = 'hang';
    // A back-office that never answers would keep the probe waiting for ever without the limit.
    const answer = await probe('/readyz');
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ status: 'unavailable', failed: ['backoffice'] });
  });

  test('answers 503 once the storefront is stopping, whatever the back-office says', async () => {
    stopping = true;
    const answer = await probe('/readyz');
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ status: 'unavailable', failed: ['stopping'] });
  });
});

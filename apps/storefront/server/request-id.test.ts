// The request id through the storefront's own calls to the back-office (the /media proxy and the
// readiness probe) and past the page cache, against a stand-in back-office that records the ids it gets.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';

import { saneRequestId } from './request-id.js';
import { type StandInShop, startStandInShop } from './stand-in-servers.test-support';

/** The X-Request-Id of each request the stand-in back-office got, by path. */
let received: [string | undefined, string | string[] | undefined][];
let renders: number;
let shop: StandInShop;
let storefrontUrl: string;

beforeAll(async () => {
  shop = await startStandInShop({
    backoffice: (req, res) => {
      received.push([req.url, req.headers['x-request-id']]);
      res.writeHead(200, { 'content-type': req.url === '/readyz' ? 'application/json' : 'image/png' }).end('{}');
    },
    render: (_req, res) => {
      renders += 1;
      res.set('Cache-Control', 'public, max-age=0, s-maxage=60').send(`page ${renders}`);
    },
  });
  storefrontUrl = shop.storefrontUrl;
});

afterAll(() => shop.close());

beforeEach(() => {
  received = [];
  renders = 0;
});

const get = async (path: string, id?: string) => {
  const response = await fetch(storefrontUrl + path, { headers: id ? { 'X-Request-Id': id } : {} });
  await response.arrayBuffer();
  return response;
};

describe('the request id', () => {
  test('goes with the /media proxy’s and the readiness probe’s calls to the back-office', async () => {
    const picture = await get('/media/products/olive-oil.png', 'media-1');
    const ready = await get('/readyz', 'probe-1');
    const fresh = await get('/media/products/soap.png', 'not sane!');

    expect([picture.status, ready.status, fresh.status]).toEqual([200, 200, 200]);
    expect([picture.headers.get('x-request-id'), ready.headers.get('x-request-id')]).toEqual(['media-1', 'probe-1']);
    expect(received).toEqual([
      ['/media/products/olive-oil.png', 'media-1'],
      ['/readyz', 'probe-1'],
      ['/media/products/soap.png', fresh.headers.get('x-request-id')],
    ]);
    expect(fresh.headers.get('x-request-id')).not.toBe('not sane!');
  });

  test('of a page from the page cache is that request’s own, not the one the page was rendered for', async () => {
    const rendered = await get('/en/faq', 'first-visitor');
    const kept = await get('/en/faq', 'second-visitor');

    expect(renders).toBe(1);
    expect(kept.headers.get('age')).not.toBeNull();
    expect([rendered.headers.get('x-request-id'), kept.headers.get('x-request-id')]).toEqual([
      'first-visitor',
      'second-visitor',
    ]);
  });
});

describe('saneRequestId', () => {
  test('takes 1 to 128 letters, digits and . _ : -', () => {
    for (const id of ['a', 'lb-7f3a.19:2_x', 'x'.repeat(128), '0f8e0c1a-1b2c-4d3e-8f90-123456789abc']) {
      expect(saneRequestId(id)).toBe(id);
    }
  });

  test('refuses anything else', () => {
    for (const id of ['', 'x'.repeat(129), 'two words', 'a,b', 'é', '<x>', 'a\nb', undefined, ['a', 'b']]) {
      expect(saneRequestId(id)).toBeUndefined();
    }
  });
});

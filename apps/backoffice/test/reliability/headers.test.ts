// Headers: every answer of the back-office, whatever its kind (protocol answers, refusals, 404s,
// media, files, the OpenAPI page and its assets), carries a Content-Security-Policy that forbids
// plugins, foreign <base> and framing, nosniff, a Referrer-Policy and HSTS.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DOWNLOAD_DIGITAL_FILE_PATH, endpointPath } from '@shop/contract';
import { findPlaces } from '../support/shopper';
import { sessionHeaders } from '../support/checkout';
import { createTestShop, type TestShop } from '../support/test-app';
import { createCustomers, type Customer } from './customers';

/** HSTS must hold for at least half a year to be worth having (and to be preloadable, a year). */
const MIN_HSTS_SECONDS = 15_552_000;

let shop: TestShop;
let customer: Customer;
let mediaFile: string;

beforeAll(async () => {
  shop = await createTestShop({ env: { BODY_LIMIT_BYTES: '2048' } });
  customer = (await createCustomers(shop.db, (await findPlaces(shop)).home, 1, 'headers'))[0]!;
  const files = await fs.readdir(shop.config.mediaDir, { recursive: true, withFileTypes: true });
  const image = files.find((file) => file.isFile());
  mediaFile = path.relative(shop.config.mediaDir, path.join(image!.parentPath, image!.name));
});

afterAll(async () => {
  await shop?.close();
});

type Method = 'GET' | 'HEAD' | 'POST' | 'OPTIONS';

interface Probe {
  what: string;
  method: Method;
  url: string;
  headers?: Record<string, string>;
  payload?: string;
  status: number;
}

const json = { 'content-type': 'application/json' };
const call = (params: unknown) => JSON.stringify({ requestParameters: params });

function probes(): Probe[] {
  const products = endpointPath('get-all-products');
  return [
    { what: 'a protocol answer', method: 'POST', url: products, headers: json, payload: call({}), status: 200 },
    { what: 'bad input', method: 'POST', url: products, headers: json, payload: call({ PageNo: 'x' }), status: 400 },
    { what: 'a body that is not JSON', method: 'POST', url: products, headers: json, payload: '{', status: 400 },
    {
      what: 'a body too large',
      method: 'POST',
      url: products,
      headers: json,
      payload: call({ x: 'y'.repeat(4096) }),
      status: 400,
    },
    {
      what: 'no session',
      method: 'POST',
      url: endpointPath('get-customer-order-history-master'),
      headers: json,
      payload: call({ UserId: 1 }),
      status: 401,
    },
    {
      what: "someone else's order",
      method: 'POST',
      url: endpointPath('get-customer-order-history-detail'),
      headers: { ...json, ...sessionHeaders(customer) },
      payload: call({ OrderId: 999_999 }),
      status: 404,
    },
    {
      what: 'an unknown endpoint',
      method: 'POST',
      url: '/api/v1/common/no-such-endpoint',
      headers: json,
      payload: call({}),
      status: 404,
    },
    { what: 'an unknown page', method: 'GET', url: '/no-such-page', status: 404 },
    { what: 'the health check', method: 'GET', url: '/health', status: 200 },
    { what: 'a picture', method: 'GET', url: `/media/${mediaFile}`, status: 200 },
    { what: 'a picture, HEAD', method: 'HEAD', url: `/media/${mediaFile}`, status: 200 },
    { what: 'a missing picture', method: 'GET', url: '/media/no-such-picture.webp', status: 404 },
    { what: 'a download without a session', method: 'GET', url: `${DOWNLOAD_DIGITAL_FILE_PATH}/1/x`, status: 401 },
    { what: 'a download of a bad item', method: 'GET', url: `${DOWNLOAD_DIGITAL_FILE_PATH}/abc/x`, status: 400 },
    { what: 'the OpenAPI page', method: 'GET', url: '/api/docs/', status: 200 },
    { what: 'the OpenAPI document', method: 'GET', url: '/api/docs/json', status: 200 },
    { what: "the OpenAPI page's script", method: 'GET', url: '/api/docs/static/swagger-initializer.js', status: 200 },
    { what: 'a CORS preflight', method: 'OPTIONS', url: products, status: 404 },
  ];
}

it('sets the security headers on every kind of answer', async () => {
  const wrong: string[] = [];
  for (const probe of probes()) {
    const reply = await shop.app.inject({
      method: probe.method,
      url: probe.url,
      headers: probe.headers,
      ...(probe.payload === undefined ? {} : { payload: probe.payload }),
    });
    const header = (name: string) => String(reply.headers[name] ?? '');
    const csp = header('content-security-policy');
    const hsts = /max-age=(\d+)/.exec(header('strict-transport-security'));
    const problems = [
      reply.statusCode !== probe.status && `status ${reply.statusCode}, not ${probe.status}`,
      !/(^|;)\s*object-src 'none'/.test(csp) && "no object-src 'none'",
      !/(^|;)\s*base-uri '(self|none)'/.test(csp) && 'no base-uri',
      !/(^|;)\s*frame-ancestors 'none'/.test(csp) && "no frame-ancestors 'none'",
      header('x-content-type-options') !== 'nosniff' && 'no nosniff',
      !header('referrer-policy') && 'no Referrer-Policy',
      !(hsts && Number(hsts[1]) >= MIN_HSTS_SECONDS) && 'no HSTS of half a year',
    ].filter(Boolean);
    if (problems.length > 0)
      wrong.push(`${probe.what} (${probe.method} ${probe.url}): ${problems.join(', ')}; CSP: ${csp}`);
  }
  expect(wrong).toEqual([]);
});

// Fuzz: fast-check makes bodies and headers for every endpoint of the contract registry (wrong
// types, huge strings, deep nesting, __proto__, negative and fractional quantities, Unicode) and
// the back-office must answer each without a 5xx and without anything that looks like a stack trace.
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { DOWNLOAD_DIGITAL_FILE_PATH, endpoints } from '@shop/contract';
import { findPlaces } from '../support/shopper';
import { createTestShop, type TestShop } from '../support/test-app';
import { createCustomers, type Customer } from './customers';
import { hostileBody, hostileHeaders, STACK_TRACE } from './hostile-input';
import { timed } from './timing';
import { validParams } from '../support/valid-calls';

/** Generated calls per endpoint. */
const RUNS_PER_ENDPOINT = 100;
const OTHER_ROUTE_RUNS = 150;
const SHOWN_BODY_CHARS = 300;

let shop: TestShop;
let customers: Customer[];

beforeAll(async () => {
  shop = await createTestShop();
  customers = await createCustomers(shop.db, (await findPlaces(shop)).home, 2, 'fuzzer');
});

afterAll(async () => {
  await shop?.close();
});

const shorten = (text: string) => (text.length > SHOWN_BODY_CHARS ? `${text.slice(0, SHOWN_BODY_CHARS)}…` : text);

/** Throws (so fast-check reports the input) when the back-office failed or leaked its insides. */
function expectHandled(reply: LightMyRequestResponse, request: string): void {
  if (reply.statusCode >= 500 || STACK_TRACE.test(reply.body)) {
    throw new Error(`${request} answered ${reply.statusCode}: ${shorten(reply.body)}`);
  }
}

/** The fields an endpoint's parameters schema names (zod object shapes). */
function fieldsOf(params: unknown): string[] {
  const shape = (params as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
}

describe(`every endpoint of the contract answers ${RUNS_PER_ENDPOINT} generated calls without a 5xx or a stack trace`, () => {
  it('holds for all of them', async () => {
    const list = Object.values(endpoints);
    const valid = validParams(customers[0]!.userId);
    await timed(`fuzz ${shop.driver}: ${list.length} endpoints × ${RUNS_PER_ENDPOINT} calls`, async () => {
      for (const endpoint of list) {
        await fc.assert(
          fc.asyncProperty(
            hostileBody(fieldsOf(endpoint.params), valid[endpoint.name as keyof typeof valid]),
            hostileHeaders(customers),
            async (body, headers) => {
              const reply = await shop.app.inject({ method: 'POST', url: endpoint.path, headers, payload: body });
              expectHandled(
                reply,
                `${endpoint.name} with ${shorten(body)} and ${JSON.stringify(headers).slice(0, 200)}`,
              );
            },
          ),
          { numRuns: RUNS_PER_ENDPOINT, endOnFailure: true },
        );
      }
    });
  });

  it('holds for downloads, media, documentation and unknown paths', async () => {
    const segment = fc.oneof(
      fc.string({ maxLength: 30 }).map(encodeURIComponent),
      fc.constantFrom(
        '..',
        '%2e%2e',
        '%00',
        '-1',
        '0',
        '1.5',
        '99999999999999999999',
        'a'.repeat(2_000),
        customers[0]!.token,
      ),
      fc.integer().map(String),
    );
    const path = fc.oneof(
      fc.tuple(segment, segment).map(([item, token]) => `${DOWNLOAD_DIGITAL_FILE_PATH}/${item}/${token}`),
      fc.array(segment, { maxLength: 4 }).map((parts) => `/media/${parts.join('/')}`),
      fc.array(segment, { maxLength: 3 }).map((parts) => `/api/v1/dynamic/dataoperation/${parts.join('/')}`),
      fc.array(segment, { maxLength: 3 }).map((parts) => `/api/v1/common/${parts.join('/')}`),
      fc.array(segment, { maxLength: 3 }).map((parts) => `/api/docs/${parts.join('/')}`),
      fc.array(segment, { maxLength: 3 }).map((parts) => `/${parts.join('/')}`),
    );
    const method = fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH') as fc.Arbitrary<
      'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE' | 'OPTIONS' | 'PATCH'
    >;
    await timed(`fuzz ${shop.driver}: other routes × ${OTHER_ROUTE_RUNS} calls`, async () => {
      await fc.assert(
        fc.asyncProperty(method, path, hostileBody([]), async (verb, url, body) => {
          const withBody = verb !== 'GET' && verb !== 'HEAD';
          const reply = await shop.app.inject({
            method: verb,
            url,
            headers: withBody ? { 'content-type': 'application/json' } : {},
            ...(withBody ? { payload: body } : {}),
          });
          expectHandled(reply, `${verb} ${shorten(url)}`);
        }),
        { numRuns: OTHER_ROUTE_RUNS, endOnFailure: true },
      );
    });
  });
});

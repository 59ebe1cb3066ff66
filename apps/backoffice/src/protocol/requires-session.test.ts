// Every endpoint whose contract says requiresSession answers 401 without a live session, before its
// handler runs: checked once in registerEndpoints (with handlers that only record being reached), and
// through the shop's own handlers in both payment set-ups (sandbox, and live PayPal against a fake).
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENDPOINT_NAMES,
  endpointPath,
  endpoints,
  problem,
  type EndpointName,
  type SessionEndpointName,
} from '@shop/contract';
import { sessionHeaders, type Shopper } from '../../test/support/checkout';
import { payPalEnv, startFakePayPal, type FakePayPal } from '../../test/support/fake-paypal';
import { findPlaces, signUpAndLogIn } from '../../test/support/shopper';
import { createTestShop, type TestShop } from '../../test/support/test-app';
import { validParams } from '../../test/support/valid-calls';
import type { Session } from './context';
import { rows } from './outcome';
import { registerEndpoints, signedIn, type EndpointHandlers } from './register-endpoints';

const signedInEndpoints = ENDPOINT_NAMES.filter((name): name is SessionEndpointName => endpoints[name].requiresSession);
const MADE_UP_TOKEN = 'A'.repeat(43);

let shop: TestShop;
let paypal: FakePayPal;
let payPalShop: TestShop;
let alice: Shopper;
let bob: Shopper;

beforeAll(async () => {
  paypal = await startFakePayPal();
  [shop, payPalShop] = await Promise.all([createTestShop(), createTestShop({ env: payPalEnv(paypal) })]);
  const home = (await findPlaces(shop)).home;
  alice = await signUpAndLogIn(shop, home, 'alice@example.com');
  bob = await signUpAndLogIn(shop, home, 'bob@example.com');
});
afterAll(async () => {
  await shop?.close();
  await payPalShop?.close();
  await paypal?.close();
});

/** POSTs an endpoint's valid parameters (as `userId` would send them) with `headers`. */
async function call(app: FastifyInstance, name: EndpointName, userId: number, headers: Record<string, string>) {
  const reply = await app.inject({
    method: 'POST',
    url: endpointPath(name),
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ requestParameters: validParams(userId)[name] ?? {} }),
  });
  const body = reply.json<{ statusCode: number; errorMessage: string; errorCode?: string }>();
  return {
    status: reply.statusCode,
    statusCode: body.statusCode,
    errorCode: body.errorCode,
    errorMessage: body.errorMessage,
  };
}

const refused = (code: 'SESSION_REQUIRED' | 'USER_MISMATCH') => ({
  status: 401,
  statusCode: 401,
  errorCode: code,
  errorMessage: problem(code).message,
});

describe('registerEndpoints', () => {
  let app: FastifyInstance;
  const reached: { name: EndpointName; session: Session }[] = [];

  beforeAll(async () => {
    app = Fastify();
    const recorders = signedInEndpoints.map((name) => [
      name,
      signedIn<SessionEndpointName>(async (_params, { session }) => {
        reached.push({ name, session });
        return rows([]);
      }),
    ]);
    registerEndpoints(app, Object.fromEntries(recorders) as EndpointHandlers, { db: shop.db, config: shop.config });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('refuses every requiresSession endpoint without a live session, before its handler', async () => {
    expect(signedInEndpoints.length).toBeGreaterThan(0);
    for (const name of signedInEndpoints) {
      const tries: { who: string; headers: Record<string, string>; answer: ReturnType<typeof refused> }[] = [
        { who: 'no token', headers: {}, answer: refused('SESSION_REQUIRED') },
        { who: 'a made-up token', headers: { token: MADE_UP_TOKEN }, answer: refused('SESSION_REQUIRED') },
        {
          who: "B's token claiming to be A",
          headers: sessionHeaders(bob, { userid: String(alice.userId) }),
          answer: refused('USER_MISMATCH'),
        },
      ];
      for (const { who, headers, answer } of tries) {
        expect({ name, who, ...(await call(app, name, alice.userId, headers)) }).toEqual({ name, who, ...answer });
      }
    }
    expect(reached).toEqual([]);
  });

  it('hands the signed-in user to the handler', async () => {
    for (const name of signedInEndpoints) {
      expect({ name, ...(await call(app, name, alice.userId, sessionHeaders(alice))) }).toMatchObject({
        name,
        status: 200,
      });
    }
    expect(reached.map((call) => call.name)).toEqual(signedInEndpoints);
    expect(new Set(reached.map((call) => call.session.userId))).toEqual(new Set([alice.userId]));
  });

  it("wraps only the contract's requiresSession endpoints: the compiler refuses a public one", () => {
    const publicEndpoint = 'get-all-products' satisfies EndpointName;
    expect(endpoints[publicEndpoint].requiresSession).toBe(false);
    // @ts-expect-error get-all-products needs no session, so no handler of it may count on one.
    const wrapped = signedIn<typeof publicEndpoint>(async () => rows([]));
    expect(() => wrapped({} as never, {} as never)).toThrow(/does not require a session/);
  });
});

describe("the shop's endpoints", () => {
  it('answer 401 to every requiresSession endpoint they serve, in one payment set-up or the other', async () => {
    const served = new Set<EndpointName>();
    for (const app of [shop.app, payPalShop.app]) {
      for (const name of signedInEndpoints) {
        const answer = await call(app, name, alice.userId, {});
        if (answer.status === 404 && answer.errorMessage.includes(name)) continue;
        expect({ name, ...answer }).toEqual({ name, ...refused('SESSION_REQUIRED') });
        served.add(name);
      }
    }
    expect([...served].sort()).toEqual([...signedInEndpoints].sort());
  });
});

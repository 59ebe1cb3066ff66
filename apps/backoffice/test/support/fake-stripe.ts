// A local stand-in for Stripe's API, speaking its wire format (form-encoded requests, JSON answers,
// Idempotency-Key replays, card errors as 402) for the endpoints the shop calls.
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_STRIPE_SECRET_KEY = 'sk_test_fakeshop';
export const FAKE_STRIPE_PUBLISHABLE_KEY = 'pk_test_fakeshop';
export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_fakeshop';

/** Stripe's test payment methods the fake knows; any other pm_ id succeeds like pm_card_visa. */
export const TestPaymentMethods = {
  visa: 'pm_card_visa',
  declined: 'pm_card_visa_chargeDeclined',
  insufficientFunds: 'pm_card_visa_chargeDeclinedInsufficientFunds',
  authenticationRequired: 'pm_card_authenticationRequired',
  /** A PaymentMethod id Stripe does not know (a tampered or stale one): a 400 whose message repeats the id. */
  unknown: 'pm_1UnknownToThisAccount',
  /** Not Stripe's: makes the fake answer 500, as Stripe does when it is in trouble. */
  stripeDown: 'pm_fake_stripe_down',
} as const;

const declines: Record<string, { decline_code: string; message: string }> = {
  [TestPaymentMethods.declined]: { decline_code: 'generic_decline', message: 'Your card was declined.' },
  [TestPaymentMethods.insufficientFunds]: {
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
};

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  payment_method: string | null;
  description: string | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
  latest_charge: string | null;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
  headers: http.IncomingHttpHeaders;
}

export interface FakeStripe {
  /** e.g. http://127.0.0.1:53121, for STRIPE_API_BASE. */
  url: string;
  requests: RecordedRequest[];
  intents: Map<string, FakeIntent>;
  /** PaymentIntent ids refunded in full, once each. */
  refunded: string[];
  /** Every refund made, partial ones too. */
  refunds: FakeRefund[];
  /** Cents refunded so far per PaymentIntent id (set one to refund it 'by hand in the dashboard'). */
  refundedAmounts: Map<string, number>;
  requestsTo(method: string, path: string): RecordedRequest[];
  /** An intent made elsewhere (e.g. by a checkout whose order was never recorded). */
  addIntent(fields: Partial<FakeIntent>): FakeIntent;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** The bracketed form fields Stripe's SDK sends (metadata[key]=value) under one prefix. */
function formObject(form: URLSearchParams, prefix: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = new RegExp(`^${prefix}\\[([^\\]]+)\\]$`).exec(key);
    if (match) values[match[1]!] = value;
  }
  return values;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const intents = new Map<string, FakeIntent>();
  const refunded: string[] = [];
  const refunds: FakeRefund[] = [];
  const refundedAmounts = new Map<string, number>();
  const idempotentAnswers = new Map<string, { form: string; status: number; body: unknown }>();

  function intent(fields: Partial<FakeIntent>): FakeIntent {
    const made: FakeIntent = {
      id: id('pi'),
      object: 'payment_intent',
      amount: 1000,
      amount_received: 0,
      currency: 'usd',
      status: 'succeeded',
      payment_method: TestPaymentMethods.visa,
      description: null,
      metadata: {},
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      latest_charge: null,
      ...fields,
    };
    if (made.status === 'succeeded') {
      made.amount_received = made.amount;
      made.latest_charge ??= id('ch');
    }
    intents.set(made.id, made);
    return made;
  }

  const invalidRequest = (message: string, code?: string, status = 400) => ({
    status,
    body: { error: { type: 'invalid_request_error', message, ...(code && { code }) } },
  });

  function answer(request: RecordedRequest): { status: number; body: unknown; headers?: Record<string, string> } {
    const { method, path, form } = request;
    if (method === 'POST' && path === '/v1/payment_intents') {
      const paymentMethod = form.get('payment_method') ?? '';
      const amount = Number(form.get('amount'));
      if (!Number.isInteger(amount) || amount < 1)
        return invalidRequest('Invalid integer: amount', 'parameter_invalid_integer');
      if (paymentMethod === TestPaymentMethods.stripeDown) {
        return {
          status: 500,
          body: { error: { type: 'api_error', message: 'An unknown error occurred' } },
          headers: { 'stripe-should-retry': 'false' },
        };
      }
      if (paymentMethod === TestPaymentMethods.unknown) {
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              param: 'payment_method',
              message: `No such PaymentMethod: '${paymentMethod}'`,
            },
          },
        };
      }
      const fields = {
        amount,
        currency: form.get('currency') ?? '',
        payment_method: paymentMethod,
        description: form.get('description'),
        metadata: formObject(form, 'metadata'),
      };
      const decline = declines[paymentMethod];
      if (decline) {
        const failed = intent({ ...fields, status: 'requires_payment_method' });
        return {
          status: 402,
          body: {
            error: {
              type: 'card_error',
              code: 'card_declined',
              ...decline,
              doc_url: 'https://docs.stripe.com/error-codes/card-declined',
              payment_intent: failed,
            },
          },
        };
      }
      const status = paymentMethod === TestPaymentMethods.authenticationRequired ? 'requires_action' : 'succeeded';
      return { status: 200, body: intent({ ...fields, status }) };
    }
    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
    if (method === 'POST' && cancel) {
      const found = intents.get(cancel[1]!);
      if (!found) return invalidRequest(`No such payment_intent: '${cancel[1]}'`, 'resource_missing', 404);
      found.status = 'canceled';
      return { status: 200, body: found };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const found = intents.get(form.get('payment_intent') ?? '');
      if (!found) return invalidRequest('No such payment_intent', 'resource_missing', 404);
      const already = refundedAmounts.get(found.id) ?? 0;
      const left = found.amount - already;
      if (left <= 0) {
        return invalidRequest(`Charge ${found.latest_charge} has already been refunded.`, 'charge_already_refunded');
      }
      const amount = form.has('amount') ? Number(form.get('amount')) : left;
      if (!Number.isInteger(amount) || amount < 1)
        return invalidRequest('Invalid integer: amount', 'parameter_invalid_integer');
      if (amount > left) {
        return invalidRequest(
          `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
          'amount_too_large',
        );
      }
      refundedAmounts.set(found.id, already + amount);
      if (amount === left) refunded.push(found.id);
      const made = {
        id: id('re'),
        object: 'refund' as const,
        amount,
        currency: found.currency,
        payment_intent: found.id,
        status: 'succeeded',
      };
      refunds.push(made);
      return { status: 200, body: made };
    }
    if (method === 'GET' && path === '/v1/payment_intents') {
      const since = Number(request.query.get('created[gte]') ?? 0);
      const limit = Number(request.query.get('limit') ?? 10);
      const after = request.query.get('starting_after');
      let list = [...intents.values()].filter((item) => item.created >= since).reverse();
      if (after) list = list.slice(list.findIndex((item) => item.id === after) + 1);
      return {
        status: 200,
        body: { object: 'list', url: '/v1/payment_intents', has_more: list.length > limit, data: list.slice(0, limit) },
      };
    }
    return invalidRequest(`Unrecognized request URL (${method}: ${path}).`, undefined, 404);
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake-stripe');
      const request: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        form: new URLSearchParams(raw),
        headers: req.headers,
      };
      requests.push(request);
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req'), ...headers });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== `Bearer ${FAKE_STRIPE_SECRET_KEY}`) {
        send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
        return;
      }
      const key = req.headers['idempotency-key'];
      const earlier = typeof key === 'string' ? idempotentAnswers.get(`${request.path}:${key}`) : undefined;
      if (earlier) {
        if (earlier.form !== raw) {
          send(400, {
            error: {
              type: 'idempotency_error',
              message:
                'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            },
          });
        } else send(earlier.status, earlier.body, { 'idempotent-replayed': 'true' });
        return;
      }
      const made = answer(request);
      if (typeof key === 'string' && made.status < 500) {
        idempotentAnswers.set(`${request.path}:${key}`, { form: raw, status: made.status, body: made.body });
      }
      send(made.status, made.body, made.headers);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    intents,
    refunded,
    refunds,
    refundedAmounts,
    requestsTo: (method, path) => requests.filter((request) => request.method === method && request.path === path),
    addIntent: intent,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** A `payment_intent.succeeded` event as Stripe sends it, with its Stripe-Signature header. */
export function signedStripeEvent(
  intent: FakeIntent,
  options: { eventId?: string; type?: string; secret?: string; timestamp?: number } = {},
): { payload: string; signature: string; eventId: string } {
  const eventId = options.eventId ?? id('evt');
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    type: options.type ?? 'payment_intent.succeeded',
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: intent },
  });
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  const digest = createHmac('sha256', options.secret ?? FAKE_STRIPE_WEBHOOK_SECRET)
    .update(`${timestamp}.${payload}`)
    .digest('hex');
  return { payload, signature: `t=${timestamp},v1=${digest}`, eventId };
}

/** The configuration that points the back-office's Stripe at a fake. */
export function stripeEnv(fake: FakeStripe): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
    STRIPE_PUBLISHABLE_KEY: FAKE_STRIPE_PUBLISHABLE_KEY,
    STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
  };
}

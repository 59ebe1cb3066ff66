// A local stand-in for PayPal's REST API (OAuth2 client credentials, Orders v2, captures' refunds),
// speaking its wire format: JSON bodies, PayPal-Request-Id replays, errors with `name` and `details[].issue`.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_PAYPAL_CLIENT_ID = 'fake-client-id';
export const FAKE_PAYPAL_CLIENT_SECRET = 'fake-client-secret';

export interface PayPalMoney {
  currency_code: string;
  value: string;
}

export interface FakePayPalOrder {
  id: string;
  intent: 'CAPTURE';
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  amount: PayPalMoney;
  capture?: { id: string; status: string; amount: PayPalMoney };
  shippingPreference?: string;
}

export interface PayPalRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

export interface FakePayPal {
  url: string;
  requests: PayPalRequest[];
  orders: Map<string, FakePayPalOrder>;
  /** Capture ids refunded in full, once each. */
  refunded: string[];
  /** Every refund made, partial ones too. */
  refunds: { id: string; status: string; amount: PayPalMoney; captureId: string }[];
  requestsTo(method: string, path: string | RegExp): PayPalRequest[];
  /** The buyer approves the order in PayPal's window. */
  approve(orderId: string): void;
  /** An order in any state, as if made and paid through PayPal (e.g. for another amount). */
  addOrder(fields: { status: FakePayPalOrder['status']; amount: PayPalMoney; captureStatus?: string }): FakePayPalOrder;
  close(): Promise<void>;
}

const paypalId = (length = 17) =>
  [...randomBytes(length)].map((byte) => '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'[byte % 36]).join('');

const failure = (status: number, name: string, issue: string, description: string) => ({
  status,
  body: { name, message: description, debug_id: paypalId(13).toLowerCase(), details: [{ issue, description }] },
});

export async function startFakePayPal(): Promise<FakePayPal> {
  const requests: PayPalRequest[] = [];
  const orders = new Map<string, FakePayPalOrder>();
  const refunded: string[] = [];
  const refunds: FakePayPal['refunds'] = [];
  const refundedCents = new Map<string, number>();
  const tokens = new Set<string>();
  const replays = new Map<string, { status: number; body: unknown }>();

  function addOrder(fields: { status: FakePayPalOrder['status']; amount: PayPalMoney; captureStatus?: string }) {
    const order: FakePayPalOrder = { id: paypalId(), intent: 'CAPTURE', status: fields.status, amount: fields.amount };
    if (fields.status === 'COMPLETED' || fields.captureStatus) {
      order.capture = { id: paypalId(), status: fields.captureStatus ?? 'COMPLETED', amount: fields.amount };
    }
    orders.set(order.id, order);
    return order;
  }

  function representation(order: FakePayPalOrder) {
    return {
      id: order.id,
      intent: order.intent,
      status: order.status,
      payer: {
        name: { given_name: 'Lina', surname: 'Haddad' },
        email_address: 'buyer@example.com',
        payer_id: 'PAYER1',
      },
      purchase_units: [
        {
          reference_id: 'default',
          amount: order.amount,
          ...(order.capture && { payments: { captures: [{ ...order.capture, final_capture: true }] } }),
        },
      ],
      links: [{ href: `/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' }],
    };
  }

  function answer(request: PayPalRequest): { status: number; body: unknown } {
    const { method, path } = request;
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (method === 'POST' && path === '/v2/checkout/orders') {
      const unit = (body.purchase_units as { amount?: PayPalMoney }[] | undefined)?.[0];
      if (body.intent !== 'CAPTURE' || !unit?.amount || !/^\d+\.\d{2}$/.test(unit.amount.value)) {
        return failure(400, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE', 'The value of a field is invalid.');
      }
      const order = addOrder({ status: 'CREATED', amount: unit.amount });
      order.shippingPreference = (body.application_context as { shipping_preference?: string } | undefined)
        ?.shipping_preference;
      return { status: 201, body: { id: order.id, status: order.status, links: representation(order).links } };
    }
    const read = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(path);
    if (method === 'GET' && read) {
      const order = orders.get(read[1]!);
      if (!order)
        return failure(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.');
      return { status: 200, body: representation(order) };
    }
    const capture = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(path);
    if (method === 'POST' && capture) {
      const order = orders.get(capture[1]!);
      if (!order)
        return failure(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.');
      if (order.status === 'COMPLETED') {
        return failure(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED', 'Order already captured.');
      }
      if (order.status !== 'APPROVED') {
        return failure(422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED', 'Payer has not yet approved the Order.');
      }
      order.status = 'COMPLETED';
      order.capture = { id: paypalId(), status: 'COMPLETED', amount: order.amount };
      return { status: 201, body: representation(order) };
    }
    const refund = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
    if (method === 'POST' && refund) {
      const order = [...orders.values()].find((item) => item.capture?.id === refund[1]);
      if (!order?.capture)
        return failure(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.');
      if (order.capture.status === 'REFUNDED') {
        return failure(
          422,
          'UNPROCESSABLE_ENTITY',
          'CAPTURE_FULLY_REFUNDED',
          'The capture has already been fully refunded.',
        );
      }
      const captured = Math.round(Number(order.capture.amount.value) * 100);
      const already = refundedCents.get(order.capture.id) ?? 0;
      const asked = (body.amount as PayPalMoney | undefined)?.value;
      const cents = asked === undefined ? captured - already : Math.round(Number(asked) * 100);
      if (asked !== undefined && !/^\d+\.\d{2}$/.test(asked)) {
        return failure(400, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE', 'The value of a field is invalid.');
      }
      if (cents > captured - already) {
        return failure(
          422,
          'UNPROCESSABLE_ENTITY',
          'REFUND_AMOUNT_EXCEEDED',
          'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
        );
      }
      refundedCents.set(order.capture.id, already + cents);
      const full = already + cents === captured;
      order.capture.status = full ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
      if (full) refunded.push(order.capture.id);
      const made = {
        id: paypalId(),
        status: 'COMPLETED',
        amount: { currency_code: order.capture.amount.currency_code, value: (cents / 100).toFixed(2) },
      };
      refunds.push({ ...made, captureId: order.capture.id });
      return { status: 201, body: made };
    }
    return failure(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Unknown path.');
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://fake-paypal').pathname;
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'paypal-debug-id': paypalId(13).toLowerCase() });
        res.end(JSON.stringify(body));
      };
      if (req.method === 'POST' && path === '/v1/oauth2/token') {
        requests.push({ method: 'POST', path, headers: req.headers, body: raw });
        const expected = `Basic ${Buffer.from(`${FAKE_PAYPAL_CLIENT_ID}:${FAKE_PAYPAL_CLIENT_SECRET}`).toString('base64')}`;
        if (req.headers.authorization !== expected || raw !== 'grant_type=client_credentials') {
          send(401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
          return;
        }
        const token = `A21AA${paypalId(40)}`;
        tokens.add(token);
        send(200, {
          scope: 'https://uri.paypal.com/services/payments/payment',
          access_token: token,
          token_type: 'Bearer',
          app_id: 'APP-80W284485P519543T',
          expires_in: 32400,
          nonce: paypalId(),
        });
        return;
      }
      let body: unknown;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        send(
          400,
          failure(400, 'INVALID_REQUEST', 'MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.').body,
        );
        return;
      }
      const request: PayPalRequest = { method: req.method ?? 'GET', path, headers: req.headers, body };
      requests.push(request);
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!bearer || !tokens.has(bearer)) {
        send(401, { error: 'invalid_token', error_description: 'Token signature verification failed' });
        return;
      }
      const requestId = req.headers['paypal-request-id'];
      const replayKey = typeof requestId === 'string' ? `${path}:${requestId}` : undefined;
      const earlier = replayKey ? replays.get(replayKey) : undefined;
      const made = earlier ?? answer(request);
      if (replayKey && !earlier && made.status < 300) replays.set(replayKey, made);
      send(made.status, made.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    orders,
    refunded,
    refunds,
    requestsTo: (method, path) =>
      requests.filter(
        (request) =>
          request.method === method && (typeof path === 'string' ? request.path === path : path.test(request.path)),
      ),
    approve(orderId) {
      const order = orders.get(orderId);
      if (order?.status === 'CREATED') order.status = 'APPROVED';
    },
    addOrder,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** The configuration that points the back-office's PayPal at a fake. */
export function payPalEnv(fake: FakePayPal): Record<string, string> {
  return {
    PAYPAL_CLIENT_ID: FAKE_PAYPAL_CLIENT_ID,
    PAYPAL_CLIENT_SECRET: FAKE_PAYPAL_CLIENT_SECRET,
    PAYPAL_API_BASE: fake.url,
  };
}

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import {
  COUPON_MAX_LENGTH,
  FieldLimit,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  ORDER_NOTE_MAX_LENGTH,
} from '@shop/contract';
import { describe, expect, test } from 'vitest';

import {
  CART_BODY_LIMIT_BYTES,
  FORM_BODY_LIMIT_BYTES,
  JSON_BODY_LIMIT_BYTES,
  JSON_ROUTES,
  bodyLimitFor,
  isJsonContentType,
  routePath,
} from './json-routes.js';

const routesDir = fileURLToPath(new URL('../app/routes', import.meta.url));
const bytes = (value: unknown) => Buffer.byteLength(typeof value === 'string' ? value : JSON.stringify(value));
// The widest character a field may hold in UTF-8 (Arabic takes 2 bytes, € and most of Asia 3).
const WIDE = '€';
const LARGEST_ID = 2_147_483_647;
// Colour, size and variants: more than any product of the shop lets a shopper choose.
const OPTIONS_PER_LINE = 5;

/** A route module's text with that of the feature server modules it hands the request to. */
function routeCode(file: string): string {
  const route = fs.readFileSync(path.join(routesDir, file), 'utf8');
  const handlers = [...route.matchAll(/from '(\.\.\/features\/[^']+\.server)'/g)].map((match) =>
    fs.readFileSync(path.join(routesDir, `${match[1]!}.ts`), 'utf8'),
  );
  return [route, ...handlers].join('\n');
}

describe('the JSON routes', () => {
  test('are exactly the api routes whose action reads a JSON body', () => {
    const readingJson = fs
      .readdirSync(routesDir)
      .filter((file) => /^api\..*\.ts$/.test(file) && !file.endsWith('.test.ts'))
      .filter((file) => routeCode(file).includes('request.json('))
      .map((file) => `/api/${file.slice('api.'.length, -'.ts'.length)}`)
      .sort();
    expect([...JSON_ROUTES.keys()].sort()).toEqual(readingJson);
  });

  test.each([
    ['/api/place-order', '/api/place-order'],
    ['/API/Place-Order/', '/api/place-order'],
    ['/api/place-order.data', '/api/place-order'],
    ['//api//place%2Dorder', '/api/place-order'],
    ['/api/%E0%A4%A', '/api/%e0%a4%a'],
    ['/', '/'],
  ])('%s reaches the route %s', (requested, route) => {
    expect(routePath(requested)).toBe(route);
  });

  test('say JSON only with application/json', () => {
    expect(isJsonContentType('application/json')).toBe(true);
    expect(isJsonContentType('Application/JSON; charset=utf-8')).toBe(true);
    expect(isJsonContentType('text/plain')).toBe(false);
    expect(isJsonContentType('text/plain; application/json')).toBe(false);
    expect(isJsonContentType('application/x-www-form-urlencoded')).toBe(false);
    expect(isJsonContentType(undefined)).toBe(false);
  });
});

describe('the body limits', () => {
  test('give each route its cap, the forms theirs', () => {
    expect(bodyLimitFor('/api/card-token')).toBe(JSON_BODY_LIMIT_BYTES);
    expect(bodyLimitFor('/api/place-order.data')).toBe(CART_BODY_LIMIT_BYTES);
    expect(bodyLimitFor('/en/contact-us')).toBe(FORM_BODY_LIMIT_BYTES);
    expect(JSON_BODY_LIMIT_BYTES).toBe(16 * 1024);
    expect(CART_BODY_LIMIT_BYTES).toBe(64 * 1024);
    expect(FORM_BODY_LIMIT_BYTES).toBe(64 * 1024);
  });

  test('fit the largest legitimate order, with room to spare', () => {
    const option = { ProductAttributeID: LARGEST_ID, PrimaryKeyValue: LARGEST_ID };
    const cart = Array.from({ length: MAX_CART_LINES }, () => ({
      ProductId: LARGEST_ID,
      productSelectedAttributes: Array.from({ length: OPTIONS_PER_LINE }, () => option),
      Quantity: MAX_LINE_QUANTITY,
    }));
    // A PayPal capture as the back-office hands it over (apps/backoffice/src/payments/paypal-wallet.ts).
    const capture = JSON.stringify({
      id: '5O190127TN364715T',
      status: 'COMPLETED',
      purchase_units: [
        {
          payments: {
            captures: [
              {
                id: '3C679366HH908993F',
                status: 'COMPLETED',
                amount: { currency_code: 'EUR', value: '99999.99' },
                final_capture: true,
                seller_protection: { status: 'ELIGIBLE', dispute_categories: ['ITEM_NOT_RECEIVED'] },
                links: ['self', 'refund', 'up'].map((rel) => ({
                  href: `https://api-m.paypal.com/v2/payments/captures/3C679366HH908993F/${rel}`,
                  rel,
                  method: 'GET',
                })),
                create_time: '2026-04-01T21:20:49Z',
                update_time: '2026-04-01T21:20:49Z',
              },
            ],
          },
        },
      ],
    });
    const order = {
      lang: 'ar',
      idempotencyKey: '3b241101-e2bb-4255-8caf-4136c566a962',
      cart,
      OrderNote: WIDE.repeat(ORDER_NOTE_MAX_LENGTH),
      CouponCode: 'X'.repeat(COUPON_MAX_LENGTH),
      PaymentMethod: 2,
      paymentToken: 't'.repeat(500),
      payPalOrderConfirmJson: capture,
      currency: 'EUR',
    };
    expect(bytes(order)).toBeLessThan(CART_BODY_LIMIT_BYTES * 0.75);
  });

  test('fit the longest review and the longest contact message', () => {
    const review = {
      ProductId: '9'.repeat(FieldLimit.productIdDigits),
      ReviewerName: WIDE.repeat(FieldLimit.reviewText),
      ReviewerEmail: 'a'.repeat(FieldLimit.email),
      ReviewTitle: WIDE.repeat(FieldLimit.reviewText),
      ReviewBody: WIDE.repeat(FieldLimit.reviewBody),
      ReviewRating: 5,
      lang: 'ar',
    };
    expect(bytes(review)).toBeLessThan(JSON_BODY_LIMIT_BYTES / 2);

    const contact = new URLSearchParams({
      Name: WIDE.repeat(FieldLimit.contactName),
      Email: 'a'.repeat(FieldLimit.contactEmail),
      Phone: '1'.repeat(FieldLimit.contactPhone),
      Subject: WIDE.repeat(FieldLimit.contactSubject),
      Message: WIDE.repeat(FieldLimit.contactMessage),
      lang: 'ar',
    }).toString();
    expect(bytes(contact)).toBeLessThan(FORM_BODY_LIMIT_BYTES / 2);
  });
});

import {
  DEFAULT_CURRENCY,
  DEFAULT_LANGUAGE,
  EMPTY_RECORD_VALUE_JSON,
  Language,
  Messages,
  firstIssueMessage,
} from '@shop/contract';

import { backofficeFor } from '../../lib/backoffice.server';
import { EMPTY_PRICED_CART } from './cart-price-request';
import type { CartPriceResult } from './cart-price-result';
import { CartPriceRequest } from './cart-price-request.server';
import { postOnly } from '../../lib/http/post-only';

/**
 * POST `{ cart: CartItem[], lang?, currency? }` → the back-office's priced cart (lines, subtotal,
 * shipping, total) in `currency` (US dollars when absent), shown as it is. Prices are the server's
 * only: the browser's cart holds ids, chosen options and quantities, never amounts.
 */
export async function priceCart(request: Request) {
  if (request.method !== 'POST') return postOnly();
  const body: unknown = await request.json().catch(() => undefined);
  const parsed = CartPriceRequest.safeParse(body);
  if (!parsed.success)
    return Response.json({ errorMessage: firstIssueMessage(parsed.error) } satisfies CartPriceResult, { status: 400 });

  const { cart, lang = DEFAULT_LANGUAGE, currency = DEFAULT_CURRENCY } = parsed.data;
  if (cart.length === 0)
    return Response.json({ ...EMPTY_PRICED_CART, CurrencyCode: currency } satisfies CartPriceResult);

  const result = await backofficeFor(request, Language[lang]).call('get-customer-cart-items/cart-data', {
    // As the original sends it: the lines as JSON text.
    cartJsonData: JSON.stringify(cart),
    CurrencyCode: currency,
    recordValueJson: EMPTY_RECORD_VALUE_JSON,
  });
  if (!result.ok) {
    // The drawer closed or the quantity changed again: the browser stopped waiting, nothing went wrong.
    if (request.signal.aborted) return new Response(null, { status: 499 });
    console.error('api/cart-price: get-customer-cart-items/cart-data failed', {
      status: result.status,
      errorMessage: result.errorMessage,
    });
    // The back-office's own words for a cart it refuses; anything else is its problem, not the shopper's.
    return result.status === 400
      ? Response.json({ errorMessage: result.errorMessage } satisfies CartPriceResult, { status: 400 })
      : Response.json({ errorMessage: Messages.genericErrorLater } satisfies CartPriceResult, { status: 502 });
  }
  const [pricedCart] = result.rows;
  if (!pricedCart) {
    console.error('api/cart-price: the back-office answered no row');
    return Response.json({ errorMessage: Messages.genericErrorLater } satisfies CartPriceResult, { status: 502 });
  }
  return Response.json(pricedCart satisfies CartPriceResult);
}

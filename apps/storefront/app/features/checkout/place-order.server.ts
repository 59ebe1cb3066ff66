import {
  COUPON_MAX_LENGTH,
  EMPTY_RECORD_VALUE_JSON,
  FormRules,
  Language,
  Messages,
  ORDER_NOTE_MAX_LENGTH,
  ResponseMsg,
  checkField,
  validateForm,
  type ProblemCode,
} from '@shop/contract';

import { backofficeFor } from '../../lib/backoffice.server';
import { problemText } from '../../lib/problem-text.server';
import type { PlaceOrderResult } from './place-order-result';
import { PlaceOrderRequest } from './place-order-request.server';
import { localizedPath } from '../../lib/language';
import { SESSION_REJECTED_STATUS, clearedSessionCookie, sessionFromRequest } from '../../lib/session/session.server';

const NO_STORE = { 'Cache-Control': 'no-store' };

function answer(result: PlaceOrderResult, status = 200, headers: Record<string, string> = {}) {
  return Response.json(result, { status, headers: { ...NO_STORE, ...headers } });
}

// Refusals whose errorMessage tells the shopper what to do: a payment the provider refused (402),
// a line that cannot be bought or a coupon no longer valid (409).
const EXPLAINED_REFUSALS = new Set([402, 409]);

/** Answers that leave the outcome unknown: the order may or may not exist, so the attempt is kept. */
function outcomeUnknown(status: number, code: ProblemCode | undefined): boolean {
  return status === 0 || status >= 500 || (status === 409 && code === 'ORDER_IN_PROGRESS');
}

/**
 * POST a `PlaceOrderRequest` → post-order/post-customer-order for the signed-in shopper (UserID
 * from the session, never from the browser), with the browser's Idempotency-Key. Success needs
 * ResponseMsg 'Order Placed Successfully' (spec section 7). A refused payment or cart is told in
 * the back-office's words; anything else is the spec's 'An error occured. Please try again!'.
 * A session the back-office no longer accepts is forgotten and the shopper sent to login.
 */
export async function placeOrder(request: Request) {
  const body: unknown = await request.json().catch(() => undefined);
  const parsed = PlaceOrderRequest.safeParse(body);
  if (!parsed.success) {
    console.error('api/place-order: refused a malformed order', parsed.error.issues[0]);
    return answer({ ok: false, message: Messages.genericError, settled: true }, 400);
  }
  const order = parsed.data;
  const language = Language[order.lang];
  const signIn = localizedPath(language, '/login');

  const session = sessionFromRequest(request);
  if (!session) return answer({ ok: false, message: Messages.genericError, settled: true, signIn }, 401);

  // The spec's checks, again on the server: the coupon's rule, and the note's length.
  const invalid =
    (order.CouponCode ? validateForm(FormRules.coupon, { CouponCode: order.CouponCode })?.message : null) ??
    checkField({ label: 'Order Notes', value: order.OrderNote, limit: ORDER_NOTE_MAX_LENGTH, required: false });
  if (invalid) return answer({ ok: false, message: invalid, settled: true }, 400);

  const result = await backofficeFor(request, language).call(
    'post-order/post-customer-order',
    {
      UserID: session.userId,
      OrderNote: order.OrderNote.trim(),
      // As the original sends it: the lines as JSON text.
      cartJsonData: JSON.stringify(order.cart),
      CouponCode: order.CouponCode.trim().slice(0, COUPON_MAX_LENGTH),
      PaymentMethod: order.PaymentMethod,
      paymentToken: order.paymentToken,
      payPalOrderConfirmJson: order.payPalOrderConfirmJson,
      CurrencyCode: order.currency,
      recordValueJson: EMPTY_RECORD_VALUE_JSON,
    },
    { idempotencyKey: order.idempotencyKey },
  );

  if (result.ok) {
    const [row] = result.rows;
    if (row?.ResponseMsg === ResponseMsg.orderPlaced) return answer({ ok: true, orderNumber: row.OrderNumber ?? '' });
    console.error('api/place-order: unexpected answer', { responseMsg: row?.ResponseMsg });
    return answer({ ok: false, message: Messages.genericError, settled: true }, 502);
  }
  if (result.status === SESSION_REJECTED_STATUS) {
    return answer({ ok: false, message: Messages.genericError, settled: true, signIn }, 401, {
      'Set-Cookie': clearedSessionCookie(request),
    });
  }
  const unknown = outcomeUnknown(result.status, result.code);
  if (EXPLAINED_REFUSALS.has(result.status) && result.errorMessage) {
    const message = problemText(result, language.code);
    return answer({ ok: false, message, code: result.code, settled: !unknown }, result.status);
  }
  console.error('api/place-order: post-customer-order failed', {
    status: result.status,
    errorMessage: result.errorMessage,
  });
  return answer({ ok: false, message: Messages.genericError, settled: !unknown }, unknown ? 502 : 400);
}

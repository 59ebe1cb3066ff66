import { DEFAULT_LANGUAGE, EMPTY_RECORD_VALUE_JSON, Language, Messages, isLanguageCode } from '@shop/contract';
import { data } from 'react-router';

import { backofficeFor } from '../../lib/backoffice.server';
import { SESSION_REJECTED_STATUS, redirectToLogin, requireSession } from '../../lib/session/session.server';
import { type OrderItemsAnswer, toOrderItem } from './order-history';

// The items are the shopper's own: never kept by a browser or a shared cache.
const PRIVATE = { 'Cache-Control': 'private, no-store' };

function positiveId(value: string | null): number | undefined {
  const id = Number(value);
  return Number.isSafeInteger(id) && id >= 1 ? id : undefined;
}

/**
 * GET /api/order-items?orderId={id}&lang={en|ar}: the items of one of the signed-in shopper's
 * orders (get-customer-order-history-detail), for the eye icon of /orders-history. A visitor, or a
 * shopper whose session the back-office refuses, is sent to the login page.
 */
export async function loadOrderItems(request: Request) {
  const url = new URL(request.url);
  const lang = url.searchParams.get('lang');
  const language = Language[isLanguageCode(lang) ? lang : DEFAULT_LANGUAGE];
  requireSession(request, language);
  const orderId = positiveId(url.searchParams.get('orderId'));
  if (orderId === undefined) {
    return data<OrderItemsAnswer>({ ok: false, message: Messages.genericError }, { status: 400, headers: PRIVATE });
  }

  const result = await backofficeFor(request, language).call('get-customer-order-history-detail', {
    OrderId: orderId,
    recordValueJson: EMPTY_RECORD_VALUE_JSON,
  });
  if (result.ok) {
    return data<OrderItemsAnswer>({ ok: true, items: result.rows.map(toOrderItem) }, { headers: PRIVATE });
  }
  if (result.status === SESSION_REJECTED_STATUS) redirectToLogin(request, language);
  // Someone else's order answers 404 at the back-office, like one that does not exist.
  const status = result.status === 404 ? 404 : 502;
  if (status === 502) {
    console.error('order items: get-customer-order-history-detail failed', {
      orderId,
      status: result.status,
      errorMessage: result.errorMessage,
    });
  }
  return data<OrderItemsAnswer>({ ok: false, message: Messages.genericError }, { status, headers: PRIVATE });
}

import { EMPTY_RECORD_VALUE_JSON, type ScreenEntityName } from '@shop/contract';
import { data } from 'react-router';

import { backofficeFor } from '../../lib/backoffice.server';
import { loadLabels } from '../../lib/labels/labels.server';
import type { ShopLanguage } from '../../lib/language';
import { SESSION_REJECTED_STATUS, redirectToLogin, requireSession } from '../../lib/session/session.server';
import { toOrderSummary } from './order-history';

const ORDERS_ENTITIES = ['OrdersHistory'] as const satisfies readonly ScreenEntityName[];

// The shopper's own orders: never kept by a shared cache, nor shown again from the browser's.
const PRIVATE_PAGE = { 'Cache-Control': 'private, no-store' };

/**
 * /orders-history (spec section 2): the signed-in shopper's orders from
 * get-customer-order-history-master; visitors, and shoppers whose session the back-office no
 * longer accepts, go to the login page.
 */
export async function loadOrdersHistory(request: Request, language: ShopLanguage) {
  const session = requireSession(request, language);
  const [result, labels] = await Promise.all([
    backofficeFor(request, language).call('get-customer-order-history-master', {
      UserId: session.userId,
      recordValueJson: EMPTY_RECORD_VALUE_JSON,
    }),
    loadLabels(request, language, ORDERS_ENTITIES),
  ]);
  if (!result.ok) {
    if (result.status === SESSION_REJECTED_STATUS) redirectToLogin(request, language);
    console.error('orders history: get-customer-order-history-master failed', {
      status: result.status,
      errorMessage: result.errorMessage,
    });
    throw data('Bad Gateway', { status: 502, headers: PRIVATE_PAGE });
  }
  return data({ orders: result.rows.map(toOrderSummary), labels }, { headers: PRIVATE_PAGE });
}

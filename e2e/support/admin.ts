import { type APIRequestContext, expect } from '@playwright/test';
import { type OrderStatusId } from '@shop/contract';

import { E2E_ADMIN_TOKEN } from './admin-token';
import { BACKOFFICE_URL } from './servers';

export { E2E_ADMIN_TOKEN };

/** The back-office's shop owner endpoint (apps/backoffice/src/admin/admin-order-routes.ts). */
const SET_ORDER_STATUS_PATH = '/api/v1/admin/orders/set-status';

/** Moves an order to `status` as the shop owner would, through the admin endpoint. */
export async function setOrderStatusAsOwner(
  request: APIRequestContext,
  orderNumber: string,
  status: OrderStatusId,
): Promise<void> {
  const response = await request.post(`${BACKOFFICE_URL}${SET_ORDER_STATUS_PATH}`, {
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    data: { OrderNumber: orderNumber, Status: status },
  });
  expect(response.status(), `order ${orderNumber} becomes status ${status}`).toBe(200);
}

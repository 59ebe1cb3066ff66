import { type APIRequestContext, expect } from '@playwright/test';
import { type OrderStatusId } from '@shop/contract';

import { BACKOFFICE_URL } from './servers';

/** The shop owner's token of the end-to-end back-office (playwright.config.ts hands it over as ADMIN_TOKEN). */
export const E2E_ADMIN_TOKEN = 'e2e-shop-owner-token-0123456789-abcdefghijklmnopqrstuvwxyz';

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

// The orders API under /api/v1/admin/orders: the list and its CSV, one order in full, and the
// actions on it (move its status, cancel it, refund it); each action answers the order as it is now.
import type { AdminOrderDetail, AdminOrderPage, AdminOrderRefundBody, OrderStatusId } from '@shop/contract';
import { api, apiUrl } from '../../lib/api';
import type { ListQuery } from '../../ui/list-query';
import { orderFilterParams, orderListParams } from './order-view';

export const loadOrderPage = (query: ListQuery) =>
  api<AdminOrderPage>('/orders/list', { query: orderListParams(query) });

/** The CSV export's address for the list as it is filtered and sorted now. */
export const ordersCsvUrl = (query: ListQuery) => apiUrl('/orders.csv', orderFilterParams(query));

export const loadOrder = (id: number) => api<AdminOrderDetail>(`/orders/${id}`);

export const moveOrder = (id: number, status: OrderStatusId, note: string) =>
  api<AdminOrderDetail>(`/orders/${id}/status`, { method: 'POST', body: { status, note } });

export const cancelOrder = (id: number, reason = '') =>
  api<AdminOrderDetail>(`/orders/${id}/cancel`, { method: 'POST', body: { reason } });

export const refundOrder = (id: number, body: AdminOrderRefundBody) =>
  api<AdminOrderDetail>(`/orders/${id}/refund`, { method: 'POST', body });

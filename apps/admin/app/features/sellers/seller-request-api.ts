// The seller requests API under /api/v1/admin/seller-requests: the list, one request, and approving
// or rejecting it (409 once it was decided).
import type { AdminSellerRequest, AdminSellerRequestPage, RejectSellerRequestBody } from '@shop/contract';
import { api } from '../../lib/api';
import type { ListQuery } from '../../ui/list-query';
import { sellerListParams } from './seller-request-view';

export const loadSellerRequestPage = (query: ListQuery) =>
  api<AdminSellerRequestPage>('/seller-requests', { query: sellerListParams(query) });

export const loadSellerRequest = (id: number) => api<AdminSellerRequest>(`/seller-requests/${id}`);

/** Makes the applicant a vendor with a vendor account, and mails them. */
export const approveSellerRequest = (id: number) =>
  api<AdminSellerRequest>(`/seller-requests/${id}/approve`, { method: 'POST' });

export const rejectSellerRequest = (id: number, body: RejectSellerRequestBody) =>
  api<AdminSellerRequest>(`/seller-requests/${id}/reject`, { method: 'POST', body });

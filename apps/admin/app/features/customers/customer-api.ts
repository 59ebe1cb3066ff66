// The customers API under /api/v1/admin/customers: the list, one customer with their orders, and
// disabling or enabling their account.
import type { AdminCustomer, AdminCustomerDetail, AdminCustomerPage } from '@shop/contract';
import { api } from '../../lib/api';
import type { ListQuery } from '../../ui/list-query';
import { customerListParams } from './customer-view';

export const loadCustomerPage = (query: ListQuery) =>
  api<AdminCustomerPage>('/customers', { query: customerListParams(query) });

export const loadCustomer = (id: number) => api<AdminCustomerDetail>(`/customers/${id}`);

/** Ends every session of the account and refuses its logins until it is enabled again. */
export const disableCustomer = (id: number) => api<AdminCustomer>(`/customers/${id}/disable`, { method: 'POST' });

export const enableCustomer = (id: number) => api<AdminCustomer>(`/customers/${id}/enable`, { method: 'POST' });

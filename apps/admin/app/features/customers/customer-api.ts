// The customers API under /api/v1/admin/customers: the list, one customer with their orders,
// disabling or enabling their account, a password-reset code, their data's export and erasure.
import type {
  AdminCustomer,
  AdminCustomerDetail,
  AdminCustomerPage,
  AdminCustomerResetCodeAnswer,
} from '@shop/contract';
import { api, apiUrl, ApiError } from '../../lib/api';
import type { ListQuery } from '../../ui/list-query';
import { customerListParams, exportFileName } from './customer-view';

export const loadCustomerPage = (query: ListQuery) =>
  api<AdminCustomerPage>('/customers', { query: customerListParams(query) });

export const loadCustomer = (id: number) => api<AdminCustomerDetail>(`/customers/${id}`);

/** Ends every session of the account and refuses its logins until it is enabled again. */
export const disableCustomer = (id: number) => api<AdminCustomer>(`/customers/${id}/disable`, { method: 'POST' });

export const enableCustomer = (id: number) => api<AdminCustomer>(`/customers/${id}/enable`, { method: 'POST' });

/** Mails the customer a code for the shop's reset page; answers the language it was written in. */
export const sendResetCode = (id: number) =>
  api<AdminCustomerResetCodeAnswer>(`/customers/${id}/reset-code`, { method: 'POST' });

/** Anonymises the customer for good (the owner only); `email` is their email typed again. */
export const eraseCustomer = (id: number, email: string) =>
  api<AdminCustomerDetail>(`/customers/${id}/erase`, { method: 'POST', body: { email } });

/**
 * Downloads the customer's data as the file the server names; answers that name. Fetched rather than
 * linked, so that a refusal is shown on the screen instead of saved as a file.
 */
export async function downloadCustomerExport(id: number): Promise<string> {
  let response: Response;
  try {
    response = await fetch(apiUrl(`/customers/${id}/export`), {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
  } catch {
    throw new ApiError(0, 'network');
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    throw ApiError.of(response.status, response.statusText, payload);
  }
  const name = exportFileName(response.headers.get('content-disposition'), id);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the address is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
}

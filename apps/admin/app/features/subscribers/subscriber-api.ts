// The newsletter subscribers API under /api/v1/admin/subscribers: the list, its CSV, and
// unsubscribing an address.
import type { AdminSubscriber, AdminSubscriberPage } from '@shop/contract';
import { api, apiUrl } from '../../lib/api';
import type { ListQuery } from '../../ui/list-query';
import { subscriberFilterParams } from './subscriber-view';

export const loadSubscriberPage = (query: ListQuery) =>
  api<AdminSubscriberPage>('/subscribers', {
    query: { ...subscriberFilterParams(query), limit: query.limit, offset: query.offset },
  });

/** The CSV export's address for the list as it is filtered and sorted now. */
export const subscribersCsvUrl = (query: ListQuery) => apiUrl('/subscribers.csv', subscriberFilterParams(query));

export const unsubscribeSubscriber = (id: number) =>
  api<AdminSubscriber>(`/subscribers/${id}/unsubscribe`, { method: 'POST' });

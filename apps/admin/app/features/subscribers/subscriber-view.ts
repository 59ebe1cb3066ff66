// How the subscribers list reads its URL: the state filter and sort the API takes, for the page and
// for the CSV of the same list.
import { SubscriberState } from '@shop/contract';
import type { ListQuery } from '../../ui/list-query';
import type { SubscriberMessageKey } from './messages';

const SORTS = ['createdAt', 'email', 'id'];

/** The list's filters and sort as the API takes them; a state it would refuse is left out. */
export function subscriberFilterParams(query: ListQuery) {
  const state = SubscriberState.safeParse(query.filters.state);
  return {
    sort: SORTS.includes(query.sort) ? query.sort : 'createdAt',
    order: query.order,
    q: query.q,
    state: state.success ? state.data : undefined,
  };
}

export const STATE_TEXT: Record<SubscriberState, SubscriberMessageKey> = {
  pending: 'statePending',
  confirmed: 'stateConfirmed',
  unsubscribed: 'stateUnsubscribed',
};

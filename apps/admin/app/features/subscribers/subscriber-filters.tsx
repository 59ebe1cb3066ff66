import { useMessages } from '../../i18n/i18n';
import { ChoiceFilter, ListFilters } from '../../ui/list-filters';
import type { ListQuery } from '../../ui/list-query';
import { subscriberMessages } from './messages';
import { STATE_TEXT } from './subscriber-view';

/** Search by email; narrow to pending, confirmed or unsubscribed addresses. */
export function SubscriberFilters({ query }: { query: ListQuery }) {
  const m = useMessages(subscriberMessages);
  return (
    <ListFilters query={query} searchLabel={m('search')}>
      <ChoiceFilter
        query={query}
        name="state"
        label={m('filterState')}
        any={m('anyState')}
        choices={(['pending', 'confirmed', 'unsubscribed'] as const).map((state) => [state, m(STATE_TEXT[state])])}
      />
    </ListFilters>
  );
}

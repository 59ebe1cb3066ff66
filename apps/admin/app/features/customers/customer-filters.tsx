import { useMessages } from '../../i18n/i18n';
import { ChoiceFilter, ListFilters } from '../../ui/list-filters';
import type { ListQuery } from '../../ui/list-query';
import { customerMessages } from './messages';

/** Search by name, email or phone; narrow to active or disabled accounts. */
export function CustomerFilters({ query }: { query: ListQuery }) {
  const m = useMessages(customerMessages);
  return (
    <ListFilters query={query} searchLabel={m('search')}>
      <ChoiceFilter
        query={query}
        name="disabled"
        label={m('filterStatus')}
        any={m('anyStatus')}
        choices={[
          ['false', m('onlyEnabled')],
          ['true', m('onlyDisabled')],
        ]}
      />
    </ListFilters>
  );
}

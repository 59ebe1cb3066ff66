import { useI18n, useMessages } from '../../i18n/i18n';
import { ChoiceFilter, ListFilters } from '../../ui/list-filters';
import type { ListQuery } from '../../ui/list-query';
import { taxonomyMessages } from './messages';

/** Search by name (either language) and narrow to active or inactive entries. */
export function TaxonomyFilters({ query }: { query: ListQuery }) {
  const { t } = useI18n();
  const tm = useMessages(taxonomyMessages);
  return (
    <ListFilters query={query} searchLabel={tm('searchLabel')}>
      <ChoiceFilter
        query={query}
        name="active"
        label={tm('filterActive')}
        any={t('app.all')}
        choices={[
          ['true', tm('filterActiveOnly')],
          ['false', tm('filterInactiveOnly')],
        ]}
        className="w-full sm:w-48"
      />
    </ListFilters>
  );
}

import { Form } from 'react-router';
import { useI18n, useMessages } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { SelectField, TextField } from '../../ui/field';
import type { ListQuery } from '../../ui/list-query';
import { taxonomyMessages } from './messages';

/** Search by name (either language) and narrow to active or inactive entries; a GET form, so the URL keeps it. */
export function TaxonomyFilters({ query }: { query: ListQuery }) {
  const { t } = useI18n();
  const tm = useMessages(taxonomyMessages);
  return (
    <Form method="get" role="search" className="mb-4 flex flex-wrap items-end gap-3">
      {/* The sort and page size stay as they are; a new search starts on the first page. */}
      <input type="hidden" name="sort" value={query.sort} />
      <input type="hidden" name="order" value={query.order} />
      <input type="hidden" name="limit" value={query.limit} />
      <div className="w-full sm:w-64">
        <TextField label={tm('searchLabel')} type="search" name="q" defaultValue={query.q} />
      </div>
      <div className="w-full sm:w-48">
        <SelectField label={tm('filterActive')} name="active" defaultValue={query.filters.active ?? ''}>
          <option value="">{t('app.all')}</option>
          <option value="true">{tm('filterActiveOnly')}</option>
          <option value="false">{tm('filterInactiveOnly')}</option>
        </SelectField>
      </div>
      <Button type="submit" variant="secondary">
        {t('app.search')}
      </Button>
    </Form>
  );
}

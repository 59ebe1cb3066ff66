import { Form } from 'react-router';
import { useI18n } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import type { ListQuery } from '../../ui/list-query';

/** Narrows the log by resource (e.g. product) and action (e.g. update); a GET form, so the URL keeps it. */
export function AuditFilters({ query }: { query: ListQuery }) {
  const { t } = useI18n();
  return (
    <Form method="get" className="mb-4 flex flex-wrap items-end gap-3" role="search">
      <div className="w-48">
        <TextField
          label={t('audit.filterResource')}
          name="resource"
          dir="ltr"
          defaultValue={query.filters.resource ?? ''}
        />
      </div>
      <div className="w-48">
        <TextField label={t('audit.filterAction')} name="action" dir="ltr" defaultValue={query.filters.action ?? ''} />
      </div>
      <Button type="submit" variant="secondary">
        {t('app.search')}
      </Button>
    </Form>
  );
}

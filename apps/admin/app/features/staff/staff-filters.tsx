import { Form } from 'react-router';
import { StaffRole } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { SelectField, TextField } from '../../ui/field';
import type { ListQuery } from '../../ui/list-query';
import { staffMessages } from './messages';

/** Search by name or email, and narrow by role and status; a GET form, so the URL keeps it. */
export function StaffFilters({ query }: { query: ListQuery }) {
  const { t } = useI18n();
  const m = useMessages(staffMessages);
  // A new query starts on the first page, sorted as it was.
  return (
    <Form method="get" role="search" className="mb-4 flex flex-wrap items-end gap-3">
      <input type="hidden" name="sort" value={query.sort} />
      <input type="hidden" name="order" value={query.order} />
      <div className="w-full sm:w-64">
        <TextField label={m('search')} name="q" type="search" defaultValue={query.q} />
      </div>
      <div className="w-[calc(50%-0.375rem)] sm:w-44">
        <SelectField label={m('filterRole')} name="role" defaultValue={query.filters.role ?? ''}>
          <option value="">{m('anyRole')}</option>
          {StaffRole.options.map((role) => (
            <option key={role} value={role}>
              {t(`role.${role}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="w-[calc(50%-0.375rem)] sm:w-52">
        <SelectField label={m('filterStatus')} name="active" defaultValue={query.filters.active ?? ''}>
          <option value="">{m('anyStatus')}</option>
          <option value="true">{t('app.active')}</option>
          <option value="false">{t('app.inactive')}</option>
        </SelectField>
      </div>
      <Button type="submit" variant="secondary">
        {t('app.search')}
      </Button>
    </Form>
  );
}

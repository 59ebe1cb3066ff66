import { StaffRole } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { ChoiceFilter, ListFilters } from '../../ui/list-filters';
import type { ListQuery } from '../../ui/list-query';
import { staffMessages } from './messages';

/** Search by name or email, and narrow by role and status. */
export function StaffFilters({ query }: { query: ListQuery }) {
  const { t } = useI18n();
  const m = useMessages(staffMessages);
  return (
    <ListFilters query={query} searchLabel={m('search')}>
      <ChoiceFilter
        query={query}
        name="role"
        label={m('filterRole')}
        any={m('anyRole')}
        choices={StaffRole.options.map((role) => [role, t(`role.${role}`)] as const)}
      />
      <ChoiceFilter
        query={query}
        name="active"
        label={m('filterStatus')}
        any={m('anyStatus')}
        choices={[
          ['true', t('app.active')],
          ['false', t('app.inactive')],
        ]}
        className="w-[calc(50%-0.375rem)] sm:w-52"
      />
    </ListFilters>
  );
}

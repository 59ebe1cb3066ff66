import { useMessages } from '../../i18n/i18n';
import { ChoiceFilter, ListFilters } from '../../ui/list-filters';
import type { ListQuery } from '../../ui/list-query';
import { couponMessages } from './messages';

/** Search by code, and narrow to active or inactive, expired or current coupons. */
export function CouponFilters({ query }: { query: ListQuery }) {
  const m = useMessages(couponMessages);
  return (
    <ListFilters query={query} searchLabel={m('search')}>
      <ChoiceFilter
        query={query}
        name="active"
        label={m('filterActive')}
        any={m('anyState')}
        choices={[
          ['true', m('onlyActive')],
          ['false', m('onlyInactive')],
        ]}
      />
      <ChoiceFilter
        query={query}
        name="expired"
        label={m('filterExpiry')}
        any={m('anyState')}
        choices={[
          ['false', m('onlyCurrent')],
          ['true', m('onlyExpired')],
        ]}
      />
    </ListFilters>
  );
}

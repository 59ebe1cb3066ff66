import { useMessages } from '../../i18n/i18n';
import { SelectField } from '../../ui/field';
import { ListFilters } from '../../ui/list-filters';
import type { ListQuery } from '../../ui/list-query';
import { sellerMessages } from './messages';
import { ALL_STATUSES, sellerStatusChoice, STATUS_TEXT } from './seller-request-view';

/** Search the applicants; narrow by status (the requests waiting for a decision by default). */
export function SellerRequestFilters({ query }: { query: ListQuery }) {
  const m = useMessages(sellerMessages);
  return (
    <ListFilters query={query} searchLabel={m('search')}>
      {/* Always sent: leaving the status out of the URL means the requests waiting for a decision. */}
      <div className="w-[calc(50%-0.375rem)] sm:w-44">
        <SelectField label={m('filterStatus')} name="status" defaultValue={sellerStatusChoice(query.filters)}>
          {(['pending', 'approved', 'rejected'] as const).map((status) => (
            <option key={status} value={status}>
              {m(STATUS_TEXT[status])}
            </option>
          ))}
          <option value={ALL_STATUSES}>{m('allStatuses')}</option>
        </SelectField>
      </div>
    </ListFilters>
  );
}

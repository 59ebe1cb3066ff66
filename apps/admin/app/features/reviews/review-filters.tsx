import { ReviewRating } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { SelectField } from '../../ui/field';
import { ChoiceFilter, ListFilters } from '../../ui/list-filters';
import type { ListQuery } from '../../ui/list-query';
import { reviewMessages } from './messages';
import { ALL_STATUSES, reviewStatusChoice, STATUS_TEXT } from './review-view';

const RATINGS = Array.from({ length: ReviewRating.max - ReviewRating.min + 1 }, (_, i) => ReviewRating.max - i);

/** Search the reviews' texts and authors; narrow by status (waiting ones by default) and by stars. */
export function ReviewFilters({ query }: { query: ListQuery }) {
  const { locale } = useI18n();
  const m = useMessages(reviewMessages);
  return (
    <ListFilters query={query} searchLabel={m('search')}>
      {/* Always sent: leaving the status out of the URL means the reviews waiting for a moderator. */}
      <div className="w-[calc(50%-0.375rem)] sm:w-44">
        <SelectField label={m('filterStatus')} name="status" defaultValue={reviewStatusChoice(query.filters)}>
          {(['pending', 'visible', 'hidden'] as const).map((status) => (
            <option key={status} value={status}>
              {m(STATUS_TEXT[status])}
            </option>
          ))}
          <option value={ALL_STATUSES}>{m('allStatuses')}</option>
        </SelectField>
      </div>
      <ChoiceFilter
        query={query}
        name="rating"
        label={m('filterRating')}
        any={m('anyRating')}
        choices={RATINGS.map((count) => [String(count), m('starsChoice', { count: count.toLocaleString(locale) })])}
      />
      {query.filters.productId && <input type="hidden" name="productId" value={query.filters.productId} />}
    </ListFilters>
  );
}

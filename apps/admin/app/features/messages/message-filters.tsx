import { useMessages } from '../../i18n/i18n';
import { SelectField } from '../../ui/field';
import { ListFilters } from '../../ui/list-filters';
import type { ListQuery } from '../../ui/list-query';
import { inboxMessages } from './messages';
import { BOX_TEXT, messageBoxOf } from './message-view';

/** Search the messages; choose the inbox, its unread messages, or the archive. */
export function MessageFilters({ query }: { query: ListQuery }) {
  const m = useMessages(inboxMessages);
  return (
    <ListFilters query={query} searchLabel={m('search')}>
      <div className="w-[calc(50%-0.375rem)] sm:w-44">
        <SelectField label={m('filterBox')} name="box" defaultValue={messageBoxOf(query.filters)}>
          {(['inbox', 'unread', 'archived'] as const).map((box) => (
            <option key={box} value={box}>
              {m(BOX_TEXT[box])}
            </option>
          ))}
        </SelectField>
      </div>
    </ListFilters>
  );
}

import { ScreenName } from '@shop/contract';
import { useMessages } from '../../i18n/i18n';
import { CheckboxField } from '../../ui/field';
import { ChoiceFilter, ListFilters } from '../../ui/list-filters';
import type { ListQuery } from '../../ui/list-query';
import { labelMessages } from './messages';
import { screenNames } from './screen-names';

/** Search keys and both texts, keep one screen, keep the labels missing Arabic. */
export function LabelFilters({ query }: { query: ListQuery }) {
  const m = useMessages(labelMessages);
  const screen = useMessages(screenNames);
  return (
    <ListFilters query={query} searchLabel={m('search')}>
      <ChoiceFilter
        query={query}
        name="screen"
        label={m('screen')}
        any={m('anyScreen')}
        choices={ScreenName.options.map((name) => [name, screen(name)] as const)}
        className="w-full sm:w-56"
      />
      <div className="pb-2">
        <CheckboxField
          label={m('missingOnly')}
          name="missing"
          value="true"
          defaultChecked={query.filters.missing === 'true'}
        />
      </div>
    </ListFilters>
  );
}

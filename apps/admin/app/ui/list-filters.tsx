// The search bar above a list: a GET form, so the URL keeps the search and the filters, and a
// bookmarked or shared list opens as it was. A list adds its own filters between the search field
// and the button.
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { useI18n } from '../i18n/i18n';
import { Button } from './button';
import { SelectField, TextField } from './field';
import type { ListQuery } from './list-query';

export function ListFilters({
  query,
  searchLabel,
  children,
}: {
  query: ListQuery;
  searchLabel: string;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <Form
      // A URL changed by Back or a link shows its own search, not the one typed before.
      key={`${query.q}|${new URLSearchParams(query.filters).toString()}`}
      method="get"
      role="search"
      className="mb-4 flex flex-wrap items-end gap-3"
    >
      {/* The sort and page size stay as they are; a new search starts on the first page. */}
      <input type="hidden" name="sort" value={query.sort} />
      <input type="hidden" name="order" value={query.order} />
      <input type="hidden" name="limit" value={query.limit} />
      <div className="w-full sm:w-64">
        <TextField label={searchLabel} name="q" type="search" dir="auto" defaultValue={query.q} />
      </div>
      {children}
      <Button type="submit" variant="secondary">
        {t('app.search')}
      </Button>
    </Form>
  );
}

/** One filter of a list as a select: "any" (the filter left out) and the list's own choices. */
export function ChoiceFilter({
  query,
  name,
  label,
  any,
  choices,
  className = 'w-[calc(50%-0.375rem)] sm:w-44',
}: {
  query: ListQuery;
  name: string;
  label: string;
  any: string;
  choices: readonly (readonly [value: string, text: string])[];
  className?: string;
}) {
  return (
    <div className={className}>
      <SelectField label={label} name={name} defaultValue={query.filters[name] ?? ''}>
        <option value="">{any}</option>
        {choices.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

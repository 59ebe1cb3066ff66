import { SEARCH_MAX_LENGTH } from '@shop/contract';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';

import { useLabels } from '../../lib/labels/labels';
import { useLanguage } from '../../lib/language';
import { SearchIcon } from './icons';
import { searchTarget } from './search-target';

/**
 * The product search of the header modal and the 404 page. Enter submits; it goes to the product
 * list only for a term longer than 1 character, otherwise nothing happens (spec section 2).
 */
export function SearchForm({
  onSearch,
  hideLabel = false,
}: {
  onSearch?: () => void;
  /** When a heading right above says the same (the modal's title). */
  hideLabel?: boolean;
}) {
  const language = useLanguage();
  const labels = useLabels('TopHeader');
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const inputId = useId();
  const hintId = useId();

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        const target = searchTarget(language, term);
        if (!target) return;
        onSearch?.();
        void navigate(target);
      }}
      className="flex flex-col gap-2"
    >
      <label htmlFor={inputId} className={hideLabel ? 'sr-only' : 'text-sm font-medium text-olive-900'}>
        {labels.lbl_header_search_title}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          type="search"
          name="SearchTerm"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={labels.lbl_header_search_placeholder}
          aria-describedby={hintId}
          className="min-w-0 flex-1 rounded-md border border-olive-300 bg-white px-3 py-2 text-olive-950 placeholder:text-olive-500"
        />
        <button
          type="submit"
          className="flex items-center gap-2 rounded-md bg-olive-700 px-4 py-2 font-semibold text-sand-50 hover:bg-olive-800"
        >
          <SearchIcon className="size-5" />
          <span className="sr-only sm:not-sr-only">{labels.lbl_header_search_button}</span>
        </button>
      </div>
      <p id={hintId} className="text-xs text-olive-700">
        {labels.lbl_header_search_hint}
      </p>
    </form>
  );
}

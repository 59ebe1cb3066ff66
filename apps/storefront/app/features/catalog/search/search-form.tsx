import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '@shop/contract';
import { useEffect, useId, useState } from 'react';
import { useFetcher, useNavigate } from 'react-router';

import { fillLabel, useLabels } from '../../../lib/labels/labels';
import { useLanguage } from '../../../lib/language';
import { allProductsPath } from '../../../lib/paths';
import type { SearchSuggestions } from './search-suggestions';
import { SearchIcon } from '../../../ui/icons';
import { SearchSuggestionList, suggestionChoices, suggestionId, type SuggestionChoice } from './search-suggestion-list';
import { searchTarget } from './search-target';

// How long typing pauses before suggestions are asked for.
const SUGGEST_AFTER_MS = 200;

/**
 * The product search of the header modal and the 404 page, a combobox (WAI-ARIA pattern): from two
 * characters it suggests products and categories while the shopper types; the arrows walk them, Enter
 * opens the chosen one, Escape closes the list. Enter on the text goes to the product list only for a term
 * longer than 1 character, otherwise nothing happens (spec section 2).
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
  const suggestions = useFetcher<SearchSuggestions>();
  const [term, setTerm] = useState('');
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  const inputId = useId();
  const hintId = useId();
  const listId = useId();

  const trimmed = term.trim();
  const { load } = suggestions;
  useEffect(() => {
    if (trimmed.length < SEARCH_MIN_LENGTH) return;
    const timer = setTimeout(() => {
      void load(`/api/search-suggestions?${new URLSearchParams({ q: trimmed, lang: language.code })}`);
    }, SUGGEST_AFTER_MS);
    return () => clearTimeout(timer);
  }, [trimmed, language.code, load]);

  // Suggestions for an earlier term are not offered for a shorter one.
  const shown = trimmed.length >= SEARCH_MIN_LENGTH && !dismissed ? suggestions.data : undefined;
  const choices = suggestionChoices(shown);
  const open = choices.length > 0;

  const choose = (choice: SuggestionChoice) => {
    onSearch?.();
    void navigate(choice.item.href);
  };

  return (
    <form
      role="search"
      // Before the page's code has run (or without it), the browser sends the term to the list itself.
      action={allProductsPath(language)}
      onSubmit={(event) => {
        event.preventDefault();
        const chosen = open && active >= 0 ? choices[active] : undefined;
        if (chosen) return choose(chosen);
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
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? suggestionId(listId, active) : undefined}
          autoComplete="off"
          value={term}
          onChange={(event) => {
            setTerm(event.target.value);
            setActive(-1);
            setDismissed(false);
          }}
          onKeyDown={(event) => {
            if (!open) return;
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              // The choices and, past either end, the text itself (-1).
              const last = choices.length - 1;
              setActive((current) =>
                event.key === 'ArrowDown' ? (current >= last ? -1 : current + 1) : current <= -1 ? last : current - 1,
              );
            } else if (event.key === 'Escape') {
              // The list closes first; a second Escape closes the modal (search-panel.tsx).
              event.preventDefault();
              setDismissed(true);
              setActive(-1);
            }
          }}
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
      <p role="status" className="sr-only">
        {open
          ? fillLabel(labels.lbl_header_search_suggestions, { n: choices.length.toLocaleString(language.code) })
          : ''}
      </p>
      {open && shown && <SearchSuggestionList id={listId} suggestions={shown} active={active} onChoose={choose} />}
    </form>
  );
}

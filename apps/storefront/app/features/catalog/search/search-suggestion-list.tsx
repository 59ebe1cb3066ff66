import type { CategorySuggestion, ProductSuggestion, SearchSuggestions } from './search-suggestions';
import { useLabels } from '../../../lib/labels/labels';
import { ProductPrice } from '../product-price';
import { MarkedText } from './marked-text';
import { PLACEHOLDER_IMAGE } from '../../../ui/placeholder-image';

/** One choice of the list, in the order the arrow keys walk them: products, then categories. */
export type SuggestionChoice =
  { kind: 'product'; item: ProductSuggestion } | { kind: 'category'; item: CategorySuggestion };

export function suggestionChoices(suggestions: SearchSuggestions | undefined): SuggestionChoice[] {
  if (!suggestions) return [];
  return [
    ...suggestions.products.map((item) => ({ kind: 'product' as const, item })),
    ...suggestions.categories.map((item) => ({ kind: 'category' as const, item })),
  ];
}

export const suggestionId = (listId: string, index: number) => `${listId}-${index}`;

/**
 * The listbox of the search combobox: products (picture, name with the typed part marked, price) and then
 * categories, each group named. The input keeps focus; the active choice is shown here and announced through
 * the input's aria-activedescendant. A pointer chooses with a click.
 */
export function SearchSuggestionList({
  id,
  suggestions,
  active,
  onChoose,
}: {
  id: string;
  suggestions: SearchSuggestions;
  active: number;
  onChoose: (choice: SuggestionChoice) => void;
}) {
  const labels = useLabels('TopHeader');
  const choices = suggestionChoices(suggestions);
  const productCount = suggestions.products.length;

  const option = (choice: SuggestionChoice, index: number) => (
    // The input handles the keyboard (arrows, Enter, Escape); a pointer picks with a click.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <li
      key={`${choice.kind}-${choice.item.id}`}
      id={suggestionId(id, index)}
      role="option"
      aria-selected={index === active}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onChoose(choice)}
      className={`flex cursor-pointer items-center gap-3 rounded-md px-2 py-2 ${
        index === active ? 'bg-olive-100 outline-2 outline-olive-600' : 'hover:bg-sand-100'
      }`}
    >
      {choice.kind === 'product' ? (
        <>
          <img
            src={choice.item.imageUrl ?? PLACEHOLDER_IMAGE}
            alt=""
            width={48}
            height={48}
            className="size-12 shrink-0 rounded object-cover"
          />
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm text-olive-950">
              <MarkedText text={choice.item.name} term={suggestions.term} />
            </span>
            <ProductPrice price={choice.item.price} sellingPrice={choice.item.sellingPrice} size="sm" />
          </span>
        </>
      ) : (
        <span className="text-sm text-olive-950">
          <MarkedText text={choice.item.name} term={suggestions.term} />
        </span>
      )}
    </li>
  );

  return (
    <ul id={id} role="listbox" aria-label={labels.lbl_header_search_title} className="max-h-96 overflow-y-auto">
      {productCount > 0 && (
        <li role="presentation">
          <span aria-hidden="true" className="block px-2 pt-1 text-xs font-semibold text-olive-700">
            {labels.lbl_header_search_products}
          </span>
          <ul role="group" aria-label={labels.lbl_header_search_products}>
            {choices.slice(0, productCount).map((choice, index) => option(choice, index))}
          </ul>
        </li>
      )}
      {choices.length > productCount && (
        <li role="presentation">
          <span aria-hidden="true" className="block px-2 pt-2 text-xs font-semibold text-olive-700">
            {labels.lbl_header_search_categories}
          </span>
          <ul role="group" aria-label={labels.lbl_header_search_categories}>
            {choices.slice(productCount).map((choice, index) => option(choice, productCount + index))}
          </ul>
        </li>
      )}
    </ul>
  );
}

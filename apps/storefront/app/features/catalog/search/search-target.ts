import { SEARCH_MIN_LENGTH } from '@shop/contract';

import type { ShopLanguage } from '../../../lib/language';
import { searchPath } from '../../../lib/paths';

/**
 * Where a search goes: the all-categories product list with the trimmed term, only when it is
 * longer than 1 character (spec section 5); null means the search does nothing.
 */
export function searchTarget(language: ShopLanguage, term: string): string | null {
  const trimmed = term.trim();
  return trimmed.length >= SEARCH_MIN_LENGTH ? searchPath(language, trimmed) : null;
}

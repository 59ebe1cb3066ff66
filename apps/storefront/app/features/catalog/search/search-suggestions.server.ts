import { DEFAULT_LANGUAGE, isLanguageCode, Language, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '@shop/contract';

import { backofficeFor } from '../../../lib/backoffice.server';
import { categoryPath, productPath } from '../../../lib/paths';
import type { SearchSuggestions } from './search-suggestions';

// The same term is typed by many shoppers; a minute's reuse keeps suggestions quick and the catalogue fresh.
const CACHE_CONTROL = 'public, max-age=60';

/**
 * GET `?q=&lang=` → what the header's search suggests for what the shopper has typed so far (issue 21):
 * up to five products and three categories in `lang`, each with the link it opens. Nothing before two
 * characters; nothing (and no cache) when the back-office cannot answer, so typing is never blocked.
 */
export async function loadSearchSuggestions(request: Request) {
  const url = new URL(request.url);
  const lang = url.searchParams.get('lang');
  const language = Language[isLanguageCode(lang) ? lang : DEFAULT_LANGUAGE];
  const term = (url.searchParams.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  const empty: SearchSuggestions = { term, products: [], categories: [] };
  if (term.length < SEARCH_MIN_LENGTH) return Response.json(empty, { headers: { 'Cache-Control': CACHE_CONTROL } });

  const result = await backofficeFor(request, language).call('get-search-suggestions', { SearchTerm: term });
  if (!result.ok) return Response.json(empty, { headers: { 'Cache-Control': 'no-store' } });
  const suggestions: SearchSuggestions = {
    term,
    products: result.rows
      .filter((row) => row.Kind === 'product')
      .map((row) => ({
        id: row.Id,
        name: row.Name,
        price: row.Price ?? 0,
        sellingPrice: row.DiscountedPrice && row.DiscountedPrice > 0 ? row.DiscountedPrice : (row.Price ?? 0),
        imageUrl: row.ImageUrl,
        href: productPath(language, { id: row.Id, name: row.Name }),
      })),
    categories: result.rows
      .filter((row) => row.Kind === 'category')
      .map((row) => ({ id: row.Id, name: row.Name, href: categoryPath(language, { id: row.Id, name: row.Name }) })),
  };
  return Response.json(suggestions, { headers: { 'Cache-Control': CACHE_CONTROL } });
}

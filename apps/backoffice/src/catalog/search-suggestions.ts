// What the search box suggests while a shopper types (issue 21): the products the list would show first for
// the term, then the categories whose names hold it, in the shopper's language.
import { sql } from 'drizzle-orm';
import { SEARCH_SUGGESTION_CATEGORIES, SEARCH_SUGGESTION_PRODUCTS, type SearchSuggestionRow } from '@shop/contract';
import { queryRows, type Executor } from '../db/database';
import { toMoney } from './money';
import { listProductPage } from './product-list-repository';
import type { SearchIndex } from './search-index';

interface CategoryMatch {
  id: number;
  name: string;
}

export async function searchSuggestions(
  db: Executor,
  languageId: number,
  term: string,
  searchIndex?: SearchIndex,
): Promise<SearchSuggestionRow[]> {
  const [products, categories] = await Promise.all([
    listProductPage(
      db,
      { languageId, filter: { searchTerm: term }, order: 'featured', pageNo: 1, pageSize: SEARCH_SUGGESTION_PRODUCTS },
      searchIndex,
    ),
    matchingCategories(db, languageId, term, searchIndex),
  ]);
  return [
    ...products.map((product): SearchSuggestionRow => ({
      Kind: 'product',
      Id: product.id,
      Name: product.name,
      Price: toMoney(product.price),
      DiscountedPrice: toMoney(product.discounted_price),
      ImageUrl: firstImage(product.images_json),
    })),
    ...categories.map((category): SearchSuggestionRow => ({
      Kind: 'category',
      Id: Number(category.id),
      Name: category.name,
      Price: null,
      DiscountedPrice: null,
      ImageUrl: null,
    })),
  ];
}

/** Active categories (an inactive one is hidden from shoppers) whose names in any language match the term. */
async function matchingCategories(
  db: Executor,
  languageId: number,
  term: string,
  searchIndex: SearchIndex | undefined,
): Promise<CategoryMatch[]> {
  const catalogue = searchIndex?.current();
  const queries = catalogue && (await searchIndex?.queries(term));
  if (catalogue && queries) return catalogue.matchingCategories(queries, languageId, SEARCH_SUGGESTION_CATEGORIES);
  return queryRows<CategoryMatch>(
    db,
    sql`SELECT c.id, COALESCE(c.localized -> ${String(languageId)} ->> 'name', c.name) AS name
          FROM categories c
         WHERE c.is_active
           AND shop_search_vector(c.name || ' ' || COALESCE(c.localized::text, '')) @@ shop_search_query(${term})
         ORDER BY c.display_order, c.id
         LIMIT ${SEARCH_SUGGESTION_CATEGORIES}`,
  );
}

function firstImage(imagesJson: string): string | null {
  const [first] = JSON.parse(imagesJson) as { AttachmentURL: string }[];
  return first?.AttachmentURL ?? null;
}

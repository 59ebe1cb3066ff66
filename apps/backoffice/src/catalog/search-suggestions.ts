// What the search box suggests while a shopper types (issue 21): the products the list would show first for
// the term, then the categories whose names hold it, in the shopper's language.
import { sql } from 'drizzle-orm';
import { SEARCH_SUGGESTION_CATEGORIES, SEARCH_SUGGESTION_PRODUCTS, type SearchSuggestionRow } from '@shop/contract';
import { queryRows, type Executor } from '../db/database';
import { toMoney } from './money';
import { listProductPage } from './product-list-repository';

interface CategoryMatch {
  id: number;
  name: string;
}

export async function searchSuggestions(
  db: Executor,
  languageId: number,
  term: string,
): Promise<SearchSuggestionRow[]> {
  const [products, categories] = await Promise.all([
    listProductPage(db, {
      languageId,
      filter: { searchTerm: term },
      order: 'featured',
      pageNo: 1,
      pageSize: SEARCH_SUGGESTION_PRODUCTS,
    }),
    // Active categories only (an inactive one is hidden from shoppers), named in every language they have.
    queryRows<CategoryMatch>(
      db,
      sql`SELECT c.id, COALESCE(c.localized -> ${String(languageId)} ->> 'name', c.name) AS name
            FROM categories c
           WHERE c.is_active
             AND shop_search_vector(c.name || ' ' || COALESCE(c.localized::text, '')) @@ shop_search_query(${term})
           ORDER BY c.display_order, c.id
           LIMIT ${SEARCH_SUGGESTION_CATEGORIES}`,
    ),
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

function firstImage(imagesJson: string): string | null {
  const [first] = JSON.parse(imagesJson) as { AttachmentURL: string }[];
  return first?.AttachmentURL ?? null;
}

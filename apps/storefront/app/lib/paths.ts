import { ProductListRoute, slugify } from '@shop/contract';

import { type ShopLanguage, localizedPath } from './language';

// The spec's routes (section 2), always under the current language (its links carry it).

/** `/{lang}/product-detail/{id}/{category slug or 'shop'}/{name slug}` */
export function productPath(
  language: ShopLanguage,
  product: { id: number; name: string; categoryName?: string | null },
) {
  const category = product.categoryName?.trim() ? slugify(product.categoryName) : 'shop';
  return localizedPath(
    language,
    `/product-detail/${product.id}/${encodeURIComponent(category)}/${encodeURIComponent(slugify(product.name))}`,
  );
}

/** `/{lang}/all-products/{id}/{name slug}`; id 0 lists every category. */
export function categoryPath(language: ShopLanguage, category: { id: number; name: string }, query = '') {
  return localizedPath(language, `/all-products/${category.id}/${encodeURIComponent(slugify(category.name))}${query}`);
}

/** The list of every category (id 0). */
const ALL_CATEGORIES = { id: ProductListRoute.allCategoryId, name: ProductListRoute.allCategories };

/** `/{lang}/all-products/0/all-categories`: every product of the shop. */
export function allProductsPath(language: ShopLanguage) {
  return categoryPath(language, ALL_CATEGORIES);
}

/** The all-categories search of the spec: `/{lang}/all-products/0/all-categories?SearchTerm=...` */
export function searchPath(language: ShopLanguage, term: string) {
  return categoryPath(language, ALL_CATEGORIES, `?${new URLSearchParams({ SearchTerm: term })}`);
}

/** `/{lang}/campaign/{id}/{title slug}` */
export function campaignPath(language: ShopLanguage, campaign: { id: number; title: string }) {
  return localizedPath(language, `/campaign/${campaign.id}/${encodeURIComponent(slugify(campaign.title))}`);
}

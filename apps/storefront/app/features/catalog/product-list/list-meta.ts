import { LANGUAGE_CODES } from '@shop/contract';
import type { MetaDescriptor } from 'react-router';

import { type PageLabels, labelsFor } from '../../../lib/labels/labels';
import type { LayoutData, MenuCategory } from '../../../lib/layout-data.server';
import { type ListPlace, canonicalHref, listHeading } from './list-links';

/** The category the list's path names, when the menu knows it. */
export function categoryOf(place: ListPlace, categories: readonly MenuCategory[] | undefined) {
  return categories?.find((category) => category.id === place.pathCategoryId);
}

/**
 * The list page's title, description, canonical and alternate links: search results are kept
 * out of search engines. `root` is the layout's data, for the site's title and the categories.
 */
export function productListMeta(
  { place, labels, origin }: { place: ListPlace; labels: PageLabels; origin: string },
  root: Partial<LayoutData> | undefined,
): MetaDescriptor[] {
  const texts = labelsFor('AllProducts', labels);
  const heading = listHeading(place, categoryOf(place, root?.categories)?.displayName, {
    allProducts: texts.lbl_all_products_title,
    popular: labelsFor('PopularProducts', labels).lbl_popular_products_heading,
    recent: labelsFor('NewProducts', labels).lbl_new_products_heading,
    searchResults: texts.lbl_all_products_search_results,
  });
  const page = heading.searchTerm ? `${heading.text} "${heading.searchTerm}"` : heading.text;
  const title = [page, root?.siteTitle?.trim()].filter(Boolean).join(' | ');
  const canonical = new URL(canonicalHref(place), origin).href;
  const inLanguage = (code: string) => canonical.replace(/^(https?:\/\/[^/]+\/)[a-z]{2}\//, `$1${code}/`);
  return [
    { title },
    { name: 'description', content: page },
    // Search results are endless variations of the shop's own pages: not for search engines.
    ...(place.query.searchTerm ? [{ name: 'robots', content: 'noindex, follow' }] : []),
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...LANGUAGE_CODES.map((code) => ({ tagName: 'link', rel: 'alternate', hrefLang: code, href: inLanguage(code) })),
    { property: 'og:title', content: title },
    { property: 'og:url', content: canonical },
  ];
}

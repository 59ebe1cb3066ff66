import { type RowOf, Truncate, truncate } from '@shop/contract';

import type { ShopLanguage } from '../../../lib/language';
import { mediaUrl } from '../../../lib/media-url';

/** A tile of the home page's popular categories. */
export interface PopularCategory {
  id: number;
  /** English name: category links are made from it, whatever the page language. */
  name: string;
  /** Name in the page's language, cut to the spec's popular-category length. */
  displayName: string;
  imageUrl: string | undefined;
  totalProducts: number;
}

/** Arabic names come from the category's localized text for the page's language id (spec: mega menu). */
export function toPopularCategory(row: RowOf<'get-popular-categories'>, language: ShopLanguage): PopularCategory {
  const localized = row.LocalizationJsonData.find((entry) => entry.langId === language.id)?.text.trim();
  return {
    id: row.CategoryID,
    name: row.Name,
    displayName: truncate(localized || row.Name, Truncate.popularCategory),
    imageUrl: mediaUrl(row.AttachmentURL),
    totalProducts: row.TotalProducts ?? 0,
  };
}

import {
  CATEGORY_LIST_PAGE_SIZE,
  EMPTY_RECORD_VALUE_JSON,
  Language,
  type LanguageCode,
  Messages,
  RELATED_LIST_SIZE,
  type RowOf,
  type ScreenEntityName,
  Truncate,
  formatOrderDate,
  truncate,
} from '@shop/contract';
import { data } from 'react-router';

import { backofficeFor } from '../../../lib/backoffice.server';
import { serverEnv } from '../../../lib/env.server';
import { loadLabels } from '../../../lib/labels/labels.server';
import type { ShopLanguage } from '../../../lib/language';
import { productPath } from '../../../lib/paths';
import { notFound } from '../not-found.server';
import { toProductCardData } from '../product-card-data';
import { quietCachedList } from '../quiet-cached-list.server';
import { serializeJsonLd, productJsonLd } from './product-json-ld';
import type { ProductSeo } from './product-seo';
import { type ProductDetailView, type ReviewView, type SizeGuideRow, toProductDetailView } from './product-view';
import { sanitizeDescription } from './sanitize-description.server';
import { priceForSelection } from './variant-price';

/** The screen entities whose texts the product page shows. */
export const PRODUCT_PAGE_ENTITIES = [
  'ProductDetail',
  'ProductVariants',
  'SizeGuide',
  'RelatedProducts',
  'ProductsGridTypeOne',
  // Its '{n} out of 5' names the star ratings for screen readers.
  'SiteLeftSidebarFilter',
  // Its 'Decrease quantity' and 'Increase quantity' name the quantity counter's buttons.
  'Cart',
] as const satisfies readonly ScreenEntityName[];

// The size chart changes when the shop owner edits sizes, not per request.
const SIZE_GUIDE_CACHE_MS = 60_000;

/** The product id of the URL: digits naming a positive safe integer, anything else is no product. */
export function parseProductId(segment: string | undefined): number | undefined {
  if (!segment || !/^\d{1,15}$/.test(segment)) return undefined;
  const id = Number(segment);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

function otherLanguageOf(language: ShopLanguage): ShopLanguage {
  return language.code === Language.en.code ? Language.ar : Language.en;
}

function toReviewView(row: RowOf<'get-product-reviews'>): ReviewView {
  return {
    title: row.Title,
    body: truncate(row.Body, Truncate.reviewBody),
    rating: row.Rating,
    reviewerName: row.ReviewerName,
    date: formatOrderDate(row.ReviewDate),
  };
}

function toSizeGuideRow(row: RowOf<'get-size-list'>): SizeGuideRow {
  return {
    id: row.SizeID,
    name: row.Name,
    shortName: row.ShortName,
    inches: row.Inches ?? '',
    centimeters: row.Centimeters ?? '',
  };
}

function buildSeo(
  origin: string,
  language: ShopLanguage,
  detail: RowOf<'get-product_detail'>,
  otherDetail: RowOf<'get-product_detail'> | undefined,
  product: ProductDetailView,
): ProductSeo {
  const urlIn = (lang: ShopLanguage, row: RowOf<'get-product_detail'>) =>
    new URL(productPath(lang, { id: row.ProductId, name: row.ProductName, categoryName: row.CategoryName }), origin)
      .href;
  const other = otherLanguageOf(language);
  const canonicalUrl = urlIn(language, detail);
  // Without the other language's row (a failed call) its URL still leads to the product, with this language's slugs.
  const otherUrl = urlIn(other, otherDetail ?? detail);
  const alternateUrls = { [language.code]: canonicalUrl, [other.code]: otherUrl } as Record<LanguageCode, string>;
  const firstImage = product.images[0];
  return {
    title: detail.MetaTitle?.trim() || product.name,
    description: detail.MetaDescription?.trim() || product.shortDescription,
    keywords: detail.MetaKeywords?.trim() ?? '',
    canonicalUrl,
    alternateUrls,
    imageUrl: firstImage ? new URL(firstImage.url, origin).href : undefined,
    language: language.code,
    siteName: '',
  };
}

/**
 * Everything the product page needs, fetched from the back-office in parallel. A missing product
 * (or an id that cannot be one) is the 404 page; the product's detail or attributes failing is the
 * error page, since without them nothing can be sold; reviews, related products, the size chart
 * and the other language's names are extras the page shows without (spec section 8, quiet failures).
 */
export async function loadProductDetailPage(
  request: Request,
  language: ShopLanguage,
  productIdParam: string | undefined,
) {
  const productId = parseProductId(productIdParam);
  if (productId === undefined) notFound();

  const backoffice = backofficeFor(request, language);
  const byId = { ProductId: productId, recordValueJson: EMPTY_RECORD_VALUE_JSON };
  const [detailResult, otherResult, attributeResult, reviewResult, relatedResult, sizeGuide, labels] =
    await Promise.all([
      backoffice.call('get-product_detail', byId),
      backofficeFor(request, otherLanguageOf(language)).call('get-product_detail', byId),
      backoffice.call('get-product-all-attributes-by-productId', byId),
      backoffice.call('get-product-reviews', byId),
      backoffice.call('get-related-products-list', { ProductId: productId, PageNo: 1, PageSize: RELATED_LIST_SIZE }),
      quietCachedList({
        cacheKey: `size-guide:${language.code}`,
        ttlMs: SIZE_GUIDE_CACHE_MS,
        endpoint: 'get-size-list',
        call: () => backoffice.call('get-size-list', { PageNo: 1, PageSize: CATEGORY_LIST_PAGE_SIZE }),
        toItem: toSizeGuideRow,
        failureLog: 'product page: size guide',
      }),
      loadLabels(request, language, PRODUCT_PAGE_ENTITIES),
    ]);

  if (!detailResult.ok) {
    // 400 is an id the back-office cannot accept (too large, say): no such product either.
    if (detailResult.status === 404 || detailResult.status === 400) notFound();
    console.error('product page: get-product_detail failed', {
      productId,
      status: detailResult.status,
      errorMessage: detailResult.errorMessage,
    });
    throw data(Messages.genericErrorLater, { status: 502 });
  }
  const detail = detailResult.rows[0];
  if (!detail) notFound();
  if (!attributeResult.ok) {
    console.error('product page: get-product-all-attributes-by-productId failed', {
      productId,
      status: attributeResult.status,
      errorMessage: attributeResult.errorMessage,
    });
    throw data(Messages.genericErrorLater, { status: 502 });
  }
  for (const [name, result] of [
    ['get-product-reviews', reviewResult],
    ['get-related-products-list', relatedResult],
    ['get-product_detail (other language)', otherResult],
  ] as const) {
    if (!result.ok) console.error(`product page: ${name} failed`, { productId, status: result.status });
  }

  const product = toProductDetailView(detail, attributeResult.rows, sanitizeDescription(detail.FullDescription));
  // Links for search engines and shares name the shop's public origin, never the request's Host.
  const origin = serverEnv.STOREFRONT_URL;
  const seo = buildSeo(origin, language, detail, otherResult.ok ? otherResult.rows[0] : undefined, product);
  const jsonLd = serializeJsonLd(
    productJsonLd({
      id: product.id,
      name: product.name,
      description: seo.description,
      brandName: product.brandName,
      imageUrls: product.images.map((image) => new URL(image.url, origin).href),
      sellingPrice: priceForSelection(product, {}).sellingPrice,
      inStock: product.stockQuantity > 0,
      url: seo.canonicalUrl,
      rating: product.rating,
      totalReviews: product.totalReviews,
    }),
  );

  return {
    lang: language.code,
    product,
    reviews: reviewResult.ok ? reviewResult.rows.map(toReviewView) : [],
    related: relatedResult.ok
      ? relatedResult.rows.filter((row) => row.ProductId !== productId).map(toProductCardData)
      : [],
    sizeGuide,
    seo,
    jsonLd,
    labels,
  };
}

export type ProductDetailPageData = Awaited<ReturnType<typeof loadProductDetailPage>>;

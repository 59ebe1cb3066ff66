import type { SearchCorrectionParams, SortValue } from '@shop/contract';
import { Language, SEARCH_MIN_LENGTH, problem } from '@shop/contract';
import type { EndpointHandlers } from '../protocol/register-endpoints';
import { failure, rows } from '../protocol/outcome';
import { toCents } from './money';
import { listProducts, type ProductFilter, type ProductOrder } from './product-list-repository';
import { findProductDetail, listProductAttributes, listProductReviews } from './product-detail-repository';
import { productAttributeRow, productDetailRow, productListRow, reviewRow } from './product-rows';
import { searchCorrection } from './search-correction';
import type { SearchIndex } from './search-index';
import { searchSuggestions } from './search-suggestions';
import { listCategories, listManufacturers, listPopularTags, listSizes } from './taxonomy-repository';

const orderBySort: Record<SortValue, ProductOrder> = {
  '': 'featured',
  'Price ASC': 'price-asc',
  'Price DESC': 'price-desc',
  'Date DESC': 'date-desc',
  'Date ASC': 'date-asc',
};

// The spec's "above 600" range ends at 1,000,000,000, more cents than a price column holds.
const LARGEST_PRICE_CENTS = 2_147_483_647;
const priceBound = (amount: number | undefined) =>
  amount === undefined ? undefined : Math.min(toCents(amount), LARGEST_PRICE_CENTS);

const nonEmpty = (ids: number[]) => (ids.length > 0 ? ids : undefined);

/** The product list's filters as get-all-products and get-search-correction receive them. */
function listFilter(params: SearchCorrectionParams): ProductFilter {
  return {
    searchTerm: params.SearchTerm || undefined,
    // Category 0 is "all categories".
    categoryIds: nonEmpty(params.CategoryID.filter((id) => id > 0)),
    manufacturerIds: nonEmpty(params.ManufacturerID),
    sizeIds: nonEmpty(params.SizeID),
    colorIds: nonEmpty(params.ColorID),
    tagIds: nonEmpty(params.TagID),
    minPrice: priceBound(params.MinPrice),
    maxPrice: priceBound(params.MaxPrice),
    minRating: params.Rating,
  };
}

/** The catalogue's calls; searches are answered from `searchIndex` while it is current (`search-index.ts`). */
export const createCatalogHandlers = (searchIndex?: SearchIndex): EndpointHandlers => ({
  'get-all-products': async (params, { db, languageId }) => {
    const records = await listProducts(
      db,
      {
        languageId,
        filter: listFilter(params),
        order: orderBySort[params.OrderByColumnName],
        pageNo: params.PageNo,
        pageSize: params.PageSize,
      },
      searchIndex,
    );
    return rows(records.map(productListRow));
  },

  'get-search-suggestions': async (params, { db, languageId }) =>
    rows(
      params.SearchTerm.length >= SEARCH_MIN_LENGTH
        ? await searchSuggestions(db, languageId, params.SearchTerm, searchIndex)
        : [],
    ),

  'get-search-correction': async (params, { db }) => {
    const corrected =
      params.SearchTerm.length >= SEARCH_MIN_LENGTH
        ? await searchCorrection(db, { ...listFilter(params), searchTerm: params.SearchTerm })
        : null;
    return rows(corrected === null ? [] : [{ SearchTerm: corrected }]);
  },

  'get-popular-products-list': async (params, { db, languageId }) => {
    const records = await listProducts(db, {
      languageId,
      filter: { popularOnly: true },
      order: 'popular',
      pageNo: params.PageNo,
      pageSize: params.PageSize,
    });
    return rows(records.map(productListRow));
  },

  'get-recents-products-list': async (params, { db, languageId }) => {
    const records = await listProducts(db, {
      languageId,
      filter: {},
      order: 'date-desc',
      pageNo: params.PageNo,
      pageSize: params.PageSize,
    });
    return rows(records.map(productListRow));
  },

  'get-related-products-list': async (params, { db, languageId }) => {
    const records = await listProducts(db, {
      languageId,
      filter: { relatedTo: params.ProductId },
      order: 'popular',
      pageNo: params.PageNo,
      pageSize: params.PageSize,
    });
    return rows(records.map(productListRow));
  },

  'get-product_detail': async (params, { db, languageId }) => {
    const record = await findProductDetail(db, params.ProductId, languageId);
    return record
      ? rows([productDetailRow(record)])
      : failure(404, problem('PRODUCT_NOT_FOUND', { id: params.ProductId }));
  },

  'get-product-all-attributes-by-productId': async (params, { db, languageId }) => {
    const records = await listProductAttributes(db, params.ProductId, languageId);
    return rows(records.map(productAttributeRow));
  },

  'get-product-reviews': async (params, { db }) => {
    const records = await listProductReviews(db, params.ProductId, {
      pageNo: params.PageNo,
      pageSize: params.PageSize,
    });
    return rows(records.map(reviewRow));
  },

  'get-categories-list': async (params, { db }) => {
    const records = await listCategories(db, { pageNo: params.PageNo, pageSize: params.PageSize });
    return rows(records.map(categoryRow));
  },

  'get-popular-categories': async (_params, { db }) => {
    const records = await listCategories(db, { pageNo: 1, pageSize: 100 }, { popularOnly: true });
    return rows(records.map(categoryRow));
  },

  'get-manufacturer-list': async (params, { db, languageId }) => {
    const records = await listManufacturers(db, { pageNo: params.PageNo, pageSize: params.PageSize }, languageId);
    return rows(records.map((record) => ({ ManufacturerID: record.id, Name: record.name })));
  },

  'get-size-list': async (params, { db, languageId }) => {
    const records = await listSizes(db, { pageNo: params.PageNo, pageSize: params.PageSize }, languageId);
    return rows(
      records.map((record) => ({
        SizeID: record.id,
        Name: record.name,
        ShortName: record.short_name,
        Inches: record.inches,
        Centimeters: record.centimeters,
      })),
    );
  },

  'get-popular-tags': async (params, { db, languageId }) => {
    const records = await listPopularTags(db, { pageNo: params.PageNo, pageSize: params.PageSize }, languageId);
    return rows(records.map((record) => ({ TagID: record.id, TagName: record.name })));
  },
});

function categoryRow(record: Awaited<ReturnType<typeof listCategories>>[number]) {
  const translations = Object.entries(record.localized)
    .filter(([, fields]) => fields.name)
    .map(([langId, fields]) => ({ langId: Number(langId), text: fields.name! }));
  return {
    CategoryID: record.id,
    ParentCategoryID: record.parent_id,
    Name: record.name,
    AttachmentURL: record.image_url,
    TotalProducts: record.total_products,
    LocalizationJsonData: JSON.stringify([{ langId: Language.en.id, text: record.name }, ...translations]),
  };
}

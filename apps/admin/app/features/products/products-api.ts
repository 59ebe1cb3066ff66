// The products API under /api/v1/admin/products (and the lists the form chooses from): one function
// per operation.
import type { z } from 'zod';
import {
  ADMIN_PAGE_MAX,
  type AdminBrand,
  type AdminCategory,
  type AdminColour,
  type AdminPage,
  type AdminProduct,
  type AdminProductPage,
  type AdminSize,
  type AdminTag,
  type AdminVendor,
  type AdminVendorList,
  type CreateProductBody,
  type ProductImportReport,
  type StockAdjustment,
  type StockAdjustmentBody,
  type StockAdjustmentPage,
  type UpdateProductBody,
} from '@shop/contract';
import { api, apiUrl } from '../../lib/api';
import type { ListQuery } from '../../ui/list-query';

/** The list's filters the API reads, as they are in the URL. */
export const PRODUCT_FILTERS = [
  'categoryId',
  'brandId',
  'vendorId',
  'active',
  'archived',
  'stockBelow',
  'digital',
] as const;

function listParams(query: ListQuery) {
  const filters = Object.fromEntries(PRODUCT_FILTERS.map((name) => [name, query.filters[name]]));
  return { sort: query.sort, order: query.order, q: query.q, ...filters };
}

export const loadProductPage = (query: ListQuery) =>
  api<AdminProductPage>('/products', { query: { ...listParams(query), limit: query.limit, offset: query.offset } });

/** The CSV export's address for the list as it is filtered and sorted now. */
export const productsCsvUrl = (query: ListQuery) => apiUrl('/products.csv', listParams(query));

export const loadProduct = (id: number) => api<AdminProduct>(`/products/${id}`);

export const createProduct = (body: z.input<typeof CreateProductBody>) =>
  api<AdminProduct>('/products', { method: 'POST', body });

export const updateProduct = (id: number, body: z.input<typeof UpdateProductBody>) =>
  api<AdminProduct>(`/products/${id}`, { method: 'PATCH', body });

export const duplicateProduct = (id: number) => api<AdminProduct>(`/products/${id}/duplicate`, { method: 'POST' });

export const setProductArchived = (id: number, archived: boolean) =>
  api<AdminProduct>(`/products/${id}/${archived ? 'archive' : 'restore'}`, { method: 'POST' });

export const adjustStock = (productId: number, variantId: number, body: StockAdjustmentBody) =>
  api<StockAdjustment>(`/products/${productId}/variants/${variantId}/stock`, { method: 'POST', body });

export const loadStockHistory = (productId: number, variantId: number) =>
  api<StockAdjustmentPage>(`/products/${productId}/variants/${variantId}/stock`, { query: { limit: 25 } });

export const importProducts = (csv: string, dryRun: boolean) =>
  api<ProductImportReport>('/products/import', { method: 'POST', body: { csv }, query: { dryRun } });

/** What the form chooses from: every category, brand, tag, colour, size and vendor. */
export interface ProductChoices {
  categories: AdminCategory[];
  brands: AdminBrand[];
  tags: AdminTag[];
  colours: AdminColour[];
  sizes: AdminSize[];
  vendors: AdminVendor[];
}

async function loadAll<T>(noun: string): Promise<T[]> {
  const rows: T[] = [];
  for (;;) {
    const page = await api<AdminPage<T>>(`/${noun}`, {
      query: { limit: ADMIN_PAGE_MAX, offset: rows.length, sort: 'displayOrder', order: 'asc' },
    });
    rows.push(...page.items);
    if (page.items.length === 0 || rows.length >= page.total) return rows;
  }
}

export async function loadProductChoices(): Promise<ProductChoices> {
  const [categories, brands, tags, colours, sizes, vendors] = await Promise.all([
    loadAll<AdminCategory>('categories'),
    loadAll<AdminBrand>('brands'),
    loadAll<AdminTag>('tags'),
    loadAll<AdminColour>('colours'),
    loadAll<AdminSize>('sizes'),
    api<AdminVendorList>('/vendors').then((list) => list.items),
  ]);
  return { categories, brands, tags, colours, sizes, vendors };
}

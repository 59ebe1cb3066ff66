import { DEFAULT_LANGUAGE, EMPTY_RECORD_VALUE_JSON, Language, Messages, isLanguageCode } from '@shop/contract';

import { toProductDetailView } from '../product-detail/product-view';
import type { QuickViewProduct } from './quick-view-answer';
import { QUICK_VIEW_ENTITIES } from './quick-view-product';
import { backofficeFor } from '../../../lib/backoffice.server';
import { loadLabels } from '../../../lib/labels/labels.server';

// Stock changes with every order; the answer must never be reused.
const NO_STORE = { 'Cache-Control': 'no-store' };
const MAX_PRODUCT_ID = 2_147_483_647;

function productIdFrom(text: string | null): number | null {
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_PRODUCT_ID ? id : null;
}

function backofficeFailed(endpoint: string, productId: number, result: { status: number; errorMessage: string }) {
  console.error(`api/product-options: ${endpoint} failed`, { productId, ...result });
  return Response.json({ errorMessage: Messages.genericError }, { status: 502, headers: NO_STORE });
}

/**
 * GET `?productId=&lang=` → what the quick view needs to offer a product's options and add the
 * chosen one with the spec's checks (`QuickViewProduct`): the product as its page sells it (stock,
 * cap, colours, sizes, variants and their prices; no description) and the texts of the choices,
 * all in `lang`. 404 for an unknown product, 400 for a bad id, 502 when the back-office fails.
 */
export async function loadProductOptions(request: Request) {
  const url = new URL(request.url);
  const productId = productIdFrom(url.searchParams.get('productId'));
  if (productId === null) {
    return Response.json({ errorMessage: 'productId must be a positive whole number' }, { status: 400 });
  }
  const lang = url.searchParams.get('lang');
  const language = Language[isLanguageCode(lang) ? lang : DEFAULT_LANGUAGE];
  const backoffice = backofficeFor(request, language);
  const params = { ProductId: productId, recordValueJson: EMPTY_RECORD_VALUE_JSON };
  const [detail, attributes, labels] = await Promise.all([
    backoffice.call('get-product_detail', params),
    backoffice.call('get-product-all-attributes-by-productId', params),
    loadLabels(request, language, QUICK_VIEW_ENTITIES),
  ]);

  if (!detail.ok && detail.status === 404) {
    return Response.json({ errorMessage: Messages.invalidProduct }, { status: 404, headers: NO_STORE });
  }
  if (!detail.ok) return backofficeFailed('get-product_detail', productId, detail);
  if (!attributes.ok) return backofficeFailed('get-product-all-attributes-by-productId', productId, attributes);
  const [row] = detail.rows;
  if (!row) return Response.json({ errorMessage: Messages.invalidProduct }, { status: 404, headers: NO_STORE });
  // The quick view shows the list's description; the page's HTML one is not sent.
  const answer: QuickViewProduct = { product: toProductDetailView(row, attributes.rows, ''), labels };
  return Response.json(answer, { headers: NO_STORE });
}

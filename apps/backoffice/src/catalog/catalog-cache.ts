import type { EndpointName, WireRowOf } from '@shop/contract';
import type { EndpointHandler, EndpointHandlers } from '../protocol/register-endpoints';
import { type Outcome, rows } from '../protocol/outcome';
import { type ProductStockRecord, findProductStock } from './product-detail-repository';

/**
 * Catalogue answers every shopper sees alike: lists, taxonomy, content and labels. None carries
 * stock or anything personal, so a few seconds' staleness is harmless, and a busy shop answers
 * them from memory instead of the database. Product detail is cached apart (`cacheProductDetail`):
 * everything but its stock, which is read fresh for every answer.
 */
export const CACHED_READS = [
  'get-all-products',
  // A search box's suggestions repeat from shopper to shopper (everyone types "ol" on the way to "olive").
  'get-search-suggestions',
  'get-search-correction',
  'get-popular-products-list',
  'get-recents-products-list',
  'get-related-products-list',
  'get-product-all-attributes-by-productId',
  'get-product-reviews',
  'get-categories-list',
  'get-popular-categories',
  'get-manufacturer-list',
  'get-size-list',
  'get-popular-tags',
  'get-home-screen-banner',
  'get-web-campaign-list',
  'get-web-campaign-detail',
  'get-website-logo',
  'get-shop-settings',
  'get-content-page',
  'get-payment-methods',
  'localization-cstm-portal/get-localization-data',
  'get-countries-list',
  'get-states-provinces-list',
  'get-cities-list',
] as const satisfies readonly EndpointName[];

/** Writes after which cached answers may be wrong on every instance (a review moves ratings). */
const CATALOG_WRITES = ['insert-product-review'] as const satisfies readonly EndpointName[];

export interface AnswerCache {
  /** The answer kept under `key`, or the one `load` gives (kept only when it succeeded). */
  remember<T extends Outcome<unknown>>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets every answer, e.g. after the catalogue changed. */
  invalidate(): void;
}

interface Entry {
  expires: number;
  answer: Promise<Outcome<unknown>>;
}

/**
 * An in-process cache of answers for `ttlSeconds`, at most `maxEntries` (the least recently used
 * go first). Requests for a key being loaded wait for that one load, so a burst of identical
 * requests costs one query. A TTL of 0 turns it off. Processes do not share it: on several
 * processes a change shows everywhere within the TTL.
 */
export function createAnswerCache({
  ttlSeconds,
  maxEntries = 2000,
  observe,
}: {
  ttlSeconds: number;
  maxEntries?: number;
  /** Told of each lookup: a hit (also one waiting for the same answer's load) or a miss. */
  observe?: (lookup: 'hit' | 'miss') => void;
}) {
  const entries = new Map<string, Entry>();
  const cache: AnswerCache = {
    async remember(key, load) {
      if (ttlSeconds <= 0) return load();
      const now = Date.now();
      const found = entries.get(key);
      if (found && found.expires > now) {
        // Most recently used last, so the first key is the one to evict.
        entries.delete(key);
        entries.set(key, found);
        observe?.('hit');
        return found.answer as ReturnType<typeof load>;
      }
      observe?.('miss');
      const answer = load();
      const entry: Entry = { expires: now + ttlSeconds * 1000, answer };
      entries.set(key, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      const forget = () => {
        if (entries.get(key) === entry) entries.delete(key);
      };
      answer.then((outcome) => outcome.ok || forget(), forget);
      return answer;
    },
    invalidate() {
      entries.clear();
    },
  };
  return cache;
}

/**
 * get-product_detail's answer with the stock of `stock` (the product's own and its variants', in the
 * order of ProductVariantsJson); undefined when the variants are not the ones the answer lists.
 */
function withStock(answer: Outcome<WireRowOf<'get-product_detail'>>, stock: ProductStockRecord) {
  if (!answer.ok || answer.rows.length !== 1) return undefined;
  const [row] = answer.rows;
  const listed = row!.ProductVariantsJson;
  const variants = (listed ? JSON.parse(listed) : []) as { StockQuantity: number }[];
  if (variants.length !== stock.variant_stock.length) return undefined;
  variants.forEach((variant, index) => (variant.StockQuantity = stock.variant_stock[index]!));
  return rows([
    {
      ...row!,
      StockQuantity: stock.stock_quantity,
      ...(listed === undefined ? {} : { ProductVariantsJson: JSON.stringify(variants) }),
    },
  ]) as Outcome<WireRowOf<'get-product_detail'>>;
}

/**
 * get-product_detail through `cache`, but for its stock: a product's names, prices, pictures and
 * options come from memory, its stock and its variants' from the database (two index lookups instead
 * of the detail's nine-table query), so a shopper never sees a stale quantity. A product unpublished,
 * or whose variants changed, since it was cached is read afresh.
 */
function cacheProductDetail(
  handler: EndpointHandler<'get-product_detail'>,
  cache: AnswerCache,
): EndpointHandler<'get-product_detail'> {
  return async (params, context) => {
    const key = `get-product_detail\n${context.languageId}\n${params.ProductId}`;
    const [cached, stock] = await Promise.all([
      cache.remember(key, () => handler(params, context)),
      findProductStock(context.db, params.ProductId),
    ]);
    if (!cached.ok && !stock) return cached;
    return (stock && withStock(cached, stock)) ?? handler(params, context);
  };
}

/**
 * The handlers with the catalogue's reads answered through `cache`, and its writes announced through
 * `changed` (which clears this instance's cache and tells the others and the storefronts).
 */
export function cacheCatalogReads(
  handlers: EndpointHandlers,
  { cache, changed }: { cache: AnswerCache; changed: () => Promise<void> },
): EndpointHandlers {
  const wrapped: EndpointHandlers = { ...handlers };
  for (const name of CACHED_READS) {
    const handler = handlers[name] as EndpointHandler<typeof name> | undefined;
    if (!handler) continue;
    (wrapped as Record<string, EndpointHandler<typeof name>>)[name] = (params, context) =>
      cache.remember(`${name}\n${context.languageId}\n${JSON.stringify(params)}`, () => handler(params, context));
  }
  const detail = handlers['get-product_detail'];
  if (detail) wrapped['get-product_detail'] = cacheProductDetail(detail, cache);
  for (const name of CATALOG_WRITES) {
    const handler = handlers[name] as EndpointHandler<typeof name> | undefined;
    if (!handler) continue;
    (wrapped as Record<string, EndpointHandler<typeof name>>)[name] = async (params, context) => {
      const outcome = await handler(params, context);
      if (outcome.ok) await changed();
      return outcome;
    };
  }
  return wrapped;
}

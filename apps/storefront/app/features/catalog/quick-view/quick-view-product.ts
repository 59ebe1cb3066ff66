import type { LanguageCode, ScreenEntityName } from '@shop/contract';
import { useEffect, useState } from 'react';

import { getJson } from '../../../lib/get-json';
import type { QuickViewProduct } from './quick-view-answer';

/** The screen entities whose texts name the quick view's choices (legends, Required, No, Out of Stock). */
export const QUICK_VIEW_ENTITIES = ['ProductDetail', 'ProductVariants'] as const satisfies readonly ScreenEntityName[];

/** The quick view's product while it loads (undefined), once loaded, or why it could not be. */
export type QuickViewLoad = undefined | ({ kind: 'ready' } & QuickViewProduct) | { kind: 'missing' | 'failed' };

export function quickViewProductUrl(productId: number, language: LanguageCode): string {
  return `/api/product-options?${new URLSearchParams({ productId: String(productId), lang: language })}`;
}

async function fetchQuickViewProduct(productId: number, language: LanguageCode): Promise<QuickViewLoad> {
  const result = await getJson(quickViewProductUrl(productId, language), () =>
    import('./quick-view-answer').then((module) => module.QuickViewProduct),
  );
  if (result.ok) return { kind: 'ready', ...result.answer };
  if (result.failure === 'status' && result.status === 404) return { kind: 'missing' };
  const error = result.failure === 'status' ? new Error(`product options: HTTP ${result.status}`) : result.error;
  console.error('quick view: loading the product failed', { productId, error });
  return { kind: 'failed' };
}

/** Loads a product's options for the quick view, afresh each time the quick view opens (stock moves). */
export function useQuickViewProduct(productId: number, language: LanguageCode): QuickViewLoad {
  const [load, setLoad] = useState<QuickViewLoad>(undefined);
  useEffect(() => {
    let current = true;
    void fetchQuickViewProduct(productId, language).then((result) => {
      if (current) setLoad(result);
    });
    return () => {
      current = false;
    };
  }, [productId, language]);
  return load;
}

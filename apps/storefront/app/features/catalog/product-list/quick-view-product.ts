import type { LanguageCode, ScreenEntityName } from '@shop/contract';
import { useEffect, useState } from 'react';

import type { PageLabels } from '../../../lib/labels/labels';
import type { ProductDetailView } from '../product-detail/product-view';

/** The screen entities whose texts name the quick view's choices (legends, Required, No, Out of Stock). */
export const QUICK_VIEW_ENTITIES = ['ProductDetail', 'ProductVariants'] as const satisfies readonly ScreenEntityName[];

/** The answer of GET /api/product-options: a product as its page sells it, and its choices' texts. */
export interface QuickViewProduct {
  product: ProductDetailView;
  /** The page language's texts of `QUICK_VIEW_ENTITIES`; the list pages do not load them. */
  labels: PageLabels;
}

/** The quick view's product while it loads (undefined), once loaded, or why it could not be. */
export type QuickViewLoad = undefined | ({ kind: 'ready' } & QuickViewProduct) | { kind: 'missing' | 'failed' };

export function quickViewProductUrl(productId: number, language: LanguageCode): string {
  return `/api/product-options?${new URLSearchParams({ productId: String(productId), lang: language })}`;
}

async function fetchQuickViewProduct(productId: number, language: LanguageCode): Promise<QuickViewLoad> {
  try {
    const response = await fetch(quickViewProductUrl(productId, language), { headers: { Accept: 'application/json' } });
    if (response.status === 404) return { kind: 'missing' };
    if (!response.ok) throw new Error(`product options: HTTP ${response.status}`);
    return { kind: 'ready', ...((await response.json()) as QuickViewProduct) };
  } catch (error) {
    console.error('quick view: loading the product failed', { productId, error });
    return { kind: 'failed' };
  }
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

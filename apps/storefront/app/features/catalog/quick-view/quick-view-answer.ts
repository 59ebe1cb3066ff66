import { z } from '../../../lib/browser-zod';

import { ProductDetailView } from '../product-detail/product-view';

// Parsed in the browser: imported there only on demand (`getJson`'s schema loader), to keep zod out of first-load JS.

/** The answer of GET /api/product-options: a product as its page sells it, and its choices' texts. */
export const QuickViewProduct = z.object({
  product: ProductDetailView,
  /** The page language's texts of `QUICK_VIEW_ENTITIES`, per entity and label id (list pages do not load them). */
  labels: z.record(z.string(), z.record(z.string(), z.string())),
});
export type QuickViewProduct = z.infer<typeof QuickViewProduct>;

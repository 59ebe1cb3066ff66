import { fillLabel, useLabels } from '../../../lib/labels/labels';
import type { ProductDetailView } from './product-view';

/**
 * Vendor, availability (the stock count only when the shop shows it), brand and category.
 * `stockQuantity` is what the shopper's choice can buy: the chosen colour × size's, or the
 * product's in all until one is chosen.
 */
export function ProductFacts({ product, stockQuantity }: { product: ProductDetailView; stockQuantity: number }) {
  const labels = useLabels('ProductDetail');
  const inStock = stockQuantity > 0;
  const facts = [
    { term: labels.lbl_product_detail_vendor, value: product.vendorName },
    {
      term: labels.lbl_product_detail_availability,
      value: (
        // Announced when a colour or size changes it.
        <span aria-live="polite">
          <span className={inStock ? 'font-semibold text-olive-700' : 'font-semibold text-poppy-700'}>
            {inStock ? labels.lbl_product_detail_in_stock : labels.lbl_product_detail_out_of_stock}
          </span>
          {inStock && product.displayStockQuantity ? (
            <span className="ms-2 text-olive-700">
              ({fillLabel(labels.lbl_product_detail_items_available, { n: stockQuantity })})
            </span>
          ) : null}
        </span>
      ),
    },
    { term: labels.lbl_product_detail_brand, value: product.brandName },
    { term: labels.lbl_product_detail_category, value: product.categoryName },
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 border-y border-sand-200 py-3 text-sm">
      {facts.map((fact) =>
        fact.value ? (
          <div key={fact.term} className="contents">
            <dt className="font-semibold text-olive-900">{fact.term}:</dt>
            <dd className="text-olive-800">{typeof fact.value === 'string' ? <bdi>{fact.value}</bdi> : fact.value}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}

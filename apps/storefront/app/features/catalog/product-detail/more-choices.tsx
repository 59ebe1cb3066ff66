import { Link } from 'react-router';

import { useLabels } from '../../../lib/labels/labels';
import { localizedPath, useLanguage } from '../../../lib/language';
import type { ProductDetailView } from './product-view';

const SECONDARY_BUTTON =
  'inline-flex items-center gap-2 rounded-md border border-olive-300 bg-white px-3 py-2 text-sm font-medium text-olive-900 hover:border-olive-500 hover:bg-sand-50';

/**
 * The buttons that open the Product Variants and Size Guide popups, the Ask link, and the
 * variants chosen so far (name: value).
 */
export function MoreChoices({
  product,
  chosenVariants,
  onOpenVariants,
  onOpenSizeGuide,
}: {
  product: ProductDetailView;
  chosenVariants: readonly { name: string; value: string }[];
  onOpenVariants: () => void;
  onOpenSizeGuide: () => void;
}) {
  const language = useLanguage();
  const labels = useLabels('ProductDetail');
  const variantLabels = useLabels('ProductVariants');
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={onOpenVariants} className={SECONDARY_BUTTON}>
          {labels.lbl_product_detail_variants_button}
          {product.variants.some((variant) => variant.required) ? (
            <span className="text-xs text-poppy-700">({variantLabels.lbl_variants_required})</span>
          ) : null}
        </button>
        {product.sizes.length > 0 ? (
          <button type="button" onClick={onOpenSizeGuide} className={SECONDARY_BUTTON}>
            {labels.lbl_product_detail_size_guide_button}
          </button>
        ) : null}
        <Link to={localizedPath(language, '/contact-us')} className={SECONDARY_BUTTON}>
          {labels.lbl_product_detail_ask}
        </Link>
      </div>
      {chosenVariants.length > 0 ? (
        <ul className="text-sm text-olive-800">
          {chosenVariants.map((chosen) => (
            <li key={chosen.name}>
              <bdi>{chosen.name}</bdi>: <bdi>{chosen.value}</bdi>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

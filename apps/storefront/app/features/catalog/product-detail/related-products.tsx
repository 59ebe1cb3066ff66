import { useLabels } from '../../../lib/labels/labels';
import type { ProductCardData } from '../product-card-data';
import { ProductCard } from '../product-card';

/** Products related to this one, as the shop's product cards. */
export function RelatedProducts({ products }: { products: readonly ProductCardData[] }) {
  const labels = useLabels('RelatedProducts');
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="related-products" className="mt-12">
      <h2 id="related-products" className="text-xl font-bold text-olive-900 sm:text-2xl">
        {labels.lbl_related_heading}
      </h2>
      <p className="mb-4 text-olive-700">{labels.lbl_related_subheading}</p>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}

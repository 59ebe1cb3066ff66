import type { ProductCardData } from '../../catalog';
import { ProductCard } from '../../catalog';
import { SectionHeading } from './section-heading';

/**
 * A home section listing products in one horizontally scrolling row that snaps to each card. The
 * row follows the page's direction, so in Arabic it starts at the right and scrolls to the left.
 */
export function ProductRail({
  id,
  heading,
  subheading,
  emptyText,
  viewAll,
  products,
}: {
  id: string;
  heading: string;
  subheading: string;
  emptyText: string;
  viewAll: { href: string; label: string };
  products: ProductCardData[];
}) {
  return (
    <section aria-labelledby={id} className="mx-auto w-full max-w-7xl px-4 sm:px-6">
      <SectionHeading id={id} heading={heading} subheading={subheading} viewAll={viewAll} />
      {products.length === 0 ? (
        <p className="rounded-lg border border-dashed border-sand-300 px-4 py-8 text-center text-olive-700">
          {emptyText}
        </p>
      ) : (
        // Positioned, so absolutely placed bits inside cards (screen-reader texts) scroll with the row
        // instead of widening the page.
        <ul className="relative -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto overscroll-x-contain px-4 pb-4 [scrollbar-color:var(--color-olive-300)_transparent] [scrollbar-width:thin] sm:-mx-6 sm:scroll-px-6 sm:gap-4 sm:px-6">
          {products.map((product) => (
            <li key={product.id} className="w-[46%] shrink-0 snap-start sm:w-[31%] lg:w-[23%] xl:w-[18.5%]">
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

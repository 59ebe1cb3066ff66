import type { ProductCardData } from '../product-card-data';
import { ProductCard } from '../product-card';
import type { ViewMode } from './product-query';

// Phones always get two columns (or rows); wider windows get the columns the shopper chose.
const COLUMNS: Record<ViewMode, string> = {
  grid2: 'grid-cols-2',
  grid3: 'grid-cols-2 md:grid-cols-3',
  grid4: 'grid-cols-2 md:grid-cols-3 xl:grid-cols-4',
  list: 'grid-cols-1',
};

// Pictures of the first row are in view when the page opens (two on a phone): they load at once.
const FIRST_ROW = 2;

/** The list's products as cards in the chosen view; the row view's cards show the description too. */
export function ProductGrid({ products, view }: { products: readonly ProductCardData[]; view: ViewMode }) {
  return (
    <ul className={`grid gap-3 sm:gap-4 ${COLUMNS[view]}`}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} layout={view === 'list' ? 'row' : 'grid'} inView={index < FIRST_ROW} />
        </li>
      ))}
    </ul>
  );
}

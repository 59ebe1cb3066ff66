// What other features may use of the catalogue: everything else in this folder is its own.
export { ProductCard } from './product-card';
export type { ProductCardData } from './product-card-data';
export { SearchDialog } from './search/search-dialog';
export { LazySearchForm } from './search/lazy-search-form';

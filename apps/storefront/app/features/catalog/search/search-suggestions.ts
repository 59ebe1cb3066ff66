// What the header search asks for while the shopper types (GET /api/search-suggestions).

export interface ProductSuggestion {
  id: number;
  name: string;
  price: number;
  /** What the shopper pays: the discounted price when there is one. */
  sellingPrice: number;
  imageUrl: string | null;
  href: string;
}

export interface CategorySuggestion {
  id: number;
  name: string;
  href: string;
}

export interface SearchSuggestions {
  term: string;
  products: ProductSuggestion[];
  categories: CategorySuggestion[];
}

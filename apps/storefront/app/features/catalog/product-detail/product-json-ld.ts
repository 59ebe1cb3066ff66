import { Currency } from '@shop/contract';

/** What the structured data of a product page says (schema.org `Product`). */
export interface ProductJsonLdInput {
  id: number;
  name: string;
  description: string;
  brandName: string;
  /** Absolute picture URLs. */
  imageUrls: string[];
  /** What one unit sells for, in US dollars. */
  sellingPrice: number;
  inStock: boolean;
  /** Absolute URL of the page. */
  url: string;
  /** Average rating, null when unrated. */
  rating: number | null;
  totalReviews: number;
}

/** A schema.org `Product` for search engines: price in US dollars, availability and, once reviewed, the rating. */
export function productJsonLd(input: ProductJsonLdInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    image: input.imageUrls,
    description: input.description,
    sku: String(input.id),
    ...(input.brandName ? { brand: { '@type': 'Brand', name: input.brandName } } : {}),
    offers: {
      '@type': 'Offer',
      url: input.url,
      price: input.sellingPrice.toFixed(2),
      priceCurrency: Currency.USD.code,
      availability: input.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
    ...(input.totalReviews > 0 && input.rating != null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: input.rating,
            reviewCount: input.totalReviews,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/**
 * JSON for an inline <script type="application/ld+json">. Product texts come from the shop's
 * data, so `<` (and `>`, `&`, and the line separators JavaScript once rejected) are written as
 * \u escapes: a name holding `</script>` cannot end the script element.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

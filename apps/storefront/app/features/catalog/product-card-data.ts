import { type RowOf, unitPrice } from '@shop/contract';

import { mediaUrl } from '../../lib/media-url';

/** What a product card (and its quick view) needs, from any product list row. */
export interface ProductCardData {
  id: number;
  name: string;
  categoryName: string;
  /** Regular price, in US dollars. */
  price: number;
  /** What the shopper pays: the discounted price when there is one. */
  sellingPrice: number;
  rating: number | null;
  description: string;
  /** Storefront-relative picture URLs, first one the card's. */
  images: string[];
}

export function toProductCardData(row: RowOf<'get-all-products'>): ProductCardData {
  return {
    id: row.ProductId,
    name: row.ProductName,
    categoryName: row.CategoryName ?? '',
    price: row.Price,
    sellingPrice: unitPrice(row),
    rating: row.Rating,
    description: row.ProductDescription ?? '',
    images: row.ProductImagesJson.flatMap((image) => mediaUrl(image.AttachmentURL) ?? []),
  };
}

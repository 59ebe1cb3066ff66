import { Truncate, truncate } from '@shop/contract';

import type { UiText } from '../lib/ui-text';
import { ProductPrice } from './product-price';

// Names come from the back-office in whatever language they were written in; <bdi> keeps an
// English name (and its '...') in order inside an Arabic page, and the reverse.

/** What a product card needs, mapped from a back-office list row by the route's loader. */
export interface ProductCardData {
  id: number;
  name: string;
  categoryName: string;
  price: number;
  sellingPrice: number;
  /** Storefront-relative image URL; undefined when the product has no picture. */
  imageUrl: string | undefined;
}

const PLACEHOLDER_IMAGE = '/placeholder-product.svg';
// Intrinsic size of card images (square); reserves space before the picture arrives.
const CARD_IMAGE_SIZE = 480;

export function ProductCard({ product, text }: { product: ProductCardData; text: UiText }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-sand-200 bg-white shadow-sm">
      <img
        src={product.imageUrl ?? PLACEHOLDER_IMAGE}
        alt=""
        width={CARD_IMAGE_SIZE}
        height={CARD_IMAGE_SIZE}
        loading="lazy"
        decoding="async"
        className="aspect-square w-full bg-sand-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        <p className="text-xs font-medium tracking-wide text-earth-600 uppercase">
          <bdi>{product.categoryName}</bdi>
        </p>
        <h3 className="text-sm font-semibold text-olive-950 sm:text-base">
          <bdi>{truncate(product.name, Truncate.card)}</bdi>
        </h3>
        <div className="mt-auto pt-2">
          <ProductPrice price={product.price} sellingPrice={product.sellingPrice} text={text} />
        </div>
      </div>
    </article>
  );
}

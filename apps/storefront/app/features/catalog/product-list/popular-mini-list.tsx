import { Truncate, truncate } from '@shop/contract';
import { Link } from 'react-router';

import { useLanguage } from '../../../lib/language';
import { productPath } from '../../../lib/paths';
import type { ProductCardData } from '../product-card-data';
import { ProductPrice } from '../product-price';
import { PLACEHOLDER_IMAGE, showPlaceholder } from '../../../ui/placeholder-image';

// Thumbnails of the mini-list (square).
const THUMBNAIL_SIZE = 64;

/** The sidebar's popular products (spec: 10 of them): picture, name and price, each a link. */
export function PopularMiniList({ products }: { products: readonly ProductCardData[] }) {
  const language = useLanguage();
  return (
    <ul className="flex flex-col gap-3">
      {products.map((product) => (
        <li key={product.id} className="flex items-center gap-3">
          <img
            onError={showPlaceholder}
            src={product.images[0] ?? PLACEHOLDER_IMAGE}
            alt=""
            width={THUMBNAIL_SIZE}
            height={THUMBNAIL_SIZE}
            loading="lazy"
            decoding="async"
            className="size-14 shrink-0 rounded-md bg-sand-100 object-cover"
          />
          <div className="min-w-0">
            <Link
              to={productPath(language, product)}
              className="block text-sm font-medium text-olive-900 hover:text-olive-700 hover:underline"
            >
              <bdi>{truncate(product.name, Truncate.filter)}</bdi>
            </Link>
            <ProductPrice price={product.price} sellingPrice={product.sellingPrice} size="sm" />
          </div>
        </li>
      ))}
    </ul>
  );
}

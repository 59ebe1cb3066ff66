import { describe, expect, it } from 'vitest';

import type { ProductCardData } from '../product-card-data';
import { toWishlistItem } from './card-entries';

const product: ProductCardData = {
  id: 3,
  name: 'Lemon-Infused Olive Oil',
  categoryName: 'Olive Oil',
  price: 14,
  sellingPrice: 11.5,
  rating: 5,
  description: '',
  images: ['/media/products/lemon-1.svg', '/media/products/lemon-2.svg'],
};

describe('toWishlistItem', () => {
  it('keeps the name, prices and first picture', () => {
    expect(toWishlistItem(product)).toMatchObject({
      ProductId: 3,
      ProductName: 'Lemon-Infused Olive Oil',
      Price: 14,
      DiscountedPrice: 11.5,
      Quantity: 1,
      ShippingCharges: 0,
      DefaultImage: '/media/products/lemon-1.svg',
    });
  });

  it('stores no discounted price (0) when the product is not discounted, and no picture as empty', () => {
    expect(toWishlistItem({ ...product, sellingPrice: 14, images: [] })).toMatchObject({
      DiscountedPrice: 0,
      DefaultImage: '',
    });
  });
});

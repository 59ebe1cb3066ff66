import type { ProductDetailView } from './product-view';

/**
 * A product with colours, sizes and two extra attributes, for the unit tests; without colour × size
 * combinations unless given (`sampleCombinations`).
 */
export function sampleProduct(overrides: Partial<ProductDetailView> = {}): ProductDetailView {
  return {
    id: 32,
    name: 'Tatreez Linen Blouse',
    categoryName: 'Tatreez Clothing',
    price: 89,
    discountedPrice: 75,
    discountId: 0,
    isDiscountCalculated: true,
    couponCode: '',
    rating: 4,
    totalReviews: 2,
    shortDescription: 'A relaxed linen blouse.',
    descriptionHtml: '<p>Linen.</p>',
    vendorName: 'Gaza Craft Collective',
    brandName: 'Tatreez House',
    stockQuantity: 45,
    displayStockQuantity: true,
    orderMaximumQuantity: 0,
    isShippingFree: false,
    estimatedShippingDays: 9,
    tags: ['Handmade'],
    shippingMethods: ['Standard Shipping'],
    images: [
      { url: '/media/products/blouse-1.svg', path: '/media/products/blouse-1.svg', colorId: null },
      { url: '/media/products/blouse-white.svg', path: '/media/products/blouse-white.svg', colorId: 3 },
      { url: '/media/products/blouse-black.svg', path: '/media/products/blouse-black.svg', colorId: 2 },
      { url: '/media/products/blouse-2.svg', path: '/media/products/blouse-2.svg', colorId: null },
    ],
    colors: [
      { id: 3, name: 'White', hexCode: '#f5f5f0', additionalPrice: 0 },
      { id: 2, name: 'Black', hexCode: '#1a1a1a', additionalPrice: 2.5 },
    ],
    sizes: [
      { id: 1, name: 'XS', additionalPrice: 0 },
      { id: 5, name: 'XL', additionalPrice: 4 },
    ],
    variants: [
      {
        attributeId: 8,
        name: 'Frame',
        required: true,
        values: [
          { id: 81, name: 'Unframed', additionalPrice: 0 },
          { id: 82, name: 'Olive-wood frame', additionalPrice: 15 },
        ],
      },
      {
        attributeId: 5,
        name: 'Gift wrap',
        required: false,
        values: [{ id: 51, name: 'Gift wrap with ribbon', additionalPrice: 3 }],
      },
    ],
    combinations: [],
    ...overrides,
  };
}

/**
 * The sample's colour × size combinations: White in XS and XL, Black only in XS (its XL is sold
 * out), with their own prices; 45 in all.
 */
export const sampleCombinations = [
  { colorId: 3, sizeId: 1, priceAdjustment: 0, stockQuantity: 40 },
  { colorId: 3, sizeId: 5, priceAdjustment: 4, stockQuantity: 3 },
  { colorId: 2, sizeId: 1, priceAdjustment: 2.5, stockQuantity: 2 },
  { colorId: 2, sizeId: 5, priceAdjustment: 6.5, stockQuantity: 0 },
] satisfies ProductDetailView['combinations'];

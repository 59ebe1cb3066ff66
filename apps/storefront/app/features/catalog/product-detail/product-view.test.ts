import type { RowOf } from '@shop/contract';
import { describe, expect, test } from 'vitest';

import { toProductDetailView } from './product-view';

const detail: RowOf<'get-product_detail'> = {
  ProductId: 70,
  ProductName: 'Olive Harvest Art Print',
  CategoryName: 'Wall Art',
  Price: 45,
  DiscountedPrice: null,
  DiscountId: null,
  IsDiscountCalculated: null,
  CouponCode: null,
  ProductDescription: null,
  Rating: null,
  ProductImagesJson: [
    { AttachmentURL: '/media/products/print-1.svg', ColorID: null },
    { AttachmentURL: 'products/print-red.svg', ColorID: 4 },
  ],
  ShortDescription: null,
  FullDescription: null,
  MetaTitle: null,
  MetaDescription: null,
  MetaKeywords: null,
  VendorName: null,
  ManufacturerName: 'Studio',
  StockQuantity: 30,
  DisplayStockQuantity: false,
  OrderMaximumQuantity: null,
  TotalReviews: 0,
  IsShippingFree: true,
  EstimatedShippingDays: null,
  ProductColorsJson: [{ ColorID: 4, ColorName: 'Red', HexCode: '#b3121f' }],
  ProductSizesJson: [{ SizeID: 3, ShortName: 'M' }],
  ProductTagsJson: [{ TagName: 'Art' }],
  ProductShipMethodsJson: [{ ShippingMethodName: 'Standard Shipping' }],
  ProductVariantsJson: [
    { ColorID: 4, SizeID: 3, PriceAdjustment: -1.5, StockQuantity: 30 },
    { ColorID: 4, SizeID: null, PriceAdjustment: 0, StockQuantity: 0 },
  ],
};

const attribute = (
  ProductAttributeID: number,
  PrimaryKeyValue: number,
  AdditionalPrice: number,
  IsRequiredAttribute: boolean,
  AttributeDisplayName = 'Frame',
  PrimaryKeyDisplayValue = `value ${PrimaryKeyValue}`,
): RowOf<'get-product-all-attributes-by-productId'> => ({
  ProductAttributeID,
  AttributeDisplayName,
  PrimaryKeyValue,
  PrimaryKeyDisplayValue,
  AdditionalPrice,
  IsRequiredAttribute,
});

describe('toProductDetailView', () => {
  const view = toProductDetailView(
    detail,
    [
      attribute(1, 4, 2, true, 'Color'),
      attribute(2, 3, 1.5, true, 'Size'),
      attribute(8, 1, 0, true),
      attribute(8, 2, 9, true),
      attribute(5, 7, 3, false, 'Gift wrap'),
    ],
    '<p>x</p>',
  );

  test('gives colours and sizes the additional price of their attribute rows', () => {
    expect(view.colors).toEqual([{ id: 4, name: 'Red', hexCode: '#b3121f', additionalPrice: 2 }]);
    expect(view.sizes).toEqual([{ id: 3, name: 'M', additionalPrice: 1.5 }]);
  });

  test('groups the other attributes, in order, with their values and whether they are required', () => {
    expect(view.variants).toEqual([
      {
        attributeId: 8,
        name: 'Frame',
        required: true,
        values: [
          { id: 1, name: 'value 1', additionalPrice: 0 },
          { id: 2, name: 'value 2', additionalPrice: 9 },
        ],
      },
      { attributeId: 5, name: 'Gift wrap', required: false, values: [{ id: 7, name: 'value 7', additionalPrice: 3 }] },
    ]);
  });

  test('serves pictures from /media and keeps the back-office path and colour', () => {
    expect(view.images).toEqual([
      { url: '/media/products/print-1.svg', path: '/media/products/print-1.svg', colorId: null },
      { url: '/media/products/print-red.svg', path: 'products/print-red.svg', colorId: 4 },
    ]);
  });

  test('keeps each colour × size with its price adjustment and stock; none when the back-office sends none', () => {
    expect(view.combinations).toEqual([
      { colorId: 4, sizeId: 3, priceAdjustment: -1.5, stockQuantity: 30 },
      { colorId: 4, sizeId: null, priceAdjustment: 0, stockQuantity: 0 },
    ]);
    const { ProductVariantsJson: _absent, ...older } = detail;
    expect(toProductDetailView(older, [], '').combinations).toEqual([]);
  });

  test('turns missing values into empty ones', () => {
    expect(view).toMatchObject({
      discountedPrice: 0,
      orderMaximumQuantity: 0,
      vendorName: '',
      shortDescription: '',
      couponCode: '',
      descriptionHtml: '<p>x</p>',
      tags: ['Art'],
      shippingMethods: ['Standard Shipping'],
    });
  });
});

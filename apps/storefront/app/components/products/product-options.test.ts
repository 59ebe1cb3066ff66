import { AttributeKind, Messages, type RowOf, selectVariant } from '@shop/contract';
import { describe, expect, it } from 'vitest';

import { quickAddOutcome, toProductOptions } from './product-options';

type DetailRow = RowOf<'get-product_detail'>;
type AttributeRow = RowOf<'get-product-all-attributes-by-productId'>;

function detail(overrides: Partial<DetailRow> = {}): DetailRow {
  return {
    ProductId: 3,
    ProductName: 'Lemon-Infused Olive Oil',
    CategoryName: 'Olive Oil',
    Price: 14,
    DiscountedPrice: 11.5,
    DiscountId: null,
    IsDiscountCalculated: false,
    CouponCode: null,
    ProductDescription: 'Bright and fresh.',
    Rating: 5,
    ProductImagesJson: [],
    ShortDescription: null,
    FullDescription: null,
    MetaTitle: null,
    MetaDescription: null,
    MetaKeywords: null,
    VendorName: null,
    ManufacturerName: null,
    StockQuantity: 20,
    DisplayStockQuantity: false,
    OrderMaximumQuantity: 0,
    TotalReviews: 0,
    IsShippingFree: false,
    EstimatedShippingDays: null,
    ProductColorsJson: [],
    ProductSizesJson: [],
    ProductTagsJson: [],
    ProductShipMethodsJson: [],
    ...overrides,
  };
}

function attribute(id: number, name: string, required: boolean, value = 1): AttributeRow {
  return {
    ProductAttributeID: id,
    AttributeDisplayName: name,
    PrimaryKeyValue: value,
    PrimaryKeyDisplayValue: `${name} ${value}`,
    AdditionalPrice: 0,
    IsRequiredAttribute: required,
  };
}

describe('toProductOptions', () => {
  it('describes a plain product', () => {
    expect(toProductOptions(detail({ OrderMaximumQuantity: 4 }), [])).toEqual({
      ProductId: 3,
      StockQuantity: 20,
      OrderMaximumQuantity: 4,
      hasSizes: false,
      hasColors: false,
      requiredAttributes: [],
    });
  });

  it('finds sizes and colours in the detail row or among the attributes', () => {
    const fromDetail = toProductOptions(
      detail({ ProductSizesJson: [{ SizeID: 2, ShortName: 'S' }], ProductColorsJson: [] }),
      [],
    );
    const fromAttributes = toProductOptions(detail(), [attribute(AttributeKind.Color, 'Color', true)]);

    expect([fromDetail.hasSizes, fromDetail.hasColors]).toEqual([true, false]);
    expect([fromAttributes.hasSizes, fromAttributes.hasColors]).toEqual([false, true]);
  });

  it('lists each other required attribute once, and no optional one', () => {
    const options = toProductOptions(detail(), [
      attribute(4, 'Jar size', true, 1),
      attribute(4, 'Jar size', true, 2),
      attribute(5, 'Gift wrap', false),
      attribute(AttributeKind.Size, 'Size', true),
    ]);

    expect(options.requiredAttributes).toEqual([{ ProductAttributeID: 4, AttributeDisplayName: 'Jar size' }]);
  });
});

describe('quickAddOutcome', () => {
  const plain = toProductOptions(detail(), [attribute(5, 'Gift wrap', false)]);

  it('adds a product with nothing to choose', () => {
    expect(quickAddOutcome(plain)).toEqual({ kind: 'add' });
  });

  it('asks for a size first, then a colour, then each required variant', () => {
    expect(quickAddOutcome({ ...plain, hasSizes: true, hasColors: true })).toEqual({
      kind: 'choose',
      message: Messages.selectSize,
    });
    expect(quickAddOutcome({ ...plain, hasColors: true })).toEqual({ kind: 'choose', message: Messages.selectColor });
    expect(
      quickAddOutcome({ ...plain, requiredAttributes: [{ ProductAttributeID: 4, AttributeDisplayName: 'Jar size' }] }),
    ).toEqual({ kind: 'choose', message: selectVariant('Jar size') });
  });

  it('refuses a product out of stock, even one with sizes', () => {
    expect(quickAddOutcome({ ...plain, StockQuantity: 0, hasSizes: true })).toEqual({
      kind: 'refuse',
      message: Messages.outOfStock,
    });
  });
});

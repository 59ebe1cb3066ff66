import { describe, expect, it } from 'vitest';
import { LoginResultRow, isLoginSuccess } from './accounts';
import { CartResultRow, CouponRow } from './cart';
import { CategoryRow, ProductDetailRow, ProductListRow } from './catalog';
import { LocalizationRow } from './localization';
import { OrderItemRow, OrderSummaryRow } from './orders';
import { StripeKeyRow } from './payments';

const productOnWire = {
  ProductId: '11',
  ProductName: 'Zaatar mix',
  CategoryName: 'Spices',
  Price: '12.50',
  DiscountedPrice: null,
  DiscountId: null,
  IsDiscountCalculated: 0,
  CouponCode: null,
  ProductDescription: null,
  Rating: null,
  ProductImagesJson: '[{"AttachmentURL":"/media/products/zaatar-1.svg"},{"AttachmentURL":"/z-2.svg","ColorID":3}]',
};

describe('product rows', () => {
  it('read the list row with its JSON text images and TotalRecords', () => {
    expect(ProductListRow.parse({ ...productOnWire, TotalRecords: 42 })).toEqual({
      ProductId: 11,
      ProductName: 'Zaatar mix',
      CategoryName: 'Spices',
      Price: 12.5,
      DiscountedPrice: null,
      DiscountId: null,
      IsDiscountCalculated: false,
      CouponCode: null,
      ProductDescription: null,
      Rating: null,
      ProductImagesJson: [{ AttachmentURL: '/media/products/zaatar-1.svg' }, { AttachmentURL: '/z-2.svg', ColorID: 3 }],
      TotalRecords: 42,
    });
  });

  it('need TotalRecords on list rows', () => {
    const result = ProductListRow.safeParse(productOnWire);
    expect(result.error?.issues[0]?.path).toEqual(['TotalRecords']);
  });

  it('read the detail row and its JSON text lists', () => {
    const detail = ProductDetailRow.parse({
      ...productOnWire,
      ShortDescription: 'Short',
      FullDescription: '<p>Long</p>',
      MetaTitle: 'Zaatar',
      MetaDescription: null,
      MetaKeywords: null,
      VendorName: 'Hebron Farms',
      ManufacturerName: null,
      StockQuantity: 5,
      DisplayStockQuantity: true,
      OrderMaximumQuantity: 0,
      TotalReviews: 2,
      IsShippingFree: '1',
      EstimatedShippingDays: 4,
      ProductColorsJson: '[{"ColorID":1,"ColorName":"Green","HexCode":"#7a9a3a"}]',
      ProductSizesJson: null,
      ProductTagsJson: '[{"TagName":"organic"}]',
      ProductShipMethodsJson: '',
    });
    expect(detail.ProductColorsJson).toEqual([{ ColorID: 1, ColorName: 'Green', HexCode: '#7a9a3a' }]);
    expect(detail.ProductSizesJson).toEqual([]);
    expect(detail.ProductShipMethodsJson).toEqual([]);
    expect(detail.IsShippingFree).toBe(true);
  });

  it('refuse a price with more than 2 decimals and broken JSON text', () => {
    expect(
      ProductListRow.safeParse({ ...productOnWire, Price: 1.234, TotalRecords: 1 }).error?.issues[0]?.path,
    ).toEqual(['Price']);
    expect(
      ProductListRow.safeParse({ ...productOnWire, ProductImagesJson: '[{', TotalRecords: 1 }).error?.issues[0]?.path,
    ).toEqual(['ProductImagesJson']);
  });
});

describe('other rows', () => {
  it('read category names in other languages', () => {
    const row = CategoryRow.parse({
      CategoryID: 2,
      ParentCategoryID: 0,
      Name: 'Olive oil',
      AttachmentURL: null,
      TotalProducts: 3,
      LocalizationJsonData: '[{"langId":2,"text":"زيت الزيتون"}]',
    });
    expect(row.LocalizationJsonData).toEqual([{ langId: 2, text: 'زيت الزيتون' }]);
  });

  it('read localization labels', () => {
    expect(LocalizationRow.parse({ labelsJsonData: '[{"labelHtmlId":"lbl_facility_support","text":"دعم"}]' })).toEqual({
      labelsJsonData: [{ labelHtmlId: 'lbl_facility_support', text: 'دعم' }],
    });
  });

  it('read the priced cart as nested values', () => {
    const cart = CartResultRow.parse({
      productsData: [
        {
          ProductId: 1,
          ProductName: 'Soap',
          Price: 5,
          DiscountedPrice: 4.5,
          Quantity: 2,
          ShippingCharges: 0,
          OrderMaximumQuantity: null,
          ColorName: null,
          SizeShortName: null,
          ProductVariantCombination: null,
          ProductImagesJson: null,
          ItemSubTotal: 9,
        },
      ],
      cartSubTotal: 9,
      shippingSubTotal: 0,
      orderTotal: 9,
    });
    expect(cart.productsData[0]?.ProductImagesJson).toEqual([]);
    expect(
      CartResultRow.safeParse({ productsData: '[]', cartSubTotal: 0, shippingSubTotal: 0, orderTotal: 0 }).success,
    ).toBe(false);
  });

  it('read a missing coupon discount as null', () => {
    expect(CouponRow.parse({ DiscountValueAfterCouponAppliedWithQuantity: null })).toEqual({
      DiscountValueAfterCouponAppliedWithQuantity: null,
    });
  });

  it('read order history rows', () => {
    expect(
      OrderSummaryRow.parse({
        OrderId: 1,
        OrderNumber: 'PS-1001',
        OrderDateUTC: '2024-03-07T10:00:00Z',
        LatestStatusName: 'Active',
        TotalItems: 2,
        OrderTotal: 20,
      }).OrderNumber,
    ).toBe('PS-1001');
    const item = {
      OrderItemID: 5,
      ProductName: 'E-book',
      DefaultImageUrl: null,
      Price: 3,
      Quantity: 1,
      OrderItemTotal: 3,
      IsDigitalProduct: 1,
      LatestStatusID: 3,
      ShippingStatusID: null,
    };
    expect(OrderItemRow.parse(item)).toMatchObject({ IsDigitalProduct: true, LatestStatusID: 3 });
    expect(OrderItemRow.safeParse({ ...item, LatestStatusID: 9 }).success).toBe(false);
  });

  it('read the card key and its mode', () => {
    expect(StripeKeyRow.safeParse({ PublishableKey: 'pk_test_x', Mode: 'sandbox' }).success).toBe(true);
    expect(StripeKeyRow.safeParse({ PublishableKey: 'pk_test_x', Mode: 'test' }).success).toBe(false);
    // An older back-office answers no WalletMode; a newer one says when a method is unavailable.
    expect(StripeKeyRow.safeParse({ PublishableKey: '', Mode: 'unavailable', WalletMode: 'unavailable' }).success).toBe(
      true,
    );
    expect(StripeKeyRow.safeParse({ PublishableKey: '', Mode: 'sandbox', WalletMode: 'off' }).success).toBe(false);
  });
});

describe('login rows', () => {
  const user = {
    UserID: 4,
    FirstName: 'Lina',
    LastName: 'Haddad',
    EmailAddress: 'lina@example.com',
    MobileNo: null,
    AddressLineOne: 'Main street 1',
    CountryID: 1,
    CountryName: 'Palestine',
    StateProvinceID: null,
    StateName: null,
    CityID: null,
    CityName: null,
    PostalCode: null,
  };

  it('carry the user on success', () => {
    const row = LoginResultRow.parse({ ...user, ResponseMsg: 'Login Successfully' });
    expect(isLoginSuccess(row)).toBe(true);
    if (isLoginSuccess(row)) expect(row.FirstName).toBe('Lina');
  });

  it('carry only the reason otherwise', () => {
    const row = LoginResultRow.parse({ ResponseMsg: 'Incorrect email or password!' });
    expect(row).toEqual({ ResponseMsg: 'Incorrect email or password!' });
    expect(isLoginSuccess(row)).toBe(false);
    expect(isLoginSuccess(undefined)).toBe(false);
  });
});

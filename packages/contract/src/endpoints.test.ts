import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  COMMON_PREFIX,
  DOWNLOAD_DIGITAL_FILE_PATH,
  DYNAMIC_PREFIX,
  ENDPOINT_NAMES,
  Envelope,
  downloadPath,
  endpointPath,
  endpoints,
  isEndpointName,
} from './endpoints';
import type { EndpointName, ParamsOf, ParsedParamsOf, RowOf, WireRowOf } from './endpoints';

// Section 7's table, plus the additions: logout-user, get-shop-settings, get-content-page, get-search-suggestions,
// get-search-correction, the sandbox payment calls and the live wallet calls.
const DYNAMIC = [
  'get-search-suggestions',
  'get-search-correction',
  'get-popular-products-list',
  'get-recents-products-list',
  'get-web-campaign-list',
  'get-popular-categories',
  'get-home-screen-banner',
  'insert-subscriber',
  'confirm-subscriber',
  'unsubscribe-subscriber',
  'get-categories-list',
  'get-size-list',
  'get-manufacturer-list',
  'get-popular-tags',
  'get-all-products',
  'get-related-products-list',
  'get-product-all-attributes-by-productId',
  'get-product_detail',
  'get-product-reviews',
  'get-payment-methods',
  'insert-product-review',
  'get-user-login',
  'signup-user',
  'get-countries-list',
  'get-states-provinces-list',
  'get-cities-list',
  'contact-us',
  'update-profile',
  'create-vendor-request',
  'get-web-campaign-detail',
  'get-customer-order-history-master',
  'get-customer-order-history-detail',
  'get-website-logo',
  'get-strp-pub-key',
  'get-latest-hot-product',
  'get-customer-favourite-products',
  'logout-user',
  'get-content-page',
];
const COMMON = [
  'localization-cstm-portal/get-localization-data',
  'get-customer-cart-items/cart-data',
  'get-coupon-code-discount-value/calculate-coupon-discount',
  'post-order/post-customer-order',
  'en-ur-drow-pass-rndom/en-ur-drow-pass-rndom',
  'validate-email-send-otp',
  'validate-otp-change-password',
  'get-shop-settings',
  'payments/sandbox-card-token',
  'payments/sandbox-wallet-create',
  'payments/sandbox-wallet-approve',
  'payments/sandbox-wallet-capture',
  'payments/wallet-create-order',
  'payments/wallet-capture-order',
];
const SESSION = [
  'logout-user',
  'update-profile',
  'post-order/post-customer-order',
  'get-customer-order-history-master',
  'get-customer-order-history-detail',
  'payments/sandbox-card-token',
  'payments/sandbox-wallet-create',
  'payments/sandbox-wallet-approve',
  'payments/sandbox-wallet-capture',
  'payments/wallet-create-order',
  'payments/wallet-capture-order',
];

describe('endpoint registry', () => {
  it('holds exactly the spec endpoints', () => {
    expect([...ENDPOINT_NAMES].sort()).toEqual([...DYNAMIC, ...COMMON].sort());
    expect(Object.keys(endpoints).sort()).toEqual([...DYNAMIC, ...COMMON].sort());
  });

  it('keys each entry by its name and derives its path from its scope', () => {
    for (const [key, endpoint] of Object.entries(endpoints)) {
      expect(endpoint.name).toBe(key);
      const scope = COMMON.includes(key) ? 'common' : 'dynamic';
      expect(endpoint.scope).toBe(scope);
      expect(endpoint.path).toBe(`/${scope === 'common' ? COMMON_PREFIX : DYNAMIC_PREFIX}${key}`);
      expect(endpoint.requiresSession).toBe(SESSION.includes(key));
      expect(endpoint.summary.length).toBeGreaterThan(0);
    }
  });

  it('gives full paths', () => {
    expect(endpointPath('get-all-products')).toBe('/api/v1/dynamic/dataoperation/get-all-products');
    expect(endpointPath('get-customer-cart-items/cart-data')).toBe('/api/v1/common/get-customer-cart-items/cart-data');
  });

  it('does not mistake object keys for endpoints', () => {
    expect(isEndpointName('get-all-products')).toBe(true);
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'get-all-product']) {
      expect(isEndpointName(name)).toBe(false);
    }
  });

  it('answers every endpoint with a params schema that takes the params it documents', () => {
    expect(endpoints['get-website-logo'].params.safeParse({}).success).toBe(true);
    expect(endpoints['logout-user'].params.safeParse({}).success).toBe(true);
    expect(endpoints['get-strp-pub-key'].params.safeParse({}).success).toBe(true);
    expect(endpoints['get-countries-list'].params.safeParse({ recordValueJson: '[]' }).success).toBe(true);
    expect(endpoints['get-states-provinces-list'].params.safeParse({ CountryId: '1' }).success).toBe(true);
    expect(endpoints['validate-email-send-otp'].params.safeParse({ Email: 'a@b.co' }).success).toBe(true);
  });

  it('types what callers send apart from what handlers receive', () => {
    expectTypeOf<ParamsOf<'get-all-products'>['PageNo']>().toEqualTypeOf<string | number | null | undefined>();
    expectTypeOf<ParsedParamsOf<'get-all-products'>['PageNo']>().toEqualTypeOf<number>();
    expectTypeOf<ParsedParamsOf<'get-all-products'>['CategoryID']>().toEqualTypeOf<number[]>();
    expectTypeOf<ParsedParamsOf<'post-order/post-customer-order'>['PaymentMethod']>().toEqualTypeOf<5 | 2 | 6>();
    expectTypeOf<WireRowOf<'get-product_detail'>['ProductImagesJson']>().toEqualTypeOf<string | null>();
    expectTypeOf<RowOf<'get-product_detail'>['ProductImagesJson'][number]['AttachmentURL']>().toEqualTypeOf<string>();
    expectTypeOf<
      RowOf<'get-customer-cart-items/cart-data'>['productsData'][number]['ItemSubTotal']
    >().toEqualTypeOf<number>();
    expectTypeOf<'get-all-products'>().toExtend<EndpointName>();
    expectTypeOf<'get-all-product'>().not.toExtend<EndpointName>();
  });
});

describe('downloads', () => {
  it('builds the digital file path', () => {
    expect(DOWNLOAD_DIGITAL_FILE_PATH).toBe('/api/v1/common/download-digital-file');
    expect(downloadPath(12, 'abc')).toBe('/api/v1/common/download-digital-file/12/abc');
    expect(downloadPath(12, 'a/b?c')).toBe('/api/v1/common/download-digital-file/12/a%2Fb%3Fc');
  });
});

describe('Envelope', () => {
  it('reads the answer body, with the token on login', () => {
    const body = { statusCode: 200, message: 'Login Successfully', errorMessage: '', data: '[]', token: 't' };
    expect(Envelope.parse(body)).toEqual(body);
    expect(Envelope.safeParse({ statusCode: 200, message: '', errorMessage: '', data: [] }).success).toBe(false);
  });
});

// A valid `requestParameters` for each endpoint that takes some: the fuzz replaces a few of their
// fields with hostile values, so the rest passes validation and the hostile value reaches the
// handlers, the SQL and the mails instead of stopping at the first wrong field; the session test
// (src/protocol/requires-session.test.ts) sends them as they are, so only the session is missing.
import type { EndpointName } from '@shop/contract';
import { TestPaymentMethods } from './fake-stripe';

const cart = JSON.stringify([{ ProductId: 1, Quantity: 1, productSelectedAttributes: [] }]);
const person = {
  FirstName: 'Lina',
  LastName: 'Haddad',
  MobileNo: '+970599000000',
  AddressLineOne: 'Main street 1',
  CountryID: 1,
  StateProvinceId: -999,
  CityId: -999,
  PostalCode: '00972',
  recordValueJson: '[]',
};

export function validParams(userId: number): Partial<Record<EndpointName, Record<string, unknown>>> {
  return {
    'localization-cstm-portal/get-localization-data': { entityId: 1, languageCode: 'en' },
    'get-web-campaign-detail': { CampaignId: 1 },
    'get-popular-products-list': { PageNo: 1, PageSize: 10 },
    'get-recents-products-list': { PageNo: 1, PageSize: 10 },
    'get-all-products': {
      SearchTerm: 'olive',
      SizeID: '',
      ColorID: '',
      CategoryID: '1',
      TagID: '',
      ManufacturerID: '',
      MinPrice: 0,
      MaxPrice: 1000,
      Rating: 0,
      OrderByColumnName: 'Price ASC',
      PageNo: 1,
      PageSize: 9,
    },
    'get-search-suggestions': { SearchTerm: 'olive' },
    'get-search-correction': { SearchTerm: 'olibe' },
    'get-related-products-list': { ProductId: 1, PageNo: 1, PageSize: 10 },
    'get-product-all-attributes-by-productId': { ProductId: 1 },
    'get-product_detail': { ProductId: 1 },
    'get-product-reviews': { ProductId: 1, PageNo: 1, PageSize: 10 },
    'insert-product-review': {
      ProductId: 1,
      ReviewerName: 'Lina',
      ReviewerEmail: 'lina@example.com',
      ReviewTitle: 'Good oil',
      ReviewBody: 'Fresh and green.',
      ReviewRating: 5,
    },
    'insert-subscriber': { SubscriberEmail: 'lina@example.com' },
    'contact-us': {
      FullName: 'Lina Haddad',
      Email: 'lina@example.com',
      PhoneNumber: '+970599000000',
      Subject: 'Harvest',
      Message: 'When is the new oil in?',
    },
    'get-payment-methods': { ProductId: 1 },
    'payments/sandbox-card-token': { CardNumber: '4242424242424242', ExpiryMonth: 12, ExpiryYear: 2099, Cvc: '123' },
    'payments/sandbox-wallet-create': { Amount: 10.5, CurrencyCode: 'USD' },
    'payments/sandbox-wallet-approve': { WalletOrderId: 'WLT-0' },
    'payments/sandbox-wallet-capture': { WalletOrderId: 'WLT-0' },
    'payments/wallet-create-order': { Amount: 10.5, CurrencyCode: 'USD' },
    'payments/wallet-capture-order': { WalletOrderId: '5O190127TN364715T' },
    'get-states-provinces-list': { CountryId: 1 },
    'get-cities-list': { StateProvinceId: 1 },
    'get-user-login': { Email: 'lina@example.com', Password: 'olive grove 1948' },
    'signup-user': { ...person, EmailAddress: 'new@example.com', Password: 'olive grove 1948' },
    'update-profile': { ...person, UserID: userId },
    'en-ur-drow-pass-rndom/en-ur-drow-pass-rndom': { Password: 'olive grove 1948' },
    'create-vendor-request': { ...person, EmailAddress: 'seller@example.com', Password: 'sealed' },
    'validate-email-send-otp': { Email: 'lina@example.com' },
    'validate-otp-change-password': {
      Email: 'lina@example.com',
      Otp: '123456',
      Password: 'za3tar and olive oil',
      ConfirmPassword: 'za3tar and olive oil',
    },
    'get-customer-cart-items/cart-data': { cartJsonData: cart, CurrencyCode: 'USD' },
    'get-coupon-code-discount-value/calculate-coupon-discount': { CouponCode: 'WELCOME10', cartJsonData: cart },
    'post-order/post-customer-order': {
      UserID: userId,
      OrderNote: '',
      cartJsonData: cart,
      CouponCode: '',
      PaymentMethod: 6,
      paymentToken: TestPaymentMethods.visa,
      payPalOrderConfirmJson: '',
      CurrencyCode: 'USD',
    },
    'get-customer-order-history-master': { UserId: userId },
    'get-customer-order-history-detail': { OrderId: 1 },
  };
}

import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { FormRules } from '../field-check';
import type { FormRule } from '../field-check';
import {
  EncryptPasswordParams,
  LoginParams,
  ResetPasswordParams,
  SignupParams,
  UpdateProfileParams,
  VendorRequestParams,
} from './accounts';
import { CartDataParams, CouponParams } from './cart';
import { AllProductsParams, PopularProductsParams, RecentProductsParams, RelatedProductsParams } from './catalog';
import { ContactParams, ReviewSubmissionParams, SubscriberParams } from './engagement';
import { LocalizationParams } from './localization';
import { PlaceOrderParams } from './orders';

const firstIssue = (result: { error?: z.ZodError }) => result.error?.issues[0];

describe('AllProductsParams', () => {
  it('fills defaults: page 1 of 9, no filters, featured sort', () => {
    expect(AllProductsParams.parse({})).toEqual({
      SearchTerm: '',
      SizeID: [],
      ColorID: [],
      CategoryID: [],
      TagID: [],
      ManufacturerID: [],
      Rating: undefined,
      OrderByColumnName: '',
      PageNo: 1,
      PageSize: 9,
    });
  });

  it('reads numbers sent as strings, as the original storefront sends them', () => {
    const parsed = AllProductsParams.parse({
      SearchTerm: '  olive ',
      CategoryID: '4,9',
      MinPrice: '10',
      MaxPrice: '100.5',
      Rating: '4',
      OrderByColumnName: 'Price DESC',
      PageNo: '3',
      PageSize: '18',
    });
    expect(parsed).toMatchObject({
      SearchTerm: 'olive',
      CategoryID: [4, 9],
      MinPrice: 10,
      MaxPrice: 100.5,
      Rating: 4,
      OrderByColumnName: 'Price DESC',
      PageNo: 3,
      PageSize: 18,
    });
  });

  it('treats empty filters as not given', () => {
    expect(AllProductsParams.parse({ MinPrice: '', MaxPrice: null, Rating: 0 })).toMatchObject({
      MinPrice: undefined,
      MaxPrice: undefined,
      Rating: undefined,
    });
  });

  it.each([
    ['PageNo', 'abc'],
    ['PageNo', 0],
    ['PageSize', 0],
    ['PageSize', 101],
    ['PageSize', '1e3'],
    ['Rating', 6],
    ['MinPrice', -1],
    ['OrderByColumnName', 'Name ASC'],
    ['OrderByColumnName', 'Price ASC; DROP TABLE'],
    ['SearchTerm', 'x'.repeat(201)],
    ['TagID', '1,x'],
  ])('refuses %s = %j, naming the field', (field, value) => {
    const result = AllProductsParams.safeParse({ [field]: value });
    expect(result.success).toBe(false);
    expect(firstIssue(result)?.path[0]).toBe(field);
  });

  it('allows 100 rows a page and ignores unknown keys', () => {
    expect(AllProductsParams.parse({ PageSize: 100, Unknown: 1 })).not.toHaveProperty('Unknown');
  });
});

describe('list params', () => {
  it('default to the spec page sizes', () => {
    expect(PopularProductsParams.parse({}).PageSize).toBe(20);
    expect(RecentProductsParams.parse({})).toMatchObject({ PageNo: 1, PageSize: 20, TabName: 'new products' });
    expect(RelatedProductsParams.parse({ ProductId: '8' })).toMatchObject({ ProductId: 8, PageSize: 20 });
  });

  it('keep recordValueJson optional text', () => {
    expect(PopularProductsParams.parse({ recordValueJson: '[]' }).recordValueJson).toBe('[]');
    expect(PopularProductsParams.safeParse({ recordValueJson: [] }).success).toBe(false);
  });

  it('need a supported language and a positive entity id for labels', () => {
    expect(LocalizationParams.parse({ entityId: '63', languageCode: 'ar' })).toEqual({
      entityId: 63,
      languageCode: 'ar',
    });
    expect(LocalizationParams.safeParse({ entityId: 0, languageCode: 'ar' }).success).toBe(false);
    expect(LocalizationParams.safeParse({ entityId: 63, languageCode: 'fr' }).success).toBe(false);
  });
});

const cartLine = {
  ProductId: 3,
  productSelectedAttributes: [{ ProductAttributeID: 1, PrimaryKeyValue: 4 }],
  Quantity: 2,
};

describe('cart payload', () => {
  it('accepts JSON text or a list and outputs the list', () => {
    const asText = CartDataParams.parse({ cartJsonData: JSON.stringify([cartLine]) });
    const asList = CartDataParams.parse({ cartJsonData: [cartLine] });
    expect(asText.cartJsonData).toEqual([cartLine]);
    expect(asList.cartJsonData).toEqual([cartLine]);
  });

  it("drops the browser cart item's extra keys and fills missing attributes", () => {
    const stored = { ProductId: '3', Quantity: '1', ShippingCharges: 0, DefaultImage: '/x.jpg' };
    expect(CartDataParams.parse({ cartJsonData: JSON.stringify([stored]) }).cartJsonData).toEqual([
      { ProductId: 3, Quantity: 1, productSelectedAttributes: [] },
    ]);
  });

  it('allows an empty cart to be priced', () => {
    expect(CartDataParams.parse({ cartJsonData: '[]' }).cartJsonData).toEqual([]);
  });

  it.each([
    [[{ ...cartLine, Quantity: 0 }], ['cartJsonData', 0, 'Quantity']],
    [[{ ...cartLine, Quantity: 10_001 }], ['cartJsonData', 0, 'Quantity']],
    [[{ ...cartLine, Quantity: 1.5 }], ['cartJsonData', 0, 'Quantity']],
    [[{ ...cartLine, ProductId: 'x' }], ['cartJsonData', 0, 'ProductId']],
    [
      [{ ...cartLine, productSelectedAttributes: [{ ProductAttributeID: 1 }] }],
      ['cartJsonData', 0, 'productSelectedAttributes', 0, 'PrimaryKeyValue'],
    ],
    ['[{"ProductId":', ['cartJsonData']],
    ['{"ProductId":1}', ['cartJsonData']],
  ])('refuses %j at %j', (cartJsonData, path) => {
    const result = CartDataParams.safeParse({ cartJsonData });
    expect(result.success).toBe(false);
    expect(firstIssue(result)?.path).toEqual(path);
  });

  it('accepts 10000 units and 100 lines, not 101 lines', () => {
    expect(CartDataParams.safeParse({ cartJsonData: [{ ...cartLine, Quantity: 10_000 }] }).success).toBe(true);
    const lines = (n: number) => Array.from({ length: n }, (_, i) => ({ ProductId: i + 1, Quantity: 1 }));
    expect(CartDataParams.safeParse({ cartJsonData: lines(100) }).success).toBe(true);
    expect(CartDataParams.safeParse({ cartJsonData: JSON.stringify(lines(101)) }).success).toBe(false);
  });

  it('needs a coupon code of at most 30 characters', () => {
    expect(CouponParams.safeParse({ CouponCode: 'X'.repeat(30), cartJsonData: '[]' }).success).toBe(true);
    expect(firstIssue(CouponParams.safeParse({ CouponCode: 'X'.repeat(31), cartJsonData: '[]' }))?.message).toBe(
      'Coupon Code max length should be 30 characters',
    );
    expect(firstIssue(CouponParams.safeParse({ CouponCode: '  ', cartJsonData: '[]' }))?.message).toBe(
      'Coupon Code is required',
    );
  });
});

describe('PlaceOrderParams', () => {
  const order = { UserID: '7', cartJsonData: JSON.stringify([cartLine]), PaymentMethod: '6' };

  it('reads the spec payload and fills defaults', () => {
    expect(PlaceOrderParams.parse({ ...order, recordValueJson: '[]' })).toEqual({
      UserID: 7,
      OrderNote: '',
      cartJsonData: [cartLine],
      CouponCode: '',
      PaymentMethod: 6,
      paymentToken: '',
      payPalOrderConfirmJson: '',
      CurrencyCode: 'USD',
      recordValueJson: '[]',
    });
  });

  it('accepts only payment methods 5, 2 and 6', () => {
    for (const PaymentMethod of [5, 2, 6, '5'])
      expect(PlaceOrderParams.safeParse({ ...order, PaymentMethod }).success).toBe(true);
    for (const PaymentMethod of [1, 3, 'card', null]) {
      expect(firstIssue(PlaceOrderParams.safeParse({ ...order, PaymentMethod }))?.path).toEqual(['PaymentMethod']);
    }
  });

  it('refuses an empty cart with the spec message', () => {
    expect(firstIssue(PlaceOrderParams.safeParse({ ...order, cartJsonData: '[]' }))?.message).toBe(
      'Your cart is empty',
    );
  });

  it('limits the note to 1000 and the coupon to 30 characters, and the currency to USD or EUR', () => {
    expect(PlaceOrderParams.safeParse({ ...order, OrderNote: 'n'.repeat(1000) }).success).toBe(true);
    expect(firstIssue(PlaceOrderParams.safeParse({ ...order, OrderNote: 'n'.repeat(1001) }))?.path).toEqual([
      'OrderNote',
    ]);
    expect(firstIssue(PlaceOrderParams.safeParse({ ...order, CouponCode: 'c'.repeat(31) }))?.path).toEqual([
      'CouponCode',
    ]);
    expect(PlaceOrderParams.parse({ ...order, CurrencyCode: 'EUR' }).CurrencyCode).toBe('EUR');
    expect(PlaceOrderParams.safeParse({ ...order, CurrencyCode: 'GBP' }).success).toBe(false);
  });
});

describe('account params', () => {
  const signup = {
    FirstName: 'Lina',
    LastName: 'Haddad',
    EmailAddress: 'lina@example.com',
    Password: ' secret ',
    CountryID: '1',
    AddressLineOne: 'Main street 1',
  };

  it('send unchosen state and city as -999 and keep the password as typed', () => {
    expect(SignupParams.parse(signup)).toMatchObject({
      CityId: -999,
      StateProvinceId: -999,
      CountryID: 1,
      Password: ' secret ',
      MobileNo: '',
      PostalCode: '',
    });
  });

  it("speak the field check's messages", () => {
    expect(firstIssue(SignupParams.safeParse({ ...signup, FirstName: ' ' }))).toMatchObject({
      path: ['FirstName'],
      message: 'First Name is required',
    });
    expect(firstIssue(SignupParams.safeParse({ ...signup, EmailAddress: 'lina@' }))?.message).toBe(
      'Please enter valid email address',
    );
    expect(
      firstIssue(
        ResetPasswordParams.safeParse({ Email: 'a@b.co', Otp: '1234', Password: 'abcdef', ConfirmPassword: 'abcdef' }),
      )?.message,
    ).toBe('OTP min length should be 5 characters');
  });

  it('refuse mismatched reset passwords on ConfirmPassword', () => {
    const result = ResetPasswordParams.safeParse({
      Email: 'a@b.co',
      Otp: '12345',
      Password: 'olive grove 1',
      ConfirmPassword: 'olive grove 2',
    });
    expect(firstIssue(result)).toMatchObject({ path: ['ConfirmPassword'], message: 'Password does not match!' });
  });

  it('let a vendor request carry an encrypted (longer) password', () => {
    expect(VendorRequestParams.safeParse({ ...signup, Password: 'e'.repeat(400) }).success).toBe(true);
    expect(SignupParams.safeParse({ ...signup, Password: 'e'.repeat(151) }).success).toBe(false);
  });

  it('let login accept any password sign-up could create', () => {
    expect(LoginParams.safeParse({ Email: 'lina@example.com', Password: 'p'.repeat(150) }).success).toBe(true);
  });

  it('let login accept passwords chosen before the new-password rules (short or common ones)', () => {
    expect(LoginParams.safeParse({ Email: 'lina@example.com', Password: 'pw' }).success).toBe(true);
    expect(LoginParams.safeParse({ Email: 'lina@example.com', Password: 'password123' }).success).toBe(true);
  });

  it('want new passwords of 8 .. 150 characters that are not common, on every form that chooses one', () => {
    const reset = { Email: 'a@b.co', Otp: '123456' };
    const choosers: [string, z.ZodType, (password: string) => Record<string, unknown>][] = [
      ['signup', SignupParams, (password) => ({ ...signup, Password: password })],
      ['seller password', EncryptPasswordParams, (password) => ({ Password: password })],
      ['reset', ResetPasswordParams, (password) => ({ ...reset, Password: password, ConfirmPassword: password })],
    ];
    for (const [name, schema, withPassword] of choosers) {
      expect(firstIssue(schema.safeParse(withPassword('seven77')))?.message, name).toBe(
        'Password min length should be 8 characters',
      );
      expect(firstIssue(schema.safeParse(withPassword('Sunshine1')))?.message, name).toBe(
        'This password is too common. Please choose another one.',
      );
      expect(schema.safeParse(withPassword('olive grove 1948')).success, name).toBe(true);
      expect(schema.safeParse(withPassword('p'.repeat(150))).success, name).toBe(true);
      expect(firstIssue(schema.safeParse(withPassword('p'.repeat(151))))?.message, name).toBe(
        'Password max length should be 150 characters',
      );
    }
  });

  it("say 'Country is required' for a country missing or not chosen, as the form does", () => {
    for (const CountryID of [undefined, '', null, -999, '-999']) {
      expect(firstIssue(SignupParams.safeParse({ ...signup, CountryID })), String(CountryID)).toMatchObject({
        path: ['CountryID'],
        message: 'Country is required',
      });
    }
    expect(firstIssue(SignupParams.safeParse({ ...signup, CountryID: 'x' }))?.path).toEqual(['CountryID']);
    expect(SignupParams.safeParse({ ...signup, CountryID: 0 }).success).toBe(false);
  });

  it('need the user id for a profile update', () => {
    expect(
      firstIssue(UpdateProfileParams.safeParse({ FirstName: 'A', LastName: 'B', AddressLineOne: 'C' }))?.path,
    ).toEqual(['UserID']);
  });
});

describe('engagement params', () => {
  it('default a review rating to 1 and keep it within 1..5', () => {
    const review = { ProductId: 1, ReviewerName: 'A', ReviewerEmail: 'a@b.co', ReviewTitle: 'T', ReviewBody: 'B' };
    expect(ReviewSubmissionParams.parse(review).ReviewRating).toBe(1);
    expect(ReviewSubmissionParams.parse({ ...review, ReviewRating: '5' }).ReviewRating).toBe(5);
    expect(ReviewSubmissionParams.safeParse({ ...review, ReviewRating: 6 }).success).toBe(false);
    expect(ReviewSubmissionParams.safeParse({ ...review, ReviewRating: 0 }).success).toBe(false);
  });
});

// What a browser form accepts, the server accepts, and what the form refuses for length, the server refuses.
describe('forms and server params agree on text limits', () => {
  const cases: [string, readonly FormRule[], z.ZodType, Record<string, unknown>][] = [
    ['newsletter', FormRules.newsletter, SubscriberParams, {}],
    ['contact', FormRules.contact, ContactParams, {}],
    ['review', FormRules.review, ReviewSubmissionParams, { ProductId: 1 }],
    ['signup', FormRules.signup, SignupParams, { CountryID: 1 }],
    ['coupon', FormRules.coupon, CouponParams, { cartJsonData: '[]' }],
    ['profileUpdate', FormRules.profileUpdate, UpdateProfileParams, { UserID: 1 }],
    ['resetStep2', FormRules.resetStep2, ResetPasswordParams, {}],
  ];
  const sample = (rule: FormRule, length: number) =>
    rule.type === 'email'
      ? `${'a'.repeat(length - 12)}@example.com`
      : rule.type === 'number'
        ? '1'.repeat(length)
        : 'x'.repeat(length);

  it.each(cases)('%s', (_name, rules, schema, extra) => {
    const textRules = rules.filter((rule) => rule.type !== 'number' && rule.field !== 'ConfirmPassword');
    const base: Record<string, unknown> = { ...extra };
    for (const rule of rules)
      if (rule.type !== 'number') base[rule.field] = sample(rule, Math.min(rule.limit, Math.max(rule.min ?? 1, 16)));
    if ('ConfirmPassword' in base) base.ConfirmPassword = base.Password;
    expect(schema.safeParse(base).success).toBe(true);
    for (const rule of textRules) {
      const atLimit = { ...base, [rule.field]: sample(rule, rule.limit) };
      const overLimit = { ...base, [rule.field]: sample(rule, rule.limit + 1) };
      if (rule.field === 'Password' && 'ConfirmPassword' in base) {
        atLimit.ConfirmPassword = atLimit.Password;
        overLimit.ConfirmPassword = overLimit.Password;
      }
      expect(schema.safeParse(atLimit).success, `${rule.field} at ${rule.limit}`).toBe(true);
      expect(schema.safeParse(overLimit).success, `${rule.field} at ${rule.limit + 1}`).toBe(false);
    }
  });
});

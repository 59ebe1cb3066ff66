import { type APIRequestContext, expect } from '@playwright/test';
import { type LanguageCode, PaymentMethod } from '@shop/contract';

import { BACKOFFICE_URL } from './servers';
import type { Shopper } from './session';

/** A product as an order of the seeded shop holds it. */
export interface OrderableProduct {
  id: number;
  /** The name in the language the test shops in. */
  name: string;
}

async function call<Row>(
  request: APIRequestContext,
  path: string,
  requestParameters: object,
  options: { language: LanguageCode; shopper?: Shopper },
): Promise<Row[]> {
  const response = await request.post(`${BACKOFFICE_URL}/api/v1/${path}`, {
    headers: {
      Token: options.shopper?.token ?? '',
      UserID: options.shopper ? String(options.shopper.user.UserID) : '',
      'Accept-Language': options.language,
    },
    data: { requestParameters },
  });
  const body = (await response.json()) as { data: string; errorMessage: string };
  expect(response.status(), `${path}: ${body.errorMessage}`).toBe(200);
  return JSON.parse(body.data) as Row[];
}

/** The seeded e-book (the shop's digital product with a PDF file; see the back-office's seed). */
const DIGITAL_PRODUCT_SEARCH = 'Palestinian Kitchen';
const DIGITAL_PRODUCT_NAME_START = 'The Palestinian Kitchen';
const DIGITAL_CATEGORY = 'Digital Goods';
/** Its file in the repository, to compare a download with. */
export const DIGITAL_PRODUCT_FILE = new URL(
  '../../apps/backoffice/seed-files/palestinian-kitchen-recipes.pdf',
  import.meta.url,
);

async function productName(request: APIRequestContext, id: number, language: LanguageCode): Promise<string> {
  const [detail] = await call<{ ProductName: string }>(
    request,
    'dynamic/dataoperation/get-product_detail',
    { ProductId: id },
    { language },
  );
  return detail!.ProductName;
}

/**
 * The seeded digital product, and a physical product that one unit can be ordered of without
 * choosing options (the first such product of the list), named in `language`.
 */
export async function orderableProducts(
  request: APIRequestContext,
  language: LanguageCode,
): Promise<{ digital: OrderableProduct; physical: OrderableProduct }> {
  const found = await call<{ ProductId: number; ProductName: string }>(
    request,
    'dynamic/dataoperation/get-all-products',
    { SearchTerm: DIGITAL_PRODUCT_SEARCH, PageNo: 1, PageSize: 9 },
    { language: 'en' },
  );
  const digitalRow = found.find((row) => row.ProductName.startsWith(DIGITAL_PRODUCT_NAME_START));
  expect(digitalRow, 'the seed holds the digital e-book').toBeDefined();
  // Physical: not in the seed's Digital Goods categories (the list rows do not say what is digital).
  const categories = await call<{ CategoryID: number; ParentCategoryID: number | null; Name: string }>(
    request,
    'dynamic/dataoperation/get-categories-list',
    { PageNo: 1, PageSize: 100 },
    { language: 'en' },
  );
  const digitalTop = categories.find((category) => category.Name === DIGITAL_CATEGORY);
  expect(digitalTop, `the seed has the ${DIGITAL_CATEGORY} category`).toBeDefined();
  const digitalCategories = new Set(
    categories
      .filter(
        (category) =>
          category.CategoryID === digitalTop!.CategoryID || category.ParentCategoryID === digitalTop!.CategoryID,
      )
      .map((category) => category.Name),
  );
  const listed = await call<{ ProductId: number; CategoryName: string }>(
    request,
    'dynamic/dataoperation/get-all-products',
    { PageNo: 1, PageSize: 30, OrderByColumnName: 'Price ASC' },
    { language: 'en' },
  );
  const candidates = listed.filter((row) => !digitalCategories.has(row.CategoryName)).map((row) => row.ProductId);
  const [priced] = await call<{ productsData: { ProductId: number; LineStatus: string }[] }>(
    request,
    'common/get-customer-cart-items/cart-data',
    {
      cartJsonData: JSON.stringify(
        candidates.map((id) => ({ ProductId: id, Quantity: 1, productSelectedAttributes: [] })),
      ),
    },
    { language: 'en' },
  );
  const physicalId = priced!.productsData.find((line) => line.LineStatus === 'ok')?.ProductId;
  expect(physicalId, 'a product can be ordered without options').toBeDefined();
  return {
    digital: { id: digitalRow!.ProductId, name: await productName(request, digitalRow!.ProductId, language) },
    physical: { id: physicalId!, name: await productName(request, physicalId!, language) },
  };
}

/** An order as the back-office's history lists it. */
export interface PlacedOrder {
  OrderId: number;
  OrderNumber: string;
  OrderDateUTC: string;
  OrderTotal: number;
}

/**
 * Places a cash-on-delivery order (payment method 6) of one unit of each product for `shopper`
 * through the back-office protocol, as the storefront's checkout would in `language`, and answers
 * it as the order history lists it.
 */
export async function placeCashOrder(
  request: APIRequestContext,
  shopper: Shopper,
  productIds: number[],
  language: LanguageCode,
): Promise<PlacedOrder> {
  const [placed] = await call<{ ResponseMsg: string; OrderId: number }>(
    request,
    'common/post-order/post-customer-order',
    {
      UserID: shopper.user.UserID,
      OrderNote: '',
      cartJsonData: JSON.stringify(
        productIds.map((id) => ({ ProductId: id, Quantity: 1, productSelectedAttributes: [] })),
      ),
      CouponCode: '',
      PaymentMethod: PaymentMethod.CashOnDelivery,
      paymentToken: '',
      payPalOrderConfirmJson: '',
      recordValueJson: '[]',
    },
    { language, shopper },
  );
  expect(placed?.ResponseMsg).toBe('Order Placed Successfully');
  const history = await call<PlacedOrder>(
    request,
    'dynamic/dataoperation/get-customer-order-history-master',
    { UserId: shopper.user.UserID, recordValueJson: '[]' },
    { language, shopper },
  );
  const order = history.find((row) => row.OrderId === placed!.OrderId);
  expect(order, 'the new order is in the history').toBeDefined();
  return order!;
}

/** Ends a shopper's session at the back-office, as logging out elsewhere would. */
export async function endSession(request: APIRequestContext, shopper: Shopper): Promise<void> {
  await call(request, 'dynamic/dataoperation/logout-user', {}, { language: 'en', shopper });
}

import { type APIRequestContext, expect } from '@playwright/test';
import { HOME_LIST_SIZE, type LanguageCode, RECENT_PRODUCTS_TAB_NAME } from '@shop/contract';

import { BACKOFFICE_URL } from './servers';

/**
 * Rows of one back-office list call, read straight from the protocol (not through the storefront),
 * so a test can tell what the seeded shop holds. Rows come in `language`, as the storefront asks.
 */
export async function callBackofficeList<Row>(
  request: APIRequestContext,
  endpoint: string,
  requestParameters: Record<string, unknown>,
  language: LanguageCode = 'en',
): Promise<Row[]> {
  const response = await request.post(`${BACKOFFICE_URL}/api/v1/dynamic/dataoperation/${endpoint}`, {
    headers: { Token: '', UserID: '', 'Accept-Language': language },
    data: { requestParameters },
  });
  expect(response.status(), `${endpoint} answers 200`).toBe(200);
  const body = (await response.json()) as { data: string };
  return JSON.parse(body.data) as Row[];
}

/** Name of the newest product in `language`, the first one the home page lists. */
export async function newestProductName(request: APIRequestContext, language: LanguageCode = 'en'): Promise<string> {
  const rows = await callBackofficeList<{ ProductName: string }>(
    request,
    'get-recents-products-list',
    { PageNo: 1, PageSize: HOME_LIST_SIZE, TabName: RECENT_PRODUCTS_TAB_NAME },
    language,
  );
  const first = rows[0];
  expect(first, 'the seed holds at least one product').toBeDefined();
  return first!.ProductName;
}

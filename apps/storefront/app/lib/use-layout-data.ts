import type { ShopCurrency } from '@shop/contract';
import { useRouteLoaderData } from 'react-router';

import { US_DOLLAR } from './currency/currency';
import type { LayoutData } from './layout-data.server';

/** The shopper's currency and the shop's payment logos, from the root loader (US dollars and none without it). */
export function useLayoutData(): { currency: ShopCurrency; paymentMethods: LayoutData['paymentMethods'] } {
  const layout = useRouteLoaderData('root') as Partial<LayoutData> | undefined;
  return { currency: layout?.currency ?? US_DOLLAR, paymentMethods: layout?.paymentMethods ?? [] };
}

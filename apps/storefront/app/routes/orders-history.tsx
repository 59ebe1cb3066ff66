import { pageTitle, siteTitleOf } from '../features/content/home/page-meta';
import { OrdersHistoryScreen } from '../features/orders/orders-history-screen';
import { loadOrdersHistory } from '../features/orders/orders-history.server';
import { labelsFor } from '../lib/labels/labels';
import { requireLanguage } from '../lib/language';
import type { Route } from './+types/orders-history';

/** The signed-in shopper's orders (features/orders/orders-history.server.ts); visitors go to the login page. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return loadOrdersHistory(request, requireLanguage(params.lang));
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const labels = labelsFor('OrdersHistory', loaderData?.labels);
  return [{ title: pageTitle(labels.lbl_orders_title, siteTitleOf(matches)) }, { name: 'robots', content: 'noindex' }];
};

export default function OrdersHistoryPage({ loaderData }: Route.ComponentProps) {
  return <OrdersHistoryScreen orders={loaderData.orders} />;
}

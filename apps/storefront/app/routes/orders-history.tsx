import { EMPTY_RECORD_VALUE_JSON, ProductListRoute, type ScreenEntityName } from '@shop/contract';
import { Link, data } from 'react-router';

import { pageTitle, siteTitleOf } from '../features/content/home/page-meta';
import { OrderList } from '../features/orders/order-list';
import { PageHero } from '../ui/page-hero';
import { backofficeFor } from '../lib/backoffice.server';
import { labelsFor, useLabels } from '../lib/labels/labels';
import { loadLabels } from '../lib/labels/labels.server';
import { requireLanguage, useLanguage } from '../lib/language';
import { toOrderSummary } from '../features/orders/order-history';
import { categoryPath } from '../lib/paths';
import { SESSION_REJECTED_STATUS, redirectToLogin, requireSession } from '../lib/session/session.server';
import type { Route } from './+types/orders-history';

const ORDERS_ENTITIES = ['OrdersHistory'] as const satisfies readonly ScreenEntityName[];

// The shopper's own orders: never kept by a shared cache, nor shown again from the browser's.
const PRIVATE_PAGE = { 'Cache-Control': 'private, no-store' };

/**
 * /orders-history (spec section 2): the signed-in shopper's orders from
 * get-customer-order-history-master; visitors, and shoppers whose session the back-office no
 * longer accepts, go to the login page.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const language = requireLanguage(params.lang);
  const session = requireSession(request, language);
  const [result, labels] = await Promise.all([
    backofficeFor(request, language).call('get-customer-order-history-master', {
      UserId: session.userId,
      recordValueJson: EMPTY_RECORD_VALUE_JSON,
    }),
    loadLabels(request, language, ORDERS_ENTITIES),
  ]);
  if (!result.ok) {
    if (result.status === SESSION_REJECTED_STATUS) redirectToLogin(request, language);
    console.error('orders history: get-customer-order-history-master failed', {
      status: result.status,
      errorMessage: result.errorMessage,
    });
    throw data('Bad Gateway', { status: 502, headers: PRIVATE_PAGE });
  }
  return data({ orders: result.rows.map(toOrderSummary), labels }, { headers: PRIVATE_PAGE });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const labels = labelsFor('OrdersHistory', loaderData?.labels);
  return [{ title: pageTitle(labels.lbl_orders_title, siteTitleOf(matches)) }, { name: 'robots', content: 'noindex' }];
};

export default function OrdersHistoryPage({ loaderData }: Route.ComponentProps) {
  const labels = useLabels('OrdersHistory');
  const language = useLanguage();
  const { orders } = loaderData;

  return (
    <main id="main">
      <PageHero
        title={labels.lbl_orders_title}
        homeLabel={labels.lbl_orders_breadcrumb_home}
        breadcrumbLabel={labels.lbl_orders_breadcrumb_current}
        width="wide"
      />
      <section aria-labelledby="orders-heading" className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6">
        <h2 id="orders-heading" className="text-2xl font-bold text-olive-900">
          {labels.lbl_orders_heading}
        </h2>
        {orders.length === 0 ? (
          <div className="flex flex-col items-start gap-4 rounded-xl border border-sand-200 bg-white p-6 sm:p-8">
            <p className="text-lg text-olive-800">{labels.lbl_orders_empty}</p>
            <Link
              to={categoryPath(language, { id: ProductListRoute.allCategoryId, name: ProductListRoute.allCategories })}
              className="rounded-md bg-olive-700 px-6 py-2.5 font-semibold text-sand-50 hover:bg-olive-800"
            >
              {labels.lbl_orders_start_shopping}
            </Link>
          </div>
        ) : (
          <OrderList orders={orders} />
        )}
      </section>
    </main>
  );
}

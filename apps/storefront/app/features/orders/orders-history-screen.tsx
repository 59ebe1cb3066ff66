import { Link } from 'react-router';

import { useLabels } from '../../lib/labels/labels';
import { useLanguage } from '../../lib/language';
import { allProductsPath } from '../../lib/paths';
import { PageHero } from '../../ui/page-hero';
import type { OrderSummary } from './order-history';
import { OrderList } from './order-list';

/** Orders history (spec section 2): the signed-in shopper's orders, or a way to start shopping. */
export function OrdersHistoryScreen({ orders }: { orders: OrderSummary[] }) {
  const labels = useLabels('OrdersHistory');
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
        {orders.length === 0 ? <NoOrders /> : <OrderList orders={orders} />}
      </section>
    </main>
  );
}

function NoOrders() {
  const labels = useLabels('OrdersHistory');
  const language = useLanguage();
  return (
    <div className="flex flex-col items-start gap-4 rounded-xl border border-sand-200 bg-white p-6 sm:p-8">
      <p className="text-lg text-olive-800">{labels.lbl_orders_empty}</p>
      <Link
        to={allProductsPath(language)}
        className="rounded-md bg-olive-700 px-6 py-2.5 font-semibold text-sand-50 hover:bg-olive-800"
      >
        {labels.lbl_orders_start_shopping}
      </Link>
    </div>
  );
}

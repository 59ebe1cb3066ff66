import { useEffect, useId, useState } from 'react';
import { useFetcher } from 'react-router';

import { fillLabel, useLabels } from '../../lib/labels/labels';
import { useLanguage } from '../../lib/language';
import { formatOrderMoney, orderItemsHref, orderStatusText } from './order-history';
import { notify } from '../../ui/toast';
import { EyeIcon } from '../../ui/icons';
import type { OrderSummary } from './order-history';
import { OrderItems } from './order-items';
import type { loadOrderItems } from './order-items.server';
import { OrderStatusBadge } from './order-status-badge';

/** Columns of an order on wide screens, shared with the header row of the list. */
export const ORDER_GRID = 'md:grid-cols-[minmax(11rem,1.6fr)_1fr_1fr_0.6fr_1fr_5.5rem] md:gap-x-4';

const valueLabel = 'text-xs font-medium text-olive-700 md:sr-only';

/**
 * One order; its eye icon loads the order's items below it (spec section 2) from the storefront's
 * /api/order-items, afresh each time it opens, so a status changed meanwhile shows.
 */
export function OrderRow({ order }: { order: OrderSummary }) {
  const labels = useLabels('OrdersHistory');
  const { items, expanded, toggle } = useOrderItems(order.id);
  const regionId = useId();

  return (
    <li className="overflow-hidden rounded-xl border border-sand-200 bg-white shadow-xs">
      <div className={`grid grid-cols-2 items-center gap-x-3 gap-y-3 p-4 ${ORDER_GRID}`}>
        <h3 className="col-span-2 font-semibold text-olive-900 md:col-span-1">
          <span className={valueLabel}>{labels.lbl_orders_col_number} </span>
          <bdi dir="ltr" className="block text-base tabular-nums">
            {order.number}
          </bdi>
        </h3>
        <OrderValues order={order} />
        <div className="col-span-2 flex justify-end md:col-span-1">
          <button
            type="button"
            onClick={toggle}
            aria-expanded={expanded}
            aria-controls={regionId}
            aria-label={fillLabel(labels.lbl_orders_view_items_of, { number: order.number })}
            className="flex items-center gap-2 rounded-md border border-olive-300 px-3 py-2 text-sm font-semibold text-olive-800 hover:bg-olive-50 aria-expanded:bg-olive-700 aria-expanded:text-sand-50"
          >
            <EyeIcon />
            <span className="md:sr-only">{labels.lbl_orders_view_items}</span>
          </button>
        </div>
      </div>
      <section
        id={regionId}
        hidden={!expanded}
        aria-label={fillLabel(labels.lbl_orders_items_of, { number: order.number })}
        className="border-t border-sand-200 bg-sand-50 p-4"
      >
        {items ? (
          <OrderItems items={items} currencyCode={order.currencyCode} />
        ) : (
          <p role="status" className="text-olive-800">
            {expanded ? labels.lbl_orders_loading_items : ''}
          </p>
        )}
      </section>
    </li>
  );
}

/**
 * Whether the order's items are open, and the items once loaded; `toggle` opens them (loading
 * them afresh) or closes them. A failed load is the spec's generic error toast, and they stay closed.
 */
function useOrderItems(orderId: number) {
  const language = useLanguage();
  // Typed by the resource route's own loader: the answer is what loadOrderItems returns.
  const fetcher = useFetcher<typeof loadOrderItems>({ key: `order-items-${orderId}` });
  const [open, setOpen] = useState(false);
  const answer = fetcher.data;

  const loading = fetcher.state !== 'idle';
  const failed = !loading && answer !== undefined && !answer.ok;
  const expanded = open && !failed;
  useEffect(() => {
    if (answer && !answer.ok) notify('error', answer.message, language.code);
  }, [answer, language.code]);

  function toggle() {
    if (expanded) {
      setOpen(false);
      return;
    }
    setOpen(true);
    void fetcher.load(orderItemsHref(orderId, language));
  }

  return { items: expanded && answer?.ok && !loading ? answer.items : undefined, expanded, toggle };
}

/** Date, status, number of items and total of an order, each with its label. */
function OrderValues({ order }: { order: OrderSummary }) {
  const labels = useLabels('OrdersHistory');
  return (
    <dl className="contents">
      <div>
        <dt className={valueLabel}>{labels.lbl_orders_col_date}</dt>
        <dd className="text-olive-900">
          <bdi dir="ltr">{order.date}</bdi>
        </dd>
      </div>
      <div>
        <dt className={valueLabel}>{labels.lbl_orders_col_status}</dt>
        <dd>
          <OrderStatusBadge statusName={order.statusName} text={orderStatusText(order.statusName, labels)} />
        </dd>
      </div>
      <div>
        <dt className={valueLabel}>{labels.lbl_orders_col_items}</dt>
        <dd className="text-olive-900">{order.totalItems}</dd>
      </div>
      <div>
        <dt className={valueLabel}>{labels.lbl_orders_col_total}</dt>
        <dd className="font-semibold text-olive-900">
          <bdi dir="ltr">{formatOrderMoney(order.total, order.currencyCode)}</bdi>
        </dd>
      </div>
    </dl>
  );
}

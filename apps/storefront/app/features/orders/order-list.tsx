import { useLabels } from '../../lib/labels/labels';
import type { OrderSummary } from './order-history';
import { OrderRow, ORDER_GRID } from './order-row';

/**
 * The shopper's orders, newest first. On wide screens they line up under one header row like a
 * table; on a phone each order is a card whose values carry their own labels. Screen readers hear
 * each value with its label either way.
 */
export function OrderList({ orders }: { orders: OrderSummary[] }) {
  const labels = useLabels('OrdersHistory');
  return (
    <div className="flex flex-col gap-3">
      <div aria-hidden="true" className={`hidden px-4 text-sm font-semibold text-olive-700 md:grid ${ORDER_GRID}`}>
        <span>{labels.lbl_orders_col_number}</span>
        <span>{labels.lbl_orders_col_date}</span>
        <span>{labels.lbl_orders_col_status}</span>
        <span>{labels.lbl_orders_col_items}</span>
        <span>{labels.lbl_orders_col_total}</span>
        <span className="text-end">{labels.lbl_orders_col_view}</span>
      </div>
      <ul className="flex flex-col gap-3">
        {orders.map((order) => (
          <OrderRow key={order.id} order={order} />
        ))}
      </ul>
    </div>
  );
}

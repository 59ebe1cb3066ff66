// A customer's orders, newest first: the number (opening the order), when, its status and total.
import type { AdminCustomerOrder } from '@shop/contract';
import { Link } from 'react-router';
import { useI18n, useMessages } from '../../i18n/i18n';
import { formatCents } from '../../ui/money';
import { formatDay, formatMoment, orderStatusText } from './customer-view';
import { customerMessages } from './messages';

export function CustomerOrders({ orders }: { orders: readonly AdminCustomerOrder[] }) {
  const { locale } = useI18n();
  const m = useMessages(customerMessages);
  if (orders.length === 0) return <p className="text-sm text-stone-600">{m('noOrders')}</p>;
  return (
    // A phone scrolls the table inside itself; keyboard users reach the scroll by focusing it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="overflow-x-auto" role="region" aria-label={m('ordersTitle')} tabIndex={0}>
      <table className="w-full min-w-max text-sm">
        <caption className="sr-only">{m('ordersTitle')}</caption>
        <thead className="bg-stone-50">
          <tr>
            {(['orderNumber', 'orderDate', 'orderStatus', 'orderTotal'] as const).map((key) => (
              <th key={key} scope="col" className="px-3 py-2 text-start font-semibold whitespace-nowrap text-stone-700">
                {m(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} className="border-t border-stone-100">
              <td className="px-3 py-2">
                <Link
                  to={`/orders/${order.id}`}
                  aria-label={m('openOrder', { number: order.orderNumber })}
                  dir="ltr"
                  className="font-mono font-medium text-emerald-800 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-700"
                >
                  {order.orderNumber}
                </Link>
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                <time dateTime={order.createdAt} title={formatMoment(order.createdAt, locale)}>
                  {formatDay(order.createdAt, locale)}
                </time>
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                {m(orderStatusText(order.status), { status: order.status.toLocaleString(locale) })}
              </td>
              <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                {formatCents(order.total, locale, order.currency)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

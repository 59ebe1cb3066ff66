// A customer's orders, newest first: the number (opening the order), when, its status and total.
import type { AdminCustomerOrder } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { CodeLink } from '../../ui/code-link';
import { formatCents } from '../../ui/money';
import { bodyCell, ScrollTable } from '../../ui/scroll-table';
import { formatDay, formatMoment, orderStatusText } from './customer-view';
import { customerMessages } from './messages';

export function CustomerOrders({ orders }: { orders: readonly AdminCustomerOrder[] }) {
  const { locale } = useI18n();
  const m = useMessages(customerMessages);
  if (orders.length === 0) return <p className="text-sm text-stone-600">{m('noOrders')}</p>;
  return (
    <ScrollTable
      label={m('ordersTitle')}
      columns={(['orderNumber', 'orderDate', 'orderStatus', 'orderTotal'] as const).map((key) => m(key))}
    >
      {orders.map((order) => (
        <tr key={order.id} className="border-t border-stone-100">
          <td className={bodyCell}>
            <CodeLink to={`/orders/${order.id}`} label={m('openOrder', { number: order.orderNumber })}>
              {order.orderNumber}
            </CodeLink>
          </td>
          <td className={`${bodyCell} whitespace-nowrap`}>
            <time dateTime={order.createdAt} title={formatMoment(order.createdAt, locale)}>
              {formatDay(order.createdAt, locale)}
            </time>
          </td>
          <td className={`${bodyCell} whitespace-nowrap`}>
            {m(orderStatusText(order.status), { status: order.status.toLocaleString(locale) })}
          </td>
          <td className={`${bodyCell} whitespace-nowrap tabular-nums`}>
            {formatCents(order.total, locale, order.currency)}
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}

// Who ordered: the customer's account, and the billing and delivery details kept with the order.
import { Fragment } from 'react';
import type { AdminOrderDetail } from '@shop/contract';
import { useMessages } from '../../i18n/i18n';
import { orderMessages } from './messages';
import { OrderSection } from './order-section';
import { billingOf } from './order-view';

const row = 'grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]';

export function OrderParties({ order }: { order: AdminOrderDetail }) {
  const m = useMessages(orderMessages);
  const billing = billingOf(order.billing);
  const { customer } = order;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <OrderSection title={m('customerTitle')}>
        <dl className={row}>
          <dt className="font-medium text-stone-700">{m('name')}</dt>
          <dd dir="auto" className="text-start">
            {`${customer.firstName} ${customer.lastName}`.trim()}
          </dd>
          <dt className="font-medium text-stone-700">{m('email')}</dt>
          <dd className="min-w-0 break-all">
            <a
              href={`mailto:${customer.email}`}
              dir="ltr"
              className="text-emerald-800 underline focus-visible:outline-2 focus-visible:outline-emerald-700"
            >
              {customer.email}
            </a>
          </dd>
          {customer.mobileNo && (
            <>
              <dt className="font-medium text-stone-700">{m('phone')}</dt>
              <dd>
                <bdi dir="ltr">{customer.mobileNo}</bdi>
              </dd>
            </>
          )}
        </dl>
      </OrderSection>
      <OrderSection title={m('billingTitle')}>
        <dl className={row}>
          {billing.name && (
            <>
              <dt className="font-medium text-stone-700">{m('name')}</dt>
              <dd dir="auto" className="text-start">
                {billing.name}
              </dd>
            </>
          )}
          {billing.email && (
            <>
              <dt className="font-medium text-stone-700">{m('email')}</dt>
              <dd dir="ltr" className="min-w-0 text-start break-all">
                {billing.email}
              </dd>
            </>
          )}
          {billing.phone && (
            <>
              <dt className="font-medium text-stone-700">{m('phone')}</dt>
              <dd>
                <bdi dir="ltr">{billing.phone}</bdi>
              </dd>
            </>
          )}
          {billing.lines.map(([field, value]) => (
            <Fragment key={field}>
              <dt className="font-medium text-stone-700">{m(field)}</dt>
              <dd dir="auto" className="text-start">
                {value}
              </dd>
            </Fragment>
          ))}
        </dl>
      </OrderSection>
    </div>
  );
}

// Who ordered: the customer's account, and the billing details and shipping address kept with the order.
import { Fragment } from 'react';
import type { AdminOrderDetail } from '@shop/contract';
import { useMessages } from '../../i18n/i18n';
import { orderMessages } from './messages';
import { SectionCard } from '../../ui/section-card';
import { billingOf, shippingOf, type AddressView } from './order-view';

const row = 'grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]';

export function OrderParties({ order }: { order: AdminOrderDetail }) {
  const m = useMessages(orderMessages);
  const { customer } = order;
  return (
    <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      <SectionCard title={m('customerTitle')}>
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
      </SectionCard>
      <SectionCard title={m('billingTitle')}>
        <AddressDetails address={billingOf(order.billing)} />
      </SectionCard>
      <SectionCard title={m('shipTo')}>
        <AddressDetails address={shippingOf(order.shipping)} />
      </SectionCard>
    </div>
  );
}

/** An address kept with the order: name, email and phone when given, then its lines. */
function AddressDetails({ address }: { address: AddressView }) {
  const m = useMessages(orderMessages);
  return (
    <dl className={row}>
      {address.name && (
        <>
          <dt className="font-medium text-stone-700">{m('name')}</dt>
          <dd dir="auto" className="text-start">
            {address.name}
          </dd>
        </>
      )}
      {address.email && (
        <>
          <dt className="font-medium text-stone-700">{m('email')}</dt>
          <dd dir="ltr" className="min-w-0 text-start break-all">
            {address.email}
          </dd>
        </>
      )}
      {address.phone && (
        <>
          <dt className="font-medium text-stone-700">{m('phone')}</dt>
          <dd>
            <bdi dir="ltr">{address.phone}</bdi>
          </dd>
        </>
      )}
      {address.lines.map(([field, value]) => (
        <Fragment key={field}>
          <dt className="font-medium text-stone-700">{m(field)}</dt>
          <dd dir="auto" className="text-start">
            {value}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

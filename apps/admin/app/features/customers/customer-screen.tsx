// One customer: their account (disabled or enabled here), address, totals and orders.
import { useId, useState, type ReactNode } from 'react';
import type { AdminCustomerDetail } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { PageHeader } from '../../ui/page-header';
import { AccountAccess } from './account-access';
import { BackToCustomers } from './back-to-customers';
import { CustomerOrders } from './customer-orders';
import { CustomerStatusBadge } from './customer-status-badge';
import { customerName, formatMoment } from './customer-view';
import { customerMessages } from './messages';
import { SpentAmounts } from './spent-amounts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-lg border border-stone-200 bg-white p-4 sm:p-6">
      <h2 id={id} className="mb-4 text-lg font-semibold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Facts({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">{children}</dl>;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-stone-700">{term}</dt>
      <dd className="mb-2 min-w-0 break-words sm:mb-0">{children}</dd>
    </>
  );
}

export function CustomerScreen({ customer: loaded }: { customer: AdminCustomerDetail }) {
  const { locale } = useI18n();
  const m = useMessages(customerMessages);
  const [customer, setCustomer] = useState(loaded);
  const { address } = customer;
  const notGiven = <span className="text-stone-600">{m('notChosen')}</span>;
  const place = (name: string | null) => (name ? <span dir="auto">{name}</span> : notGiven);

  return (
    <div className="max-w-3xl space-y-6">
      <div>
        <BackToCustomers />
        <PageHeader title={customerName(customer)} actions={<CustomerStatusBadge disabledAt={customer.disabledAt} />} />
      </div>
      <Section title={m('account')}>
        <Facts>
          <Fact term={m('email')}>
            <a
              href={`mailto:${customer.email}`}
              dir="ltr"
              className="break-all text-emerald-800 underline focus-visible:outline-2 focus-visible:outline-emerald-700"
            >
              {customer.email}
            </a>
          </Fact>
          <Fact term={m('phone')}>{customer.mobileNo ? <bdi dir="ltr">{customer.mobileNo}</bdi> : notGiven}</Fact>
          <Fact term={m('role')}>{m(customer.role === 'vendor' ? 'roleVendor' : 'roleCustomer')}</Fact>
          <Fact term={m('joined')}>
            <time dateTime={customer.createdAt}>{formatMoment(customer.createdAt, locale)}</time>
          </Fact>
          {customer.disabledAt && (
            <Fact term={m('disabledSince')}>
              <time dateTime={customer.disabledAt}>{formatMoment(customer.disabledAt, locale)}</time>
            </Fact>
          )}
        </Facts>
        <div className="mt-4 border-t border-stone-100 pt-4">
          <AccountAccess customer={customer} onChanged={(changed) => setCustomer({ ...customer, ...changed })} />
        </div>
      </Section>
      <Section title={m('address')}>
        <Facts>
          <Fact term={m('street')}>
            {address.addressLineOne ? <span dir="auto">{address.addressLineOne}</span> : notGiven}
          </Fact>
          <Fact term={m('city')}>{place(address.city)}</Fact>
          <Fact term={m('state')}>{place(address.state)}</Fact>
          <Fact term={m('country')}>{place(address.country)}</Fact>
          <Fact term={m('postalCode')}>
            {address.postalCode ? <bdi dir="ltr">{address.postalCode}</bdi> : notGiven}
          </Fact>
        </Facts>
      </Section>
      <Section title={m('totals')}>
        <Facts>
          <Fact term={m('orderCount')}>
            <span className="tabular-nums">{customer.orderCount.toLocaleString(locale)}</span>
          </Fact>
          <Fact term={m('totalSpent')}>
            <SpentAmounts amounts={customer.totalSpent} />
          </Fact>
        </Facts>
        <p className="mt-3 text-xs text-stone-600">{m('spentHint')}</p>
      </Section>
      <Section title={m('ordersTitle')}>
        <CustomerOrders orders={customer.orders} />
      </Section>
    </div>
  );
}

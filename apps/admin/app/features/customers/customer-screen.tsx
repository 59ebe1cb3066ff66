// One customer: their account (disabled or enabled here), address, totals and orders; a reset code,
// their data and their erasure. An erased customer's screen says so and offers nothing more to do.
import { useEffect, useRef, useState } from 'react';
import type { AdminCustomerDetail } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { Notice } from '../../ui/notice';
import { PageHeader } from '../../ui/page-header';
import { Fact, Facts, SectionCard } from '../../ui/section-card';
import { AccountAccess } from './account-access';
import { BackToCustomers } from './back-to-customers';
import { CustomerActions } from './customer-actions';
import { CustomerOrders } from './customer-orders';
import { CustomerStatusBadge } from './customer-status-badge';
import { customerName, formatMoment } from './customer-view';
import { customerMessages } from './messages';
import { SpentAmounts } from './spent-amounts';

export function CustomerScreen({ customer: loaded }: { customer: AdminCustomerDetail }) {
  const { locale } = useI18n();
  const m = useMessages(customerMessages);
  const [customer, setCustomer] = useState(loaded);
  const [justErased, setJustErased] = useState(false);
  const erasedBox = useRef<HTMLDivElement>(null);
  const { address } = customer;

  // The actions that were pressed are gone: the outcome takes the focus, so it is read out.
  useEffect(() => {
    if (justErased) erasedBox.current?.focus();
  }, [justErased]);

  const notGiven = <span className="text-stone-600">{m('notChosen')}</span>;
  const place = (name: string | null) => (name ? <span dir="auto">{name}</span> : notGiven);

  return (
    <div className="max-w-3xl space-y-6">
      <div>
        <BackToCustomers />
        <PageHeader
          title={customerName(customer)}
          actions={<CustomerStatusBadge disabledAt={customer.disabledAt} erased={customer.erased} />}
        />
      </div>
      <div ref={erasedBox} tabIndex={-1} className="empty:hidden focus:outline-none">
        {customer.erased && <Notice tone="info">{m(justErased ? 'erasedJustNow' : 'erasedNotice')}</Notice>}
      </div>
      <SectionCard title={m('account')}>
        <Facts>
          <Fact term={m('email')}>
            {customer.erased ? (
              // A placeholder no mail reaches: nothing to write to.
              <bdi dir="ltr" className="break-all">
                {customer.email}
              </bdi>
            ) : (
              <a
                href={`mailto:${customer.email}`}
                dir="ltr"
                className="break-all text-emerald-800 underline focus-visible:outline-2 focus-visible:outline-emerald-700"
              >
                {customer.email}
              </a>
            )}
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
        {!customer.erased && (
          <div className="mt-4 border-t border-stone-100 pt-4">
            <AccountAccess customer={customer} onChanged={(changed) => setCustomer({ ...customer, ...changed })} />
          </div>
        )}
      </SectionCard>
      {!customer.erased && (
        <SectionCard title={m('actions')}>
          <CustomerActions
            customer={customer}
            onErased={(erased) => {
              setCustomer(erased);
              setJustErased(true);
            }}
          />
        </SectionCard>
      )}
      <SectionCard title={m('address')}>
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
      </SectionCard>
      <SectionCard title={m('totals')}>
        <Facts>
          <Fact term={m('orderCount')}>
            <span className="tabular-nums">{customer.orderCount.toLocaleString(locale)}</span>
          </Fact>
          <Fact term={m('totalSpent')}>
            <SpentAmounts amounts={customer.totalSpent} />
          </Fact>
        </Facts>
        <p className="mt-3 text-xs text-stone-600">{m('spentHint')}</p>
      </SectionCard>
      <SectionCard title={m('ordersTitle')}>
        <CustomerOrders orders={customer.orders} />
      </SectionCard>
    </div>
  );
}

// The first screen after signing in: what waits for the member, how the shop sells, what runs low,
// and the sections of their role. Each part is there when the member's role works with it (the
// server leaves the others out of its answer).
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminDashboard, CurrencySales, LowStockVariant } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { formatCents } from '../../ui/money';
import { PageHeader } from '../../ui/page-header';
import { useMember } from '../session/use-member';
import { BUILT_SCREENS, navigationFor } from '../shell/navigation';
import { dashboardMessages } from './messages';

// recharts is the dashboard's alone: it loads with this screen, not with the admin.
const SalesChart = lazy(() => import('./sales-chart'));

const card = 'rounded-lg border border-stone-200 bg-white p-4';

function Section({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div>
        <h2 id={id} className="text-lg font-semibold text-stone-900">
          {title}
        </h2>
        {intro && <p className="text-sm text-stone-600">{intro}</p>}
      </div>
      {children}
    </section>
  );
}

/** A count with its name, linked to its list when that screen is built. */
function QueueCard({ label, count, to }: { label: string; count: number; to: string }) {
  const { locale } = useI18n();
  const body = (
    <>
      <span className="block text-3xl font-bold tabular-nums text-stone-900">{count.toLocaleString(locale)}</span>
      <span className="text-sm text-stone-700">{label}</span>
    </>
  );
  const path = to.split('?')[0]!;
  return BUILT_SCREENS.has(path) ? (
    <Link
      to={to}
      className={`${card} block hover:border-emerald-700 focus-visible:outline-2 focus-visible:outline-emerald-700`}
    >
      {body}
    </Link>
  ) : (
    <div className={card}>{body}</div>
  );
}

function Queues({ dashboard }: { dashboard: AdminDashboard }) {
  const m = useMessages(dashboardMessages);
  const queues = [
    dashboard.reviewsWaiting !== undefined && {
      label: m('reviewsWaiting'),
      count: dashboard.reviewsWaiting,
      to: '/reviews',
    },
    dashboard.unreadMessages !== undefined && {
      label: m('unreadMessages'),
      count: dashboard.unreadMessages,
      to: '/messages?box=unread',
    },
    dashboard.pendingSellerRequests !== undefined && {
      label: m('sellerRequests'),
      count: dashboard.pendingSellerRequests,
      to: '/seller-requests',
    },
  ].filter((queue) => queue !== false);
  if (queues.length === 0) return null;
  return (
    <Section title={m('waiting')}>
      <ul className="grid gap-3 sm:grid-cols-3">
        {queues.map((queue) => (
          <li key={queue.to}>
            <QueueCard {...queue} />
          </li>
        ))}
      </ul>
      {queues.every((queue) => queue.count === 0) && <p className="text-sm text-stone-600">{m('nothingWaiting')}</p>}
    </Section>
  );
}

function SalesFigures({ sales }: { sales: CurrencySales }) {
  const { locale } = useI18n();
  const m = useMessages(dashboardMessages);
  const tableId = useId();
  const money = (cents: number) => formatCents(cents, locale, sales.currency);
  const day = (date: string) =>
    new Date(`${date}T00:00:00Z`).toLocaleDateString(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' });
  const periods = [
    ['today', sales.today],
    ['last7Days', sales.last7Days],
    ['last30Days', sales.last30Days],
  ] as const;
  return (
    <div className="space-y-3">
      <dl className="grid gap-3 sm:grid-cols-3">
        {periods.map(([name, period]) => (
          <div key={name} className={card}>
            <dt className="text-sm text-stone-700">{m(name)}</dt>
            <dd className="text-2xl font-bold tabular-nums text-stone-900">{money(period.total)}</dd>
            <dd className="text-sm text-stone-600">
              {m('ordersCount', { count: period.orders.toLocaleString(locale) })}
            </dd>
          </div>
        ))}
      </dl>
      <figure className={card}>
        <figcaption className="mb-2 text-sm font-medium text-stone-800">
          {m('chartTitle', { currency: sales.currency })}
        </figcaption>
        <Suspense fallback={<div className="h-56" />}>
          <SalesChart sales={sales} />
        </Suspense>
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-emerald-800">{m('chartAsTable')}</summary>
          {/* Thirty rows scroll inside; keyboard users reach the scroll by focusing it. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div className="mt-2 max-h-72 overflow-auto" role="region" aria-label={m('chartAsTable')} tabIndex={0}>
            <table id={tableId} className="w-full text-start">
              <thead>
                <tr className="text-stone-700">
                  <th scope="col" className="py-1 text-start font-medium">
                    {m('day')}
                  </th>
                  <th scope="col" className="py-1 text-start font-medium">
                    {m('total')}
                  </th>
                  <th scope="col" className="py-1 text-start font-medium">
                    {m('orders')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {[...sales.daily].reverse().map((row) => (
                  <tr key={row.date} className="border-t border-stone-100">
                    <th scope="row" className="py-1 text-start font-normal">
                      {day(row.date)}
                    </th>
                    <td className="py-1 tabular-nums">{money(row.total)}</td>
                    <td className="py-1 tabular-nums">{row.orders.toLocaleString(locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </figure>
    </div>
  );
}

function OrdersByStatus({ rows }: { rows: NonNullable<AdminDashboard['ordersByStatus']> }) {
  const { locale } = useI18n();
  const m = useMessages(dashboardMessages);
  return (
    <Section title={m('byStatus')}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {rows.map((row) => (
          <div key={row.status} className={card}>
            <dt className="text-sm text-stone-700">{m(`status${row.status}`)}</dt>
            <dd className="text-2xl font-bold tabular-nums text-stone-900">{row.count.toLocaleString(locale)}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

function LowStock({ lowStock }: { lowStock: NonNullable<AdminDashboard['lowStock']> }) {
  const { language, locale } = useI18n();
  const m = useMessages(dashboardMessages);
  const name = (item: LowStockVariant) =>
    [item.product[language] || item.product.en, item.colour?.[language], item.size].filter(Boolean).join(' · ');
  return (
    <Section title={m('lowStock')} intro={m('lowStockIntro', { threshold: lowStock.threshold.toLocaleString(locale) })}>
      {lowStock.items.length === 0 ? (
        <p className="text-sm text-stone-600">{m('lowStockNone')}</p>
      ) : (
        <>
          <ul className={`${card} divide-y divide-stone-100 p-0`}>
            {lowStock.items.map((item) => (
              <li key={item.variantId} className="flex items-center justify-between gap-3 px-4 py-2 text-sm">
                <Link
                  to={`/products/${item.productId}`}
                  className="min-w-0 truncate text-emerald-800 hover:underline"
                  dir="auto"
                >
                  {name(item)}
                </Link>
                <span
                  className={`shrink-0 rounded px-2 py-0.5 tabular-nums ${item.stockQuantity === 0 ? 'bg-red-50 text-red-800' : 'bg-amber-50 text-amber-900'}`}
                >
                  {item.stockQuantity === 0
                    ? m('soldOut')
                    : m('units', { count: item.stockQuantity.toLocaleString(locale) })}
                </span>
              </li>
            ))}
          </ul>
          {lowStock.total > lowStock.items.length && (
            <p className="text-sm text-stone-600">
              {m('lowStockMore', {
                shown: lowStock.items.length.toLocaleString(locale),
                total: lowStock.total.toLocaleString(locale),
              })}
            </p>
          )}
        </>
      )}
    </Section>
  );
}

export function DashboardScreen({ dashboard }: { dashboard: AdminDashboard }) {
  const member = useMember();
  const { t } = useI18n();
  const m = useMessages(dashboardMessages);
  const sections = navigationFor(member.role)
    .flatMap((group) => group.items)
    .filter((item) => item.to !== '/');
  return (
    <>
      <PageHeader title={t('home.title', { name: member.name })} intro={t('home.intro')} />
      <div className="space-y-8">
        <Queues dashboard={dashboard} />
        {dashboard.sales && dashboard.sales.length > 0 && (
          <Section title={m('sales')} intro={m('salesIntro')}>
            {dashboard.sales
              .filter((sales, index) => index === 0 || sales.last30Days.orders > 0)
              .map((sales) => (
                <SalesFigures key={sales.currency} sales={sales} />
              ))}
          </Section>
        )}
        {dashboard.ordersByStatus && <OrdersByStatus rows={dashboard.ordersByStatus} />}
        {dashboard.lowStock && <LowStock lowStock={dashboard.lowStock} />}
        <Section title={m('sections')}>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {sections.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className={`${card} block font-semibold hover:border-emerald-700 focus-visible:outline-2 focus-visible:outline-emerald-700`}
                >
                  {t(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      </div>
    </>
  );
}

// The order's items: each line's product and variant, the unit price paid (and before the product's
// discount), units ordered and refunded, the line total; then the coupon, shipping and totals with
// what was refunded and what is left to refund.
import type { AdminOrderDetail } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { formatCents } from '../../ui/money';
import { orderMessages } from './messages';
import { bodyCell, ScrollTable } from '../../ui/scroll-table';
import { SectionCard } from '../../ui/section-card';

export function VariantText({ line }: { line: AdminOrderDetail['lines'][number] }) {
  const m = useMessages(orderMessages);
  const parts = [
    line.colorName ? m('colour', { name: line.colorName }) : '',
    line.sizeName ? m('size', { name: line.sizeName }) : '',
  ].filter(Boolean);
  return (
    <span className="flex flex-col">
      <span dir="auto">{parts.length > 0 ? parts.join(' · ') : m('noVariant')}</span>
      {line.sku && (
        <span className="text-xs text-stone-600">
          {m('sku', { sku: '' })}
          <bdi dir="ltr">{line.sku}</bdi>
        </span>
      )}
    </span>
  );
}

export function OrderLines({ order }: { order: AdminOrderDetail }) {
  const { locale } = useI18n();
  const m = useMessages(orderMessages);
  const money = (cents: number) => formatCents(cents, locale, order.currency);
  const count = (n: number) => n.toLocaleString(locale);
  const refunded = order.refundedTotal;
  return (
    <SectionCard title={m('itemsTitle')}>
      <ScrollTable
        label={m('itemsTitle')}
        columns={[m('product'), m('variant'), m('unitPrice'), m('quantity'), m('refundedUnits'), m('lineTotal')]}
      >
        {order.lines.map((line) => (
          <tr key={line.id} className="border-t border-stone-100">
            <td className={bodyCell}>
              <span dir="auto" className="block max-w-64 font-medium">
                {line.productName}
              </span>
              {line.isDigital && (
                <span className="mt-1 inline-block rounded-full bg-sky-100 px-2 py-0.5 text-xs text-sky-900">
                  {m('digital')}
                </span>
              )}
            </td>
            <td className={bodyCell}>
              <VariantText line={line} />
            </td>
            <td className={`${bodyCell} whitespace-nowrap`}>
              {money(line.unitPrice)}
              {line.originalUnitPrice > line.unitPrice && (
                <span className="block text-xs text-stone-600">
                  {m('was', { amount: money(line.originalUnitPrice) })}
                </span>
              )}
            </td>
            <td className={bodyCell}>{count(line.quantity)}</td>
            <td className={bodyCell}>{count(line.refundedQuantity)}</td>
            <td className={`${bodyCell} whitespace-nowrap`}>{money(line.lineTotal)}</td>
          </tr>
        ))}
      </ScrollTable>
      <dl className="ms-auto mt-4 grid max-w-sm grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <dt className="text-stone-700">{m('subtotal')}</dt>
        <dd className="text-end">{money(order.subtotal)}</dd>
        {(order.couponCode || order.discountTotal > 0) && (
          <>
            <dt className="text-stone-700">
              {order.couponCode ? (
                <>
                  {m('coupon', { code: '' })}
                  <bdi dir="ltr" className="font-mono">
                    {order.couponCode}
                  </bdi>
                </>
              ) : (
                m('discount')
              )}
            </dt>
            <dd className="text-end">−{money(order.discountTotal)}</dd>
          </>
        )}
        <dt className="text-stone-700">{m('shipping')}</dt>
        <dd className="text-end">{money(order.shippingTotal)}</dd>
        <dt className="border-t border-stone-200 pt-1 font-semibold">{m('orderTotal')}</dt>
        <dd className="border-t border-stone-200 pt-1 text-end font-semibold">{money(order.orderTotal)}</dd>
        <dt className="text-stone-700">{m('refunded')}</dt>
        <dd className="text-end">{money(refunded)}</dd>
        <dt className="text-stone-700">{m('leftToRefund')}</dt>
        <dd className="text-end">{money(order.refundableTotal)}</dd>
      </dl>
      {order.orderNote && (
        <div className="mt-4 text-sm">
          <p className="font-medium text-stone-700">{m('orderNote')}</p>
          <p dir="auto" className="text-start whitespace-pre-wrap">
            {order.orderNote}
          </p>
        </div>
      )}
    </SectionCard>
  );
}

// The order on paper: a packing slip (what to pack and where it goes) or an invoice (with prices and
// totals), in the admin's language and direction. Printed from a copy outside the app's frame, which
// the print stylesheet shows alone.
import { useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import type { AdminOrderDetail } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { formatCents } from '../../ui/money';
import { orderMessages } from './messages';
import { VariantText } from './order-lines';
import { billingOf, formatMoment, methodText, shippingOf } from './order-view';

export type PrintKind = 'slip' | 'invoice';

// On paper only the printed copy shows; on screen it never does.
const PRINT_STYLE = `
.order-print { display: none; }
@media print {
  body > :not(.order-print) { display: none !important; }
  .order-print { display: block; color: #000; font-size: 11pt; }
  @page { margin: 15mm; }
}`;

export function PrintButtons({ onPrint }: { onPrint: (kind: PrintKind) => void }) {
  const m = useMessages(orderMessages);
  return (
    <>
      <Button variant="secondary" onClick={() => onPrint('slip')}>
        {m('printSlip')}
      </Button>
      <Button variant="secondary" onClick={() => onPrint('invoice')}>
        {m('printInvoice')}
      </Button>
    </>
  );
}

/** The printed copy and the way to print it: the kind is drawn first, then the browser prints. */
export function usePrint(order: AdminOrderDetail) {
  const [kind, setKind] = useState<PrintKind>('slip');
  const print = (next: PrintKind) => {
    flushSync(() => setKind(next));
    window.print();
  };
  // The admin renders in the browser only (no server rendering), so the body is there.
  const copy =
    typeof document === 'undefined' ? null : createPortal(<OrderPrint order={order} kind={kind} />, document.body);
  return { print, copy };
}

function OrderPrint({ order, kind }: { order: AdminOrderDetail; kind: PrintKind }) {
  const { locale, dir, language } = useI18n();
  const m = useMessages(orderMessages);
  const money = (cents: number) => formatCents(cents, locale, order.currency);
  const invoice = kind === 'invoice';
  // The packing slip goes with the parcel to its address; the invoice to whom it bills.
  const address = invoice ? billingOf(order.billing) : shippingOf(order.shipping);
  const cell = 'border-b border-stone-300 px-2 py-1 text-start align-top';
  return (
    <div className="order-print" dir={dir} lang={language} aria-hidden="true">
      <style>{PRINT_STYLE}</style>
      <h1 className="text-2xl font-bold">{m(invoice ? 'invoice' : 'packingSlip')}</h1>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        <dt className="font-semibold">{m('orderNumber')}</dt>
        <dd>
          <bdi dir="ltr">{order.orderNumber}</bdi>
        </dd>
        <dt className="font-semibold">{m('orderDate')}</dt>
        <dd>{formatMoment(order.createdAt, locale)}</dd>
        {invoice && (
          <>
            <dt className="font-semibold">{m('paymentMethod')}</dt>
            <dd>{m(methodText(order.paymentMethod))}</dd>
          </>
        )}
      </dl>
      <h2 className="mt-6 font-semibold">{m(invoice ? 'billTo' : 'shipTo')}</h2>
      <address className="not-italic">
        <div>{address.name || `${order.customer.firstName} ${order.customer.lastName}`}</div>
        {address.lines.map(([field, value]) => (
          <div key={field}>{value}</div>
        ))}
        {address.phone && (
          <div>
            <bdi dir="ltr">{address.phone}</bdi>
          </div>
        )}
        {invoice && (
          <div>
            <bdi dir="ltr">{address.email || order.customer.email}</bdi>
          </div>
        )}
      </address>
      <table className="mt-6 w-full border-collapse">
        <thead>
          <tr>
            <th className={cell}>{m('product')}</th>
            <th className={cell}>{m('variant')}</th>
            {invoice && <th className={cell}>{m('unitPrice')}</th>}
            <th className={cell}>{m('quantity')}</th>
            {invoice && <th className={cell}>{m('lineTotal')}</th>}
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id}>
              <td className={cell}>{line.productName}</td>
              <td className={cell}>
                <VariantText line={line} />
              </td>
              {invoice && <td className={cell}>{money(line.unitPrice)}</td>}
              <td className={cell}>{line.quantity.toLocaleString(locale)}</td>
              {invoice && <td className={cell}>{money(line.lineTotal)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      {invoice && (
        <dl className="ms-auto mt-4 grid max-w-xs grid-cols-[1fr_auto] gap-x-6 gap-y-1">
          <dt>{m('subtotal')}</dt>
          <dd className="text-end">{money(order.subtotal)}</dd>
          {order.discountTotal > 0 && (
            <>
              <dt>{m('discount')}</dt>
              <dd className="text-end">−{money(order.discountTotal)}</dd>
            </>
          )}
          <dt>{m('shipping')}</dt>
          <dd className="text-end">{money(order.shippingTotal)}</dd>
          <dt className="font-bold">{m('orderTotal')}</dt>
          <dd className="text-end font-bold">{money(order.orderTotal)}</dd>
          {order.refundedTotal > 0 && (
            <>
              <dt>{m('refunded')}</dt>
              <dd className="text-end">−{money(order.refundedTotal)}</dd>
            </>
          )}
        </dl>
      )}
      {order.orderNote && !invoice && (
        <p className="mt-6 whitespace-pre-wrap">
          <span className="font-semibold">{m('orderNote')}: </span>
          {order.orderNote}
        </p>
      )}
    </div>
  );
}

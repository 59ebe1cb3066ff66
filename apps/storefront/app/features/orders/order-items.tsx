import type { CurrencyCode } from '@shop/contract';
import type { ReactNode } from 'react';

import { fillLabel, useLabels } from '../../lib/labels/labels';
import { useLanguage } from '../../lib/language';
import { Thumbnail } from '../../ui/thumbnail';
import { type OrderItem, downloadHref, formatOrderMoney } from './order-history';

const THUMBNAIL_PX = 56;

/** Columns of an item on wide screens, shared with the header row. */
const ITEM_GRID = 'md:grid-cols-[minmax(0,2.4fr)_1fr_0.7fr_1fr_minmax(8.5rem,1.2fr)] md:gap-x-4';
const valueLabel = 'text-xs font-medium text-olive-700 md:sr-only';

/** The items of one order: picture, name, price, quantity, item total and the digital column (spec section 4). */
export function OrderItems({ items, currencyCode }: { items: OrderItem[]; currencyCode: CurrencyCode }) {
  const labels = useLabels('OrdersHistory');
  if (items.length === 0) return <p className="text-olive-800">{labels.lbl_orders_items_empty}</p>;
  return (
    <div className="flex flex-col gap-2">
      <h4 className="font-semibold text-olive-900">{labels.lbl_orders_items_heading}</h4>
      <div aria-hidden="true" className={`hidden text-sm font-semibold text-olive-700 md:grid ${ITEM_GRID}`}>
        <span>{labels.lbl_orders_item_product}</span>
        <span>{labels.lbl_orders_item_price}</span>
        <span>{labels.lbl_orders_item_quantity}</span>
        <span>{labels.lbl_orders_item_total}</span>
        <span>{labels.lbl_orders_item_digital}</span>
      </div>
      <ul className="flex flex-col divide-y divide-sand-200">
        {items.map((item) => (
          <li key={item.id} className={`grid grid-cols-3 items-center gap-x-3 gap-y-2 py-3 ${ITEM_GRID}`}>
            <div className="col-span-3 flex min-w-0 items-center gap-3 md:col-span-1">
              <Thumbnail
                src={item.image}
                size={THUMBNAIL_PX}
                className="size-14 shrink-0 rounded-md bg-sand-100 object-cover"
              />
              <p className="min-w-0 font-medium text-olive-900">
                <span className="sr-only">{labels.lbl_orders_item_product}: </span>
                <bdi>{item.name}</bdi>
              </p>
            </div>
            <dl className="contents">
              <ItemValue label={labels.lbl_orders_item_price}>
                <bdi dir="ltr">{formatOrderMoney(item.price, currencyCode)}</bdi>
              </ItemValue>
              <ItemValue label={labels.lbl_orders_item_quantity}>{item.quantity}</ItemValue>
              <ItemValue label={labels.lbl_orders_item_total}>
                <bdi dir="ltr" className="font-semibold">
                  {formatOrderMoney(item.total, currencyCode)}
                </bdi>
              </ItemValue>
              <div className="col-span-3 md:col-span-1">
                <dt className={valueLabel}>{labels.lbl_orders_item_digital}</dt>
                <dd>
                  <DigitalCell item={item} />
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ItemValue({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className={valueLabel}>{label}</dt>
      <dd className="text-olive-900">{children}</dd>
    </div>
  );
}

/** Download link, 'Yes (In Progress)' or 'No'. The link is a plain one: the file arrives as an attachment. */
function DigitalCell({ item }: { item: OrderItem }) {
  const labels = useLabels('OrdersHistory');
  const language = useLanguage();
  if (item.digital === 'download') {
    return (
      <a
        href={downloadHref(item, language)}
        aria-label={fillLabel(labels.lbl_orders_download_item, { name: item.name })}
        className="inline-flex items-center gap-2 rounded-md bg-olive-700 px-3 py-1.5 text-sm font-semibold text-sand-50 hover:bg-olive-800"
      >
        <DownloadIcon />
        {labels.lbl_orders_download}
      </a>
    );
  }
  if (item.digital === 'in-progress') {
    return <span className="text-earth-800">{labels.lbl_orders_digital_in_progress}</span>;
  }
  return <span className="text-olive-800">{labels.lbl_orders_digital_no}</span>;
}

function DownloadIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M12 4v11m0 0-4-4m4 4 4-4M5 20h14" />
    </svg>
  );
}

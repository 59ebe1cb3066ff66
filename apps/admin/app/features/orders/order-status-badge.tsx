import { useMessages } from '../../i18n/i18n';
import { orderMessages } from './messages';
import { statusText, statusTone } from './order-view';

/** An order's status as a coloured badge with its name. */
export function OrderStatusBadge({ status }: { status: number }) {
  const m = useMessages(orderMessages);
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${statusTone(status)}`}
    >
      {m(statusText(status))}
    </span>
  );
}

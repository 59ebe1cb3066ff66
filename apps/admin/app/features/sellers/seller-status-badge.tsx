import type { SellerRequestStatus } from '@shop/contract';
import { useMessages } from '../../i18n/i18n';
import { sellerMessages } from './messages';
import { STATUS_TEXT } from './seller-request-view';

const TONES: Record<SellerRequestStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-stone-200 text-stone-800',
};

/** Waiting, approved or rejected, as a badge. */
export function SellerStatusBadge({ status }: { status: SellerRequestStatus }) {
  const m = useMessages(sellerMessages);
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${TONES[status]}`}>
      {m(STATUS_TEXT[status])}
    </span>
  );
}

import { Link } from 'react-router';
import { useMessages } from '../../i18n/i18n';
import { buttonClass } from '../../ui/button';
import { sellerMessages } from './messages';

export function BackToSellerRequests() {
  const m = useMessages(sellerMessages);
  return (
    <Link to="/seller-requests" className={buttonClass('secondary')}>
      <span aria-hidden="true" className="inline-block rtl:rotate-180">
        ‹
      </span>
      {m('back')}
    </Link>
  );
}

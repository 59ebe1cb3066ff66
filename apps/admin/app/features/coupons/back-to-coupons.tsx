import { Link } from 'react-router';
import { useMessages } from '../../i18n/i18n';
import { buttonClass } from '../../ui/button';
import { couponMessages } from './messages';

export function BackToCoupons() {
  const m = useMessages(couponMessages);
  return (
    <Link to="/coupons" className={buttonClass('secondary')}>
      <span aria-hidden="true" className="inline-block rtl:rotate-180">
        ‹
      </span>
      {m('back')}
    </Link>
  );
}

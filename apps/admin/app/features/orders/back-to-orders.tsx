import { Link } from 'react-router';
import { useMessages } from '../../i18n/i18n';
import { buttonClass } from '../../ui/button';
import { orderMessages } from './messages';

export function BackToOrders() {
  const m = useMessages(orderMessages);
  return (
    <Link to="/orders" className={`${buttonClass('secondary')} print:hidden`}>
      <span aria-hidden="true" className="inline-block rtl:rotate-180">
        ‹
      </span>
      {m('back')}
    </Link>
  );
}

import { Link } from 'react-router';
import { useMessages } from '../../i18n/i18n';
import { buttonClass } from '../../ui/button';
import { customerMessages } from './messages';

export function BackToCustomers() {
  const m = useMessages(customerMessages);
  return (
    <Link to="/customers" className={buttonClass('secondary')}>
      <span aria-hidden="true" className="inline-block rtl:rotate-180">
        ‹
      </span>
      {m('back')}
    </Link>
  );
}

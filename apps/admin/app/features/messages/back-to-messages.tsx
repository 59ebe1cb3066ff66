import { Link } from 'react-router';
import { useMessages } from '../../i18n/i18n';
import { buttonClass } from '../../ui/button';
import { inboxMessages } from './messages';

export function BackToMessages() {
  const m = useMessages(inboxMessages);
  return (
    <Link to="/messages" className={buttonClass('secondary')}>
      <span aria-hidden="true" className="inline-block rtl:rotate-180">
        ‹
      </span>
      {m('back')}
    </Link>
  );
}

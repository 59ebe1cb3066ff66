import { Link } from 'react-router';
import { useMessages } from '../../i18n/i18n';
import { staffMessages } from './messages';

/** The way back from a member's page or the new-member form to the list. */
export function BackToStaff() {
  const m = useMessages(staffMessages);
  return (
    <Link
      to="/staff"
      className="mb-3 inline-flex items-center gap-1 rounded text-sm font-medium text-emerald-800 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-700"
    >
      <span aria-hidden="true" className="inline-block rtl:rotate-180">
        ‹
      </span>
      {m('backToList')}
    </Link>
  );
}

import { useMessages } from '../../i18n/i18n';
import { customerMessages } from './messages';

/** Active or disabled, as a badge. */
export function CustomerStatusBadge({ disabledAt }: { disabledAt: string | null }) {
  const m = useMessages(customerMessages);
  const disabled = disabledAt !== null;
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${
        disabled ? 'bg-red-100 text-red-900' : 'bg-emerald-100 text-emerald-900'
      }`}
    >
      {m(disabled ? 'statusDisabled' : 'statusEnabled')}
    </span>
  );
}

import { useMessages } from '../../i18n/i18n';
import { customerMessages } from './messages';

/** Active, disabled or erased, as a badge. */
export function CustomerStatusBadge({ disabledAt, erased = false }: { disabledAt: string | null; erased?: boolean }) {
  const m = useMessages(customerMessages);
  const status = erased ? 'erased' : disabledAt !== null ? 'disabled' : 'enabled';
  const styles = {
    erased: 'bg-stone-200 text-stone-900',
    disabled: 'bg-red-100 text-red-900',
    enabled: 'bg-emerald-100 text-emerald-900',
  }[status];
  const text = { erased: 'statusErased', disabled: 'statusDisabled', enabled: 'statusEnabled' } as const;
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${styles}`}>
      {m(text[status])}
    </span>
  );
}

// The dates a banner or campaign shows between (in the member's time zone) and whether it is on.
import type { UseFormReturn } from 'react-hook-form';
import { useMessages } from '../../i18n/i18n';
import { browserTimeZone } from '../../ui/date-time-input';
import { CheckboxField, TextField } from '../../ui/field';
import { contentMessages } from './messages';

interface ScheduleValues {
  startsAt: string;
  endsAt: string;
  isActive: boolean;
}

export function ScheduleFields<V extends ScheduleValues>({
  form,
  errorOf,
}: {
  form: UseFormReturn<V, unknown, unknown>;
  errorOf: (field: 'startsAt' | 'endsAt') => string | undefined;
}) {
  const m = useMessages(contentMessages);
  // The form's values include these three fields whatever else it holds.
  const narrowed = form as unknown as UseFormReturn<ScheduleValues>;
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-stone-900">{m('schedule')}</legend>
      <p className="text-xs text-stone-600">{m('scheduleHint', { zone: browserTimeZone() })}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={m('startsAt')}
          type="datetime-local"
          error={errorOf('startsAt')}
          {...narrowed.register('startsAt')}
        />
        <TextField
          label={m('endsAt')}
          type="datetime-local"
          error={errorOf('endsAt')}
          {...narrowed.register('endsAt')}
        />
      </div>
      <CheckboxField label={m('active')} hint={m('activeHint')} {...narrowed.register('isActive')} />
    </fieldset>
  );
}

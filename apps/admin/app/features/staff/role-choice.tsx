// The role of a member as a group of choices, each with one line on what that role may do, so the
// owner sees every role's reach before choosing.
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { StaffRole } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { staffMessages } from './messages';

export function RoleChoice({ field, error }: { field: UseFormRegisterReturn<'role'>; error?: string }) {
  const { t } = useI18n();
  const m = useMessages(staffMessages);
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className="space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-stone-800">{m('role')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {StaffRole.options.map((role) => {
          const inputId = `${id}-${role}`;
          return (
            <div key={role} className="flex items-start gap-2 rounded-md border border-stone-200 bg-white p-3">
              <input
                id={inputId}
                type="radio"
                value={role}
                className="mt-1 size-4 shrink-0 accent-emerald-700"
                aria-describedby={[`${inputId}-hint`, error ? errorId : ''].filter(Boolean).join(' ')}
                {...field}
              />
              <div className="min-w-0">
                <label htmlFor={inputId} className="text-sm font-semibold text-stone-900">
                  {t(`role.${role}`)}
                </label>
                <p id={`${inputId}-hint`} className="text-xs text-stone-600">
                  {m(`roleHint.${role}`)}
                </p>
              </div>
            </div>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

// Rejecting a request with the reason the applicant is mailed. Checked with the contract's
// RejectSellerRequestBody, so the browser refuses exactly what the server would.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { RejectSellerRequestBody, SELLER_REJECTION_REASON_MAX_LENGTH } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { fieldErrorText } from '../../lib/form-errors';
import { Button } from '../../ui/button';
import { sellerMessages } from './messages';

const controlClass =
  'block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 shadow-sm focus:border-emerald-700 focus:outline-2 focus:outline-emerald-700/30 aria-invalid:border-red-700';

export function RejectForm({
  disabled,
  onReject,
}: {
  disabled: boolean;
  onReject: (body: RejectSellerRequestBody) => Promise<void>;
}) {
  const { t } = useI18n();
  const m = useMessages(sellerMessages);
  const id = useId();
  const form = useForm<RejectSellerRequestBody>({
    resolver: zodResolver(RejectSellerRequestBody),
    defaultValues: { reason: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const reasonError = fieldErrorText(errors.reason, t);
  const described = [`${id}-hint`, reasonError ? `${id}-error` : undefined].filter(Boolean).join(' ');

  return (
    <form noValidate onSubmit={form.handleSubmit(onReject)} aria-labelledby={`${id}-title`} className="space-y-3">
      <h3 id={`${id}-title`} className="text-base font-semibold text-stone-900">
        {m('rejectTitle')}
      </h3>
      <div className="space-y-1">
        <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-stone-800">
          {m('reasonLabel')}
        </label>
        <textarea
          id={`${id}-reason`}
          rows={4}
          required
          maxLength={SELLER_REJECTION_REASON_MAX_LENGTH}
          dir="auto"
          className={controlClass}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={described}
          {...form.register('reason')}
        />
        <p id={`${id}-hint`} className="text-xs text-stone-600">
          {m('rejectHint')}
        </p>
        {reasonError && (
          <p id={`${id}-error`} className="text-sm text-red-700">
            {reasonError}
          </p>
        )}
      </div>
      <Button type="submit" variant="secondary" disabled={disabled || isSubmitting}>
        {isSubmitting ? m('rejecting') : m('reject')}
      </Button>
    </form>
  );
}

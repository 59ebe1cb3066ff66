// A new coupon, or one to edit: its code, a percentage or an amount off, the minimum order, the
// dates it applies between and its use limits. The kind switches the value between a whole
// percent and an amount of money; dates are typed in the member's time zone and sent in UTC.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate, useRevalidator } from 'react-router';
import { COUPON_MAX_LENGTH, COUPON_PERCENT_MAX, type AdminCoupon, type CreateCouponBody } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { errorText, serverFieldText } from '../../lib/error-text';
import { Button } from '../../ui/button';
import { browserTimeZone } from '../../ui/date-time-input';
import { CheckboxField, TextField } from '../../ui/field';
import { Notice } from '../../ui/notice';
import { createCoupon, updateCoupon } from './coupon-api';
import {
  changesOf,
  CouponForm,
  couponFieldError,
  formValuesOf,
  isCouponFormField,
  type CouponFormField,
  type CouponFormValues,
} from './coupon-form-values';
import { couponMessages } from './messages';

export function CouponEditForm({ coupon, created }: { coupon?: AdminCoupon; created?: boolean }) {
  const { t, locale } = useI18n();
  const m = useMessages(couponMessages);
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const usageId = useId();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | undefined>(
    created ? { tone: 'success', text: m('created') } : undefined,
  );
  const form = useForm<CouponFormValues, unknown, CreateCouponBody>({
    resolver: zodResolver(CouponForm),
    defaultValues: formValuesOf(coupon),
  });
  const { isSubmitting } = form.formState;
  const kind = useWatch({ control: form.control, name: 'kind' });
  const errorOf = (field: CouponFormField) =>
    couponFieldError(field, form.getFieldState(field, form.formState).error, kind, t, m, locale);
  const count = (n: number) => n.toLocaleString(locale);

  const submit = form.handleSubmit(async (body) => {
    setNotice(undefined);
    try {
      if (!coupon) {
        const saved = await createCoupon(body);
        await navigate(`/coupons/${saved.id}`, { state: { created: true } });
        return;
      }
      const changes = changesOf(body, coupon, form.formState.dirtyFields);
      const saved = Object.keys(changes).length > 0 ? await updateCoupon(coupon.id, changes) : coupon;
      form.reset(formValuesOf(saved));
      setNotice({ tone: 'success', text: t('app.saved') });
      await revalidator.revalidate();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'COUPON_CODE_TAKEN') {
        form.setError('code', { type: 'taken' }, { shouldFocus: true });
        return;
      }
      const field = error instanceof ApiError ? error.field : undefined;
      if (error instanceof ApiError && isCouponFormField(field)) {
        form.setError(field, { type: 'server', message: serverFieldText(error, t) }, { shouldFocus: true });
      } else {
        setNotice({ tone: 'error', text: errorText(error, t) });
      }
    }
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      className="max-w-2xl space-y-6 rounded-lg border border-stone-200 bg-white p-4 sm:p-6"
    >
      {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      <TextField
        label={m('code')}
        hint={m('codeHint')}
        required
        maxLength={COUPON_MAX_LENGTH}
        autoComplete="off"
        spellCheck={false}
        dir="auto"
        error={errorOf('code')}
        {...form.register('code')}
      />

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-stone-800">{m('kind')}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {(['percentage', 'fixed'] as const).map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm text-stone-800">
              <input type="radio" value={option} className="size-4 accent-emerald-700" {...form.register('kind')} />
              {m(option)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={kind === 'percentage' ? m('valuePercent') : m('valueAmount')}
          hint={
            kind === 'percentage'
              ? m('percentHint', { min: count(1), max: count(COUPON_PERCENT_MAX) })
              : m('amountHint')
          }
          required
          inputMode={kind === 'percentage' ? 'numeric' : 'decimal'}
          autoComplete="off"
          dir="ltr"
          error={errorOf('value')}
          {...form.register('value')}
        />
        <TextField
          label={m('minimumOrderLabel')}
          hint={m('minimumOrderHint')}
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          error={errorOf('minimumOrder')}
          {...form.register('minimumOrder')}
        />
      </div>

      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-stone-900">{m('dates')}</legend>
        <p className="text-xs text-stone-600">{m('datesHint', { zone: browserTimeZone() })}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={m('validFrom')}
            type="datetime-local"
            error={errorOf('validFrom')}
            {...form.register('validFrom')}
          />
          <TextField
            label={m('validTo')}
            type="datetime-local"
            error={errorOf('validTo')}
            {...form.register('validTo')}
          />
        </div>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-stone-900">{m('limits')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={m('totalLimit')}
            hint={m('totalLimitHint')}
            inputMode="numeric"
            autoComplete="off"
            dir="ltr"
            error={errorOf('totalUseLimit')}
            {...form.register('totalUseLimit')}
          />
          <TextField
            label={m('perCustomerLimit')}
            hint={m('perCustomerLimitHint')}
            inputMode="numeric"
            autoComplete="off"
            dir="ltr"
            error={errorOf('perCustomerLimit')}
            {...form.register('perCustomerLimit')}
          />
        </div>
      </fieldset>

      <CheckboxField label={m('active')} hint={m('activeHint')} {...form.register('isActive')} />

      {coupon && (
        <section aria-labelledby={`${usageId}-usage`} className="rounded-md bg-stone-50 p-3 text-sm">
          <h2 id={`${usageId}-usage`} className="font-semibold text-stone-900">
            {m('usage')}
          </h2>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-stone-700">{m('timesUsed')}</dt>
            <dd className="tabular-nums">{count(coupon.timesUsed)}</dd>
            <dt className="text-stone-700">{m('redemptions')}</dt>
            <dd className="tabular-nums">{count(coupon.redemptions)}</dd>
          </dl>
        </section>
      )}

      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('app.saving') : coupon ? t('app.save') : t('app.create')}
      </Button>
    </form>
  );
}

// What prices are shown in, what shipping new products start with, and how shoppers may pay.
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useMessages } from '../../i18n/i18n';
import { CheckboxField, TextField } from '../../ui/field';
import { settingsMessages } from './messages';
import type { SettingsForm } from './settings-form-values';
import { SettingsSection, type ErrorOf } from './settings-section';

interface SectionProps {
  form: SettingsForm;
  errorOf: ErrorOf;
}

export function CurrenciesSection({ form, errorOf }: SectionProps) {
  const m = useMessages(settingsMessages);
  const eur = useWatch({ control: form.control, name: 'eur' });
  return (
    <SettingsSection id="settings-currencies" title={m('currencies')} intro={m('currenciesIntro')}>
      <div className="space-y-2">
        <CheckboxField label={m('usd')} checked disabled readOnly />
        <CheckboxField label={m('eur')} {...form.register('eur')} />
      </div>
      <div className="sm:w-1/2">
        <TextField
          label={m('eurPerUsd')}
          hint={m('eurPerUsdHint')}
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          required={eur}
          error={errorOf('eurPerUsd')}
          {...form.register('eurPerUsd')}
        />
      </div>
    </SettingsSection>
  );
}

export function ShippingSection({ form, errorOf }: SectionProps) {
  const m = useMessages(settingsMessages);
  return (
    <SettingsSection id="settings-shipping" title={m('shipping')}>
      <div className="sm:w-1/2">
        <TextField
          label={m('defaultShippingFee')}
          hint={m('defaultShippingFeeHint')}
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          error={errorOf('defaultShippingFee')}
          {...form.register('defaultShippingFee')}
        />
      </div>
    </SettingsSection>
  );
}

export function PaymentsSection({ form, errorOf }: SectionProps) {
  const m = useMessages(settingsMessages);
  const errorId = useId();
  const error = errorOf('paymentMethods');
  return (
    <SettingsSection id="settings-payments" title={m('payments')}>
      <fieldset className="space-y-2" aria-describedby={error ? errorId : undefined}>
        <legend className="text-sm text-stone-600">{m('paymentsIntro')}</legend>
        {(['card', 'wallet', 'cashOnDelivery'] as const).map((method) => (
          <CheckboxField
            key={method}
            label={m(method)}
            aria-invalid={error ? true : undefined}
            {...form.register(`paymentMethods.${method}`, {
              // The "at least one" check belongs to the three together: ticking one clears it.
              onChange: () => form.formState.errors.paymentMethods && void form.trigger('paymentMethods'),
            })}
          />
        ))}
        {error && (
          <p id={errorId} className="text-sm text-red-700">
            {error}
          </p>
        )}
      </fieldset>
    </SettingsSection>
  );
}

/** Whether a shopper's new review shows at once or waits in the reviews queue for approval. */
export function ReviewsSection({ form }: SectionProps) {
  const m = useMessages(settingsMessages);
  return (
    <SettingsSection id="settings-reviews" title={m('reviews')}>
      <CheckboxField
        label={m('reviewsNeedApproval')}
        hint={m('reviewsNeedApprovalHint')}
        {...form.register('reviewsNeedApproval')}
      />
    </SettingsSection>
  );
}

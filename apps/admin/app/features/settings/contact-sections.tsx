// The shop's name, its contact details and its opening hours: what the storefront's title, contact
// page and footer show.
import { OPENING_HOURS_LINES } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { TextField } from '../../ui/field';
import { settingsMessages } from './messages';
import type { SettingsForm } from './settings-form-values';
import { BilingualSetting, SettingsSection, type ErrorOf } from './settings-section';

interface SectionProps {
  form: SettingsForm;
  errorOf: ErrorOf;
}

export function ShopSection({ form, errorOf }: SectionProps) {
  const m = useMessages(settingsMessages);
  return (
    <SettingsSection id="settings-shop" title={m('shop')}>
      <BilingualSetting form={form} path="shopName" label={m('shopName')} errorOf={errorOf} />
      <p className="text-xs text-stone-600">{m('shopNameHint')}</p>
    </SettingsSection>
  );
}

export function ContactSection({ form, errorOf }: SectionProps) {
  const m = useMessages(settingsMessages);
  return (
    <SettingsSection id="settings-contact" title={m('contact')} intro={m('contactIntro')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={m('email')}
          type="email"
          autoComplete="off"
          dir="ltr"
          required
          error={errorOf('contact.email')}
          {...form.register('contact.email')}
        />
        <TextField
          label={m('phone')}
          type="tel"
          autoComplete="off"
          dir="ltr"
          required
          error={errorOf('contact.phone')}
          {...form.register('contact.phone')}
        />
        <TextField
          label={m('fax')}
          hint={m('faxHint')}
          type="tel"
          autoComplete="off"
          dir="ltr"
          error={errorOf('contact.fax')}
          {...form.register('contact.fax')}
        />
      </div>
      <BilingualSetting form={form} path="contact.address" label={m('address')} errorOf={errorOf} />
    </SettingsSection>
  );
}

export function HoursSection({ form, errorOf }: SectionProps) {
  const { locale } = useI18n();
  const m = useMessages(settingsMessages);
  const lines = Array.from({ length: OPENING_HOURS_LINES }, (_, line) => line as 0 | 1);
  return (
    <SettingsSection id="settings-hours" title={m('hours')} intro={m('hoursIntro')}>
      {lines.map((line) => (
        <fieldset key={line} className="space-y-3 rounded-md border border-stone-200 p-3">
          <legend className="px-1 text-sm font-semibold text-stone-900">
            {m('hoursLine', { number: (line + 1).toLocaleString(locale) })}
          </legend>
          <BilingualSetting form={form} path={`openingHours.${line}.days`} label={m('days')} errorOf={errorOf} />
          <BilingualSetting form={form} path={`openingHours.${line}.hours`} label={m('times')} errorOf={errorOf} />
        </fieldset>
      ))}
    </SettingsSection>
  );
}

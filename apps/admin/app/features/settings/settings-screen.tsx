// The owner's settings on one page, in sections; the sections changed are saved together with one
// PATCH, and leaving with unsaved changes asks first.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, type FieldError, type Path } from 'react-hook-form';
import type { ShopSettings, UpdateShopSettingsBody } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { errorText, serverFieldText } from '../../lib/error-text';
import { Button } from '../../ui/button';
import { LeaveGuard } from '../../ui/leave-guard';
import { Notice } from '../../ui/notice';
import { PageHeader } from '../../ui/page-header';
import { CurrenciesSection, PaymentsSection, ReviewsSection, ShippingSection } from './commerce-sections';
import { ContactSection, HoursSection, ShopSection } from './contact-sections';
import { MailSection } from './mail-section';
import { settingsMessages, type SettingsMessageKey } from './messages';
import { saveSettings } from './settings-api';
import { formValuesOf, settingsFieldError, settingsFormSchema, type SettingsFormValues } from './settings-form-values';
import { SocialSection } from './social-section';

const SECTIONS: [id: string, title: SettingsMessageKey][] = [
  ['settings-shop', 'shop'],
  ['settings-contact', 'contact'],
  ['settings-hours', 'hours'],
  ['settings-social', 'social'],
  ['settings-currencies', 'currencies'],
  ['settings-shipping', 'shipping'],
  ['settings-payments', 'payments'],
  ['settings-reviews', 'reviews'],
  ['settings-mail', 'mail'],
];

/** The form's own path a 400 names ("contact.email: …"), if the form has that field. */
function formPathOf(field: string | undefined): Path<SettingsFormValues> | undefined {
  if (!field) return undefined;
  if (field === 'currencies') return 'eur';
  const top = field.split('.')[0];
  const known = [
    'shopName',
    'contact',
    'openingHours',
    'socialLinks',
    'eurPerUsd',
    'defaultShippingFee',
    'paymentMethods',
    'reviewsNeedApproval',
    'mailSender',
  ];
  return known.includes(top ?? '') ? (field as Path<SettingsFormValues>) : undefined;
}

export function SettingsScreen({ settings }: { settings: ShopSettings }) {
  const { t, locale } = useI18n();
  const m = useMessages(settingsMessages);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error' | 'info'; text: string }>();
  /** The settings as last saved: what the form's sections are compared with. */
  const [saved, setSaved] = useState(() => formValuesOf(settings));
  const resolver = useMemo(() => zodResolver(settingsFormSchema(saved)), [saved]);
  const form = useForm<SettingsFormValues, unknown, UpdateShopSettingsBody>({
    resolver,
    defaultValues: saved,
  });
  const { isDirty, isSubmitting } = form.formState;
  const errorOf = (field: string) =>
    settingsFieldError(
      field,
      form.getFieldState(field as Path<SettingsFormValues>, form.formState).error as FieldError | undefined,
      t,
      m,
      locale,
    );

  const submit = form.handleSubmit(
    async (changes) => {
      setNotice(undefined);
      if (Object.keys(changes).length === 0) {
        setNotice({ tone: 'info', text: m('noChanges') });
        return;
      }
      try {
        const next = formValuesOf(await saveSettings(changes));
        setSaved(next);
        form.reset(next);
        setNotice({ tone: 'success', text: t('app.saved') });
      } catch (error) {
        const path = error instanceof ApiError ? formPathOf(error.field) : undefined;
        if (error instanceof ApiError && path) {
          form.setError(path, { type: 'server', message: serverFieldText(error, t) }, { shouldFocus: true });
          setNotice({ tone: 'error', text: t('form.fixErrors') });
        } else {
          setNotice({ tone: 'error', text: errorText(error, t) });
        }
      }
    },
    () => setNotice({ tone: 'error', text: t('form.fixErrors') }),
  );

  const sections = { form, errorOf };
  return (
    <>
      <PageHeader title={m('title')} intro={m('intro')} />
      <nav aria-label={m('contents')} className="mb-4">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {SECTIONS.map(([id, title]) => (
            <li key={id}>
              <a href={`#${id}`} className="text-emerald-800 underline-offset-2 hover:underline">
                {m(title)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <form noValidate onSubmit={submit} className="max-w-3xl space-y-6">
        <ShopSection {...sections} />
        <ContactSection {...sections} />
        <HoursSection {...sections} />
        <SocialSection {...sections} />
        <CurrenciesSection {...sections} />
        <ShippingSection {...sections} />
        <PaymentsSection {...sections} />
        <ReviewsSection {...sections} />
        <MailSection {...sections} />
        {/* Saving stays in reach at the foot of the screen, whichever section is being edited. */}
        <div className="sticky bottom-0 z-10 -mx-4 space-y-2 border-t border-stone-200 bg-white/95 px-4 py-3 sm:mx-0 sm:rounded-lg sm:border">
          {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t('app.saving') : m('saveAll')}
            </Button>
            {isDirty && <p className="text-sm text-amber-800">{m('unsaved')}</p>}
          </div>
        </div>
      </form>
      <LeaveGuard
        when={isDirty && !isSubmitting}
        title={m('leaveTitle')}
        description={m('leaveText')}
        stayLabel={m('stay')}
        leaveLabel={m('leave')}
      />
    </>
  );
}

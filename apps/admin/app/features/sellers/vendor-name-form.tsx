// The name shoppers see on an approved seller's products, in English and Arabic. Checked with the
// contract's bilingual name, so the browser refuses what the server would; a server 400 is shown
// under the field it names.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ADMIN_NAME_MAX_LENGTH, bilingualText, type AdminVendor } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { errorText, serverFieldText } from '../../lib/error-text';
import { fieldErrorText } from '../../lib/form-errors';
import { BilingualField } from '../../ui/bilingual-field';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { sellerMessages } from './messages';
import { renameVendor } from './vendor-api';

const VendorNameValues = z.object({ name: bilingualText(ADMIN_NAME_MAX_LENGTH) });
type VendorNameValues = z.input<typeof VendorNameValues>;

export function VendorNameForm({
  vendorId,
  name,
  onSaved,
}: {
  vendorId: number;
  name: { en: string; ar: string };
  onSaved: (vendor: AdminVendor) => void;
}) {
  const { t } = useI18n();
  const m = useMessages(sellerMessages);
  const id = useId();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string }>();
  const form = useForm<VendorNameValues>({ resolver: zodResolver(VendorNameValues), defaultValues: { name } });
  const { errors, isSubmitting } = form.formState;
  const arabic = useWatch({ control: form.control, name: 'name.ar' }) ?? '';

  const save = form.handleSubmit(async (values) => {
    setNotice(undefined);
    try {
      const vendor = await renameVendor(vendorId, { name: { en: values.name.en, ar: values.name.ar ?? '' } });
      form.reset({ name: vendor.name });
      onSaved(vendor);
      setNotice({ tone: 'success', text: m('vendorNameSaved') });
    } catch (error) {
      const field = error instanceof ApiError ? error.field : undefined;
      if (error instanceof ApiError && (field === 'name.en' || field === 'name.ar')) {
        form.setError(field, { type: 'server', message: serverFieldText(error, t) }, { shouldFocus: true });
      } else {
        setNotice({ tone: 'error', text: errorText(error, t) });
      }
    }
  });

  return (
    <form noValidate onSubmit={save} aria-labelledby={`${id}-title`} className="space-y-3">
      <h3 id={`${id}-title`} className="text-base font-semibold text-stone-900">
        {m('vendorNameTitle')}
      </h3>
      <p className="text-sm text-stone-700">{m('vendorNameHint')}</p>
      <BilingualField
        label={m('vendorName')}
        required
        arabicMissing={arabic.trim() === ''}
        en={{ error: fieldErrorText(errors.name?.en, t), inputProps: form.register('name.en') }}
        ar={{ error: fieldErrorText(errors.name?.ar, t), inputProps: form.register('name.ar') }}
      />
      {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      <Button type="submit" variant="secondary" disabled={isSubmitting}>
        {isSubmitting ? t('app.saving') : m('saveVendorName')}
      </Button>
    </form>
  );
}

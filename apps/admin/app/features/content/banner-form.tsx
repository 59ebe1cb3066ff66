// A new home banner, or one to edit: its picture (uploaded or from the library), its three lines
// and two buttons in English and Arabic, the dates it shows between and whether it is on.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch, type FieldError, type FieldPath } from 'react-hook-form';
import { useNavigate, useRevalidator } from 'react-router';
import type { AdminBanner, CreateBannerBody } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { errorText, serverFieldText } from '../../lib/error-text';
import { BilingualField } from '../../ui/bilingual-field';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { Notice } from '../../ui/notice';
import { createBanner, updateBanner } from './content-api';
import { contentMessages } from './messages';
import type { PickerComponent } from './picker-types';
import {
  BANNER_FIELDS,
  BannerForm,
  bannerFormValues,
  changedFields,
  contentFieldError,
  type BannerFormValues,
} from './scheduled-form-values';
import { ScheduleFields } from './schedule-fields';

type TextName = 'topTitle' | 'mainTitle' | 'bottomTitle' | 'leftButtonText' | 'rightButtonText';

export function BannerEditForm({
  banner,
  created,
  Picker,
}: {
  banner?: AdminBanner;
  created?: boolean;
  Picker: PickerComponent;
}) {
  const { t } = useI18n();
  const m = useMessages(contentMessages);
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | undefined>(
    created ? { tone: 'success', text: m('created') } : undefined,
  );
  const form = useForm<BannerFormValues, unknown, CreateBannerBody>({
    resolver: zodResolver(BannerForm),
    defaultValues: bannerFormValues(banner),
  });
  const { isSubmitting } = form.formState;
  const errorOf = (field: FieldPath<BannerFormValues>) =>
    contentFieldError(field, form.getFieldState(field, form.formState).error as FieldError | undefined, t, m);
  const values = useWatch({ control: form.control });
  const mainTitle = values.mainTitle ?? { en: '', ar: '' };

  const bilingual = (name: TextName, label: string) => (
    <BilingualField
      label={label}
      arabicMissing={Boolean(values[name]?.en?.trim() && !values[name]?.ar?.trim())}
      en={{ error: errorOf(`${name}.en`), inputProps: form.register(`${name}.en`) }}
      ar={{ error: errorOf(`${name}.ar`), inputProps: form.register(`${name}.ar`) }}
    />
  );

  const submit = form.handleSubmit(async (body) => {
    setNotice(undefined);
    try {
      if (!banner) {
        const saved = await createBanner(body);
        await navigate(`/banners/${saved.id}`, { state: { created: true } });
        return;
      }
      const changes = changedFields(body, banner, BANNER_FIELDS, form.formState.dirtyFields);
      const saved = Object.keys(changes).length > 0 ? await updateBanner(banner.id, changes) : banner;
      form.reset(bannerFormValues(saved));
      setNotice({ tone: 'success', text: t('app.saved') });
      await revalidator.revalidate();
    } catch (error) {
      const field = error instanceof ApiError ? error.field : undefined;
      if (error instanceof ApiError && field && /^[a-zA-Z]+(\.(en|ar))?$/.test(field)) {
        form.setError(
          field as FieldPath<BannerFormValues>,
          { type: 'server', message: serverFieldText(error, t) },
          {
            shouldFocus: true,
          },
        );
      } else {
        setNotice({ tone: 'error', text: errorText(error, t) });
      }
    }
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      className="max-w-3xl space-y-6 rounded-lg border border-stone-200 bg-white p-4 sm:p-6"
    >
      {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field }) => (
          <Picker
            label={m('bannerImage')}
            value={field.value}
            onChange={(url) => field.onChange(url)}
            alt={mainTitle.en || m('bannerImageAlt')}
            error={errorOf('imageUrl')}
          />
        )}
      />
      {bilingual('topTitle', m('topTitle'))}
      {bilingual('mainTitle', m('mainTitle'))}
      {bilingual('bottomTitle', m('bottomTitle'))}
      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold text-stone-900">{m('buttons')}</legend>
        <p className="text-xs text-stone-600">{m('buttonsHint')}</p>
        {bilingual('leftButtonText', m('leftButtonText'))}
        <TextField
          label={m('leftButtonUrl')}
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          error={errorOf('leftButtonUrl')}
          {...form.register('leftButtonUrl')}
        />
        {bilingual('rightButtonText', m('rightButtonText'))}
        <TextField
          label={m('rightButtonUrl')}
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          error={errorOf('rightButtonUrl')}
          {...form.register('rightButtonUrl')}
        />
      </fieldset>
      <ScheduleFields form={form} errorOf={errorOf} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('app.saving') : banner ? t('app.save') : t('app.create')}
      </Button>
    </form>
  );
}

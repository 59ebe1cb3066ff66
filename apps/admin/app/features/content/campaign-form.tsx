// A new campaign, or one to edit: its headline and discount line in English and Arabic, its text
// written in the editor for each language, its cover picture, dates and whether it is on.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch, type FieldError, type FieldPath } from 'react-hook-form';
import { useNavigate, useRevalidator } from 'react-router';
import type { AdminCampaign, CreateCampaignBody } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { errorText, serverFieldText } from '../../lib/error-text';
import { BilingualField } from '../../ui/bilingual-field';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { RichTextEditor } from '../../ui/rich-text-editor';
import { createCampaign, updateCampaign } from './content-api';
import { contentMessages } from './messages';
import type { PickerComponent } from './picker-types';
import {
  CAMPAIGN_FIELDS,
  CampaignForm,
  campaignFormValues,
  changedFields,
  contentFieldError,
  type CampaignFormValues,
} from './scheduled-form-values';
import { ScheduleFields } from './schedule-fields';

export function CampaignEditForm({
  campaign,
  created,
  Picker,
}: {
  campaign?: AdminCampaign;
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
  const form = useForm<CampaignFormValues, unknown, CreateCampaignBody>({
    resolver: zodResolver(CampaignForm),
    defaultValues: campaignFormValues(campaign),
  });
  const { isSubmitting } = form.formState;
  const errorOf = (field: FieldPath<CampaignFormValues>) =>
    contentFieldError(field, form.getFieldState(field, form.formState).error as FieldError | undefined, t, m);
  const values = useWatch({ control: form.control });

  const bilingual = (name: 'mainTitle' | 'discountTitle', label: string, required = false) => (
    <BilingualField
      label={label}
      required={required}
      arabicMissing={Boolean(values[name]?.en?.trim() && !values[name]?.ar?.trim())}
      en={{ error: errorOf(`${name}.en`), inputProps: form.register(`${name}.en`) }}
      ar={{ error: errorOf(`${name}.ar`), inputProps: form.register(`${name}.ar`) }}
    />
  );

  const submit = form.handleSubmit(async (body) => {
    setNotice(undefined);
    try {
      if (!campaign) {
        const saved = await createCampaign(body);
        await navigate(`/campaigns/${saved.id}`, { state: { created: true } });
        return;
      }
      const changes = changedFields(body, campaign, CAMPAIGN_FIELDS, form.formState.dirtyFields);
      const saved = Object.keys(changes).length > 0 ? await updateCampaign(campaign.id, changes) : campaign;
      form.reset(campaignFormValues(saved));
      setNotice({ tone: 'success', text: t('app.saved') });
      await revalidator.revalidate();
    } catch (error) {
      const field = error instanceof ApiError ? error.field : undefined;
      if (error instanceof ApiError && field && /^[a-zA-Z]+(\.(en|ar))?$/.test(field) && field !== 'body') {
        form.setError(
          field as FieldPath<CampaignFormValues>,
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
      {bilingual('mainTitle', m('mainTitle'), true)}
      {bilingual('discountTitle', m('discountTitle'))}
      {(['en', 'ar'] as const).map((language) => (
        <div key={language}>
          <Controller
            control={form.control}
            name={`body.${language}`}
            render={({ field }) => (
              <RichTextEditor
                label={m(language === 'en' ? 'bodyEn' : 'bodyAr')}
                language={language}
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
          {errorOf(`body.${language}`) && <p className="mt-1 text-sm text-red-700">{errorOf(`body.${language}`)}</p>}
        </div>
      ))}
      <Controller
        control={form.control}
        name="coverPictureUrl"
        render={({ field }) => (
          <Picker
            label={m('coverPicture')}
            value={field.value}
            onChange={(url) => field.onChange(url)}
            alt={values.mainTitle?.en || m('coverPictureAlt')}
            error={errorOf('coverPictureUrl')}
            optional
          />
        )}
      />
      <ScheduleFields form={form} errorOf={errorOf} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('app.saving') : campaign ? t('app.save') : t('app.create')}
      </Button>
    </form>
  );
}

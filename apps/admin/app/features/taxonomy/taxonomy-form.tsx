// The one form for every taxonomy noun: the name in both languages and the active flag, plus the
// noun's own fields (a category's parent, image, popularity and order; a colour's code; a size's
// measurements). Checked with the noun's contract schema before anything is sent.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate, useRevalidator } from 'react-router';
import { useI18n, useMessages } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { errorText, serverFieldText } from '../../lib/error-text';
import { BilingualField } from '../../ui/bilingual-field';
import { Button } from '../../ui/button';
import { CheckboxField } from '../../ui/field';
import { Notice } from '../../ui/notice';
import { CategoryFields } from './category-fields';
import { ColourCodeField } from './colour-code-field';
import { taxonomyMessages } from './messages';
import { SizeFields } from './size-fields';
import { createEntry, updateEntry } from './taxonomy-api';
import {
  changesOf,
  formValuesOf,
  isTaxonomyFormField,
  taxonomyFieldError,
  type ErrorOf,
  type TaxonomyForm,
} from './taxonomy-form-values';
import type { TaxonomyBody, TaxonomyEntry, TaxonomyFormValues, TaxonomyNoun } from './taxonomy-nouns';

export function TaxonomyEntryForm({
  noun,
  entry,
  categories,
  created,
}: {
  noun: TaxonomyNoun;
  /** The entry edited; none when creating one. */
  entry?: TaxonomyEntry;
  /** Every category, for a category's parent. */
  categories: TaxonomyEntry[];
  /** The entry was just created (the form came here from the new-entry screen). */
  created?: boolean;
}) {
  const { t, locale } = useI18n();
  const tm = useMessages(taxonomyMessages);
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | undefined>(
    created ? { tone: 'success', text: tm('created') } : undefined,
  );
  const form: TaxonomyForm = useForm<TaxonomyFormValues, unknown, TaxonomyBody>({
    resolver: zodResolver(noun.schema),
    defaultValues: formValuesOf(noun, entry),
  });
  const { isSubmitting } = form.formState;
  const errorOf: ErrorOf = (field) =>
    taxonomyFieldError(field, form.getFieldState(field, form.formState).error, t, tm, locale);

  const submit = form.handleSubmit(async (body) => {
    setNotice(undefined);
    try {
      if (!entry) {
        const saved = await createEntry(noun, body);
        await navigate(`/${noun.path}/${saved.id}`, { state: { created: true } });
        return;
      }
      const changes = changesOf(body, form.formState.dirtyFields);
      const saved = Object.keys(changes).length > 0 ? await updateEntry(noun, entry.id, changes) : entry;
      form.reset(formValuesOf(noun, saved));
      setNotice({ tone: 'success', text: t('app.saved') });
      await revalidator.revalidate();
    } catch (error) {
      const field = error instanceof ApiError ? error.field : undefined;
      if (error instanceof ApiError && isTaxonomyFormField(field)) {
        form.setError(field, { type: 'server', message: serverFieldText(error, t) }, { shouldFocus: true });
      } else {
        setNotice({ tone: 'error', text: errorText(error, t) });
      }
    }
  });

  const arabic = useWatch({ control: form.control, name: 'name.ar' }) ?? '';
  return (
    <form
      noValidate
      onSubmit={submit}
      className="max-w-2xl space-y-5 rounded-lg border border-stone-200 bg-white p-4 sm:p-6"
    >
      {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      <BilingualField
        label={tm('name')}
        required
        arabicMissing={arabic.trim() === ''}
        en={{ error: errorOf('name.en'), inputProps: form.register('name.en') }}
        ar={{ error: errorOf('name.ar'), inputProps: form.register('name.ar') }}
      />
      {noun.extras === 'category' && (
        <CategoryFields form={form} errorOf={errorOf} categories={categories} category={entry?.id} />
      )}
      {noun.extras === 'colour' && <ColourCodeField form={form} errorOf={errorOf} />}
      {noun.extras === 'size' && <SizeFields form={form} errorOf={errorOf} />}
      <CheckboxField label={tm('activeLabel')} hint={tm('activeHint')} {...form.register('isActive')} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('app.saving') : entry ? t('app.save') : t('app.create')}
      </Button>
    </form>
  );
}

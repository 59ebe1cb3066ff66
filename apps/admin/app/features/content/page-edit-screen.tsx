// One of the shop's pages (about, FAQ, terms): its heading in English and Arabic and its text
// written in the editor for each language; or the built-in page restored.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch, type FieldError, type FieldPath } from 'react-hook-form';
import { Link, useRevalidator } from 'react-router';
import { z } from 'zod';
import { SaveContentPageBody, type AdminContentPage, type BilingualText } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { errorText, serverFieldText } from '../../lib/error-text';
import { fieldErrorText } from '../../lib/form-errors';
import { BilingualField } from '../../ui/bilingual-field';
import { Button, buttonClass } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Notice } from '../../ui/notice';
import { PageHeader } from '../../ui/page-header';
import { RichTextEditor } from '../../ui/rich-text-editor';
import { restoreContentPage, saveContentPage } from './content-api';
import { contentMessages } from './messages';
import { pageNameKey } from './pages-screen';

interface PageValues {
  title: BilingualText;
  body: BilingualText;
}

const text = z.object({ en: z.string(), ar: z.string() });
const PageForm = z
  .object({ title: text, body: text })
  .transform((values): z.input<typeof SaveContentPageBody> => values)
  .pipe(SaveContentPageBody);

type Outcome = { tone: 'success' | 'error'; text: string };

export function PageEditScreen({ page }: { page: AdminContentPage }) {
  const { t } = useI18n();
  const m = useMessages(contentMessages);
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<Outcome>();
  const name = m(pageNameKey(page.slug));

  const restore = async () => {
    setNotice(undefined);
    try {
      await restoreContentPage(page.slug);
      await revalidator.revalidate();
      setNotice({ tone: 'success', text: m('restored') });
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(error, t) });
    }
  };

  return (
    <>
      <PageHeader
        title={m('editPageTitle', { name })}
        intro={page.updatedAt ? m('viewOnShop') : m('builtInNote')}
        actions={
          <Link to="/pages" className={buttonClass('secondary')}>
            {m('backToPages')}
          </Link>
        }
      />
      {/* A fresh form whenever the page is saved or restored, so the editors show what is kept. */}
      <PageFields key={page.updatedAt ?? 'built-in'} page={page} notice={notice} onNotice={setNotice} />
      {page.updatedAt && (
        <div className="mt-6">
          <ConfirmDialog
            trigger={<Button variant="danger">{m('restore')}</Button>}
            title={m('restoreTitle', { name })}
            description={m('restoreDescription')}
            confirmLabel={m('restore')}
            onConfirm={() => void restore()}
          />
        </div>
      )}
    </>
  );
}

function PageFields({
  page,
  notice,
  onNotice,
}: {
  page: AdminContentPage;
  notice?: Outcome;
  onNotice: (notice?: Outcome) => void;
}) {
  const { t } = useI18n();
  const m = useMessages(contentMessages);
  const revalidator = useRevalidator();
  const form = useForm<PageValues, unknown, SaveContentPageBody>({
    resolver: zodResolver(PageForm),
    defaultValues: { title: page.title, body: page.body },
  });
  const title = useWatch({ control: form.control, name: 'title' });
  const errorOf = (field: FieldPath<PageValues>) => {
    const error = form.getFieldState(field, form.formState).error as FieldError | undefined;
    if (field === 'body.en' && error && error.type !== 'server') return m('bodyRequired');
    return error?.type === 'server' ? error.message : fieldErrorText(error, t);
  };

  const submit = form.handleSubmit(async (body) => {
    onNotice(undefined);
    try {
      await saveContentPage(page.slug, body);
      onNotice({ tone: 'success', text: `${t('app.saved')} ${m('viewOnShop')}` });
      await revalidator.revalidate();
    } catch (error) {
      const field = error instanceof ApiError ? error.field : undefined;
      if (error instanceof ApiError && field && /^(title|body)\.(en|ar)$/.test(field)) {
        form.setError(
          field as FieldPath<PageValues>,
          { type: 'server', message: serverFieldText(error, t) },
          {
            shouldFocus: true,
          },
        );
      } else {
        onNotice({ tone: 'error', text: errorText(error, t) });
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
      <BilingualField
        label={m('pageHeading')}
        required
        arabicMissing={Boolean(title.en.trim() && !title.ar.trim())}
        en={{ error: errorOf('title.en'), inputProps: form.register('title.en') }}
        ar={{ error: errorOf('title.ar'), inputProps: form.register('title.ar') }}
      />
      {(['en', 'ar'] as const).map((language) => {
        const error = errorOf(`body.${language}`);
        return (
          <div key={language}>
            <Controller
              control={form.control}
              name={`body.${language}`}
              render={({ field }) => (
                <RichTextEditor
                  label={m(language === 'en' ? 'pageBodyEn' : 'pageBodyAr')}
                  language={language}
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
            {error && (
              <p role="alert" className="mt-1 text-sm text-red-700">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t('app.saving') : t('app.save')}
      </Button>
    </form>
  );
}

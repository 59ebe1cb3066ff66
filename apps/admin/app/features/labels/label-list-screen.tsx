// The storefront's labels, searched, filtered by screen or missing Arabic, sorted and paged by the
// server through the URL; each row's English and Arabic edited in place and saved on its own.
import { useCallback, useMemo, useState } from 'react';
import { LABEL_TEXT_MAX_LENGTH, type AdminLabelPage } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { errorText, serverFieldText } from '../../lib/error-text';
import { DataTable } from '../../ui/data-table';
import type { ListQuery } from '../../ui/list-query';
import { PageHeader } from '../../ui/page-header';
import { saveLabel } from './label-api';
import { labelProblems, type LabelTextProblem } from './label-check';
import { LabelFilters } from './label-filters';
import { useLabelColumns } from './label-columns';
import { LabelRowsContext, rowIdOf, textIdOf, type LabelRowState } from './label-rows';
import { labelMessages } from './messages';

export function LabelListScreen({ query, page }: { query: ListQuery; page: AdminLabelPage }) {
  const { t, locale } = useI18n();
  const m = useMessages(labelMessages);
  const [rows, setRows] = useState<Record<string, LabelRowState>>(() =>
    Object.fromEntries(page.items.map((label) => [rowIdOf(label), { label, saving: false, errors: {} }])),
  );
  const update = useCallback(
    (rowId: string, change: Partial<LabelRowState>) =>
      setRows((before) => ({ ...before, [rowId]: { ...before[rowId]!, ...change } })),
    [],
  );

  const problemText = useCallback(
    (problem: LabelTextProblem) => {
      switch (problem.kind) {
        case 'required':
          return t('form.required');
        case 'tooLong':
          return t('form.tooLong', { max: LABEL_TEXT_MAX_LENGTH.toLocaleString(locale) });
        case 'placeholders':
          return m('placeholders', { names: problem.names.map((name) => `{${name}}`).join(' ') });
        case 'noPlaceholders':
          return m('noPlaceholders');
      }
    },
    [t, m, locale],
  );

  const onSave = useCallback(
    async (rowId: string, form: HTMLFormElement) => {
      const row = rows[rowId];
      if (!row || row.saving) return;
      const { label } = row;
      const data = new FormData(form);
      const texts = { en: String(data.get('en') ?? '').trim(), ar: String(data.get('ar') ?? '').trim() };
      const problems = labelProblems(label, texts);
      const invalid = (['en', 'ar'] as const).filter((language) => problems[language]);
      if (invalid.length > 0) {
        update(rowId, {
          errors: Object.fromEntries(invalid.map((language) => [language, problemText(problems[language]!)])),
          status: { tone: 'failed', text: m('fixRow') },
        });
        document.getElementById(textIdOf(rowId, invalid[0]!))?.focus();
        return;
      }
      const body = {
        ...(texts.en !== label.en ? { en: texts.en } : {}),
        ...(texts.ar !== label.ar ? { ar: texts.ar } : {}),
      };
      if (Object.keys(body).length === 0) {
        update(rowId, { errors: {}, status: { tone: 'saved', text: m('unchanged') } });
        return;
      }
      update(rowId, { saving: true, errors: {}, status: undefined });
      try {
        const saved = await saveLabel(label, body);
        update(rowId, {
          label: saved,
          saving: false,
          status: { tone: 'saved', text: m('savedNamed', { key: label.key }) },
        });
      } catch (error) {
        const field = error instanceof ApiError ? error.field : undefined;
        const language = field === 'en' || field === 'ar' ? field : undefined;
        update(rowId, {
          saving: false,
          errors: language && error instanceof ApiError ? { [language]: serverFieldText(error, t) } : {},
          status: { tone: 'failed', text: language ? m('fixRow') : m('failed', { reason: errorText(error, t) }) },
        });
      }
    },
    [rows, m, t, problemText, update],
  );

  const context = useMemo(
    () => ({ rows, onSave: (rowId: string, form: HTMLFormElement) => void onSave(rowId, form) }),
    [rows, onSave],
  );
  const columns = useLabelColumns();
  return (
    <>
      <PageHeader title={m('title')} intro={m('intro')} />
      <LabelFilters query={query} />
      <LabelRowsContext value={context}>
        <DataTable caption={m('title')} columns={columns} page={page} query={query} rowKey={rowIdOf} />
      </LabelRowsContext>
    </>
  );
}

// A row's editable cells: the English or Arabic text (or, for the shop's contact details, the text
// with the way to Settings), and the row's Save with its outcome announced.
import type { KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { AdminLabel } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { Button, buttonClass } from '../../ui/button';
import { useMember } from '../session/use-member';
import { formIdOf, textIdOf, useLabelRow } from './label-rows';
import { labelMessages } from './messages';

const badge = 'inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap';

/** Enter saves the row (Shift+Enter starts a new line; an open input method keeps its Enter). */
function saveOnEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
  if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
  event.preventDefault();
  event.currentTarget.form?.requestSubmit();
}

/** The settings section that sets a managed label (contact.phone → Contact, openingHours.0.days → Opening hours). */
const sectionOf = (managedBy: string) => (managedBy.startsWith('openingHours') ? 'hours' : 'contact');

export function LabelTextCell({ label: listed, language }: { label: AdminLabel; language: 'en' | 'ar' }) {
  const m = useMessages(labelMessages);
  const { rowId, row } = useLabelRow(listed);
  const label = row?.label ?? listed;
  if (label.managedBy) {
    return (
      // dir auto: a phone number or an email in the Arabic column keeps its left-to-right order.
      <p lang={language} dir="auto" className="w-56 text-stone-700 xl:w-64">
        {label[language]}
      </p>
    );
  }
  const id = textIdOf(rowId, language);
  const error = row?.errors[language];
  const flagId = `${id}-missing`;
  const missing = language === 'ar' && label.missing;
  return (
    <div className="w-56 space-y-1 xl:w-64">
      <textarea
        id={id}
        name={language}
        form={formIdOf(rowId)}
        lang={language}
        dir={language === 'ar' ? 'rtl' : 'ltr'}
        rows={2}
        defaultValue={listed[language]}
        aria-label={m(language === 'en' ? 'englishOf' : 'arabicOf', { key: label.key })}
        aria-invalid={error ? true : undefined}
        aria-describedby={[missing ? flagId : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}
        onKeyDown={saveOnEnter}
        className="block w-full resize-y rounded-md border border-stone-300 bg-white px-2 py-1 text-sm shadow-sm focus:border-emerald-700 focus:outline-2 focus:outline-emerald-700/30 aria-invalid:border-red-700"
      />
      {missing && (
        <p id={flagId} className={`${badge} bg-amber-100 text-amber-900`}>
          {m('missing')}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function LabelSaveCell({ label }: { label: AdminLabel }) {
  const { t } = useI18n();
  const m = useMessages(labelMessages);
  const { role } = useMember();
  const { rowId, row, onSave } = useLabelRow(label);
  if (label.managedBy) {
    const section = sectionOf(label.managedBy);
    return (
      <div className="w-32 space-y-1 text-xs text-stone-700">
        <p>{m('managedIn', { section: m(section === 'hours' ? 'sectionHours' : 'sectionContact') })}</p>
        {role === 'owner' ? (
          <Link to={`/settings#settings-${section}`} className={buttonClass('secondary')}>
            {m('openSettings')}
          </Link>
        ) : (
          <p>{m('managedByOwner')}</p>
        )}
      </div>
    );
  }
  return (
    <form
      id={formIdOf(rowId)}
      noValidate
      className="w-28 space-y-1"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(rowId, event.currentTarget);
      }}
    >
      <Button type="submit" variant="secondary" disabled={row?.saving} aria-label={m('saveNamed', { key: label.key })}>
        {row?.saving ? t('app.saving') : t('app.save')}
      </Button>
      <p
        aria-live="polite"
        className={`text-xs ${row?.status?.tone === 'failed' ? 'text-red-700' : 'text-emerald-800'}`}
      >
        {row?.status?.text}
      </p>
    </form>
  );
}

// One text in English and Arabic, side by side on a desktop and stacked on a phone. Each input is
// written in its own direction whatever the admin's language; an empty Arabic text is flagged.
import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { useI18n } from '../i18n/i18n';

interface Side {
  error?: string;
  inputProps: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
}

export function BilingualField({
  label,
  en,
  ar,
  arabicMissing,
  required,
}: {
  label: string;
  en: Side;
  ar: Side;
  /** Shows the "translation missing" flag (the Arabic text is empty). */
  arabicMissing?: boolean;
  required?: boolean;
}) {
  const { t } = useI18n();
  const id = useId();
  const side = (language: 'en' | 'ar', { error, inputProps }: Side) => {
    const inputId = `${id}-${language}`;
    const flagId = `${inputId}-missing`;
    const errorId = `${inputId}-error`;
    const missing = language === 'ar' && arabicMissing;
    return (
      <div className="min-w-0 flex-1 space-y-1">
        <label htmlFor={inputId} className="block text-xs font-medium text-stone-700">
          {language === 'en' ? t('app.english') : t('app.arabic')}
          {required && language === 'en' && <span aria-hidden="true"> *</span>}
        </label>
        <input
          id={inputId}
          lang={language}
          dir={language === 'ar' ? 'rtl' : 'ltr'}
          className="block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-emerald-700 focus:outline-2 focus:outline-emerald-700/30 aria-invalid:border-red-700"
          aria-invalid={error ? true : undefined}
          aria-required={required && language === 'en' ? true : undefined}
          aria-describedby={[missing ? flagId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined}
          {...inputProps}
        />
        {missing && (
          <p id={flagId} className="text-xs text-amber-800">
            {t('app.missingTranslation')}
          </p>
        )}
        {error && (
          <p id={errorId} className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  };
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-medium text-stone-800">{label}</legend>
      <div className="flex flex-col gap-3 sm:flex-row">
        {side('en', en)}
        {side('ar', ar)}
      </div>
    </fieldset>
  );
}

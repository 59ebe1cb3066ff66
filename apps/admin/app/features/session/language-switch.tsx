import { useI18n } from '../../i18n/i18n';

/** Switches the admin between English and Arabic; `onSwitch` also saves it for a signed-in member. */
export function LanguageSwitch({ onSwitch }: { onSwitch?: (language: 'en' | 'ar') => void }) {
  const { language, setLanguage, t } = useI18n();
  const next = language === 'en' ? 'ar' : 'en';
  return (
    <button
      type="button"
      lang={next}
      className="rounded-md px-3 py-2 text-sm font-medium text-stone-700 hover:bg-stone-200 focus-visible:outline-2 focus-visible:outline-emerald-700"
      onClick={() => {
        setLanguage(next);
        onSwitch?.(next);
      }}
    >
      {next === 'ar' ? t('app.switchToArabic') : t('app.switchToEnglish')}
    </button>
  );
}

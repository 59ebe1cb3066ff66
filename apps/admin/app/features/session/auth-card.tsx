import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n';
import { LanguageSwitch } from './language-switch';

/** The frame of the screens before sign-in: the shop's name, the language switch and one form. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="flex min-h-dvh flex-col items-center px-4 py-8">
      <div className="flex w-full max-w-md items-center justify-between">
        <p className="font-semibold text-stone-700">{t('app.name')}</p>
        <LanguageSwitch />
      </div>
      <main className="mt-8 w-full max-w-md rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
        <h1 className="mb-6 text-xl font-bold">{title}</h1>
        {children}
      </main>
    </div>
  );
}

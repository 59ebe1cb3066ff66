import { Language } from '@shop/contract';
import { Link } from 'react-router';

import { type ShopLanguage, localizedPath } from '../lib/language';
import { uiText } from '../lib/ui-text';

export function SiteHeader({ language }: { language: ShopLanguage }) {
  const text = uiText[language.code];
  const otherLanguage = language.code === Language.ar.code ? Language.en : Language.ar;

  return (
    <header className="border-b border-olive-200 bg-olive-800 text-sand-50">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Link to={localizedPath(language, '/')} className="text-lg font-semibold tracking-tight">
          {text.siteName}
        </Link>
        {/* A full page load, so the server renders the other language with its own lang and dir. */}
        <a
          href={localizedPath(otherLanguage, '/')}
          hrefLang={otherLanguage.code}
          lang={otherLanguage.code}
          className="rounded-md border border-olive-500 px-3 py-1 text-sm hover:bg-olive-700"
        >
          {text.switchLanguage}
        </a>
      </div>
    </header>
  );
}

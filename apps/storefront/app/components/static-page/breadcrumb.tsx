import { Link } from 'react-router';

import { contentFrameTexts } from '../../lib/content-pages';
import { localizedPath, useLanguage } from '../../lib/language';

/** Home > current page; Home leads to the language's home page. */
export function Breadcrumb({ homeLabel, currentLabel }: { homeLabel: string; currentLabel: string }) {
  const language = useLanguage();
  return (
    <nav aria-label={contentFrameTexts(language.code).breadcrumb}>
      <ol className="flex flex-wrap items-center gap-2 text-sm text-olive-700">
        <li className="flex items-center gap-2">
          <Link to={localizedPath(language, '/')} className="underline-offset-4 hover:text-olive-900 hover:underline">
            {homeLabel}
          </Link>
          <svg
            aria-hidden="true"
            viewBox="0 0 16 16"
            width="12"
            height="12"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            className="rtl:-scale-x-100"
          >
            <path d="M6 3l5 5-5 5" />
          </svg>
        </li>
        <li aria-current="page" className="font-medium text-olive-900">
          {currentLabel}
        </li>
      </ol>
    </nav>
  );
}

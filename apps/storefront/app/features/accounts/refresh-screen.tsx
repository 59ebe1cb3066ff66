import { Messages } from '@shop/contract';
import { type ReactNode, useEffect } from 'react';
import { useParams } from 'react-router';

import { useLabels } from '../../lib/labels/labels';
import { localizedPath, useLanguage } from '../../lib/language';
import { translateMessage } from '../../lib/messages';

// The spec says "after a short delay" without a number: long enough to read the message.
const RELOAD_DELAY_MS = 1000;

function RefreshFrame({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-24 text-center">
      {children}
    </main>
  );
}

/** Shown by the server and while the browser clears the data. */
export function RefreshPending() {
  const labels = useLabels('TopHeader');
  return (
    <RefreshFrame>
      <p className="text-olive-700">{labels.lbl_header_loading}</p>
    </RefreshFrame>
  );
}

/** The data is cleared: says so, then loads the home page afresh. */
export function RefreshScreen() {
  const language = useLanguage();
  // /refresh reloads at '/' as the spec says; /{lang}/refresh at that language's home.
  const home = useParams().lang ? localizedPath(language, '/') : '/';

  useEffect(() => {
    // A full load, so every part of the page starts again from the cleared storage.
    const timer = window.setTimeout(() => window.location.replace(home), RELOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [home]);

  return (
    <RefreshFrame>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="48"
        height="48"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="text-olive-600"
      >
        <circle cx="12" cy="12" r="10" />
        <path d="M7.5 12.5l3 3 6-6.5" />
      </svg>
      <div role="status">
        <h1 className="text-2xl font-bold text-olive-900">{translateMessage(Messages.dataRefreshed, language.code)}</h1>
      </div>
    </RefreshFrame>
  );
}

import type { MouseEvent } from 'react';

import { useLanguage } from '../lib/language';
import { uiText } from '../lib/ui-text';

/** The id of every page's one `<main>` landmark, where the skip link leads. */
export const MAIN_CONTENT_ID = 'main';

/**
 * "Skip to content": the first stop of the Tab order on every page, hidden until it has focus, so a
 * keyboard user gets past the header and the menu to the page's own content in one keypress.
 */
export function SkipLink() {
  const language = useLanguage();

  // Following the link alone scrolls but leaves focus behind in some browsers: focus the landmark
  // itself, so the next Tab goes on from the page's content.
  function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    // A landmark takes focus only with a tabindex; -1 keeps it out of the Tab order.
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.focus();
  }

  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skipToMain}
      className="sr-only rounded-md focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-50"
    >
      {/* The box lives inside: the link itself stays one pixel wide until it has focus. */}
      <span className="block rounded-md bg-olive-900 px-4 py-2 font-semibold text-sand-50">
        {uiText[language.code].skipToContent}
      </span>
    </a>
  );
}

import { Link } from 'react-router';
import { useState } from 'react';

import { useLabels } from '../../lib/labels/labels';
import { localizedPath, useLanguage } from '../../lib/language';
import { useScrollingUp } from '../../lib/use-scrolling-up';

/**
 * The floating chat button of every page. It opens the Contact Us screen; when the shop gets a
 * configurable chat link (root data), this is where it will point instead. It stands in a landmark
 * of its own (every part of a page belongs to one), and on a phone it steps aside while the page
 * scrolls down, so it never covers a price or a button for good; a keyboard user reaching it
 * brings it back.
 */
export function FloatingChatButton() {
  const language = useLanguage();
  const labels = useLabels('Footer');
  const scrollingUp = useScrollingUp();
  // A keyboard user who reaches it brings it back.
  const [focused, setFocused] = useState(false);
  return (
    <aside aria-label={labels.lbl_footer_chat}>
      <Link
        to={localizedPath(language, '/contact-us')}
        aria-label={labels.lbl_footer_chat}
        title={labels.lbl_footer_chat}
        data-shown={scrollingUp || focused}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        className="fixed end-4 bottom-4 z-30 flex size-14 items-center justify-center rounded-full bg-poppy-600 text-white shadow-lg ring-2 ring-white transition hover:bg-poppy-700 max-sm:data-[shown=false]:translate-y-24 max-sm:data-[shown=false]:pointer-events-none max-sm:data-[shown=false]:opacity-0 motion-reduce:transition-none"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="28"
          height="28"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="rtl:-scale-x-100"
        >
          <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1 1 21 12z" />
          <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" />
        </svg>
      </Link>
    </aside>
  );
}

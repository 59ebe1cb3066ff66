import { Link } from 'react-router';

import { useLabels } from '../lib/labels/labels';
import { localizedPath, useLanguage } from '../lib/language';

/**
 * The floating chat button of every page. It opens the Contact Us screen; when the shop gets a
 * configurable chat link (root data), this is where it will point instead.
 */
export function FloatingChatButton() {
  const language = useLanguage();
  const labels = useLabels('Footer');
  return (
    <Link
      to={localizedPath(language, '/contact-us')}
      aria-label={labels.lbl_footer_chat}
      title={labels.lbl_footer_chat}
      className="fixed end-4 bottom-4 z-30 flex size-14 items-center justify-center rounded-full bg-poppy-600 text-white shadow-lg ring-2 ring-white transition hover:bg-poppy-700"
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
  );
}

import { LOADING_OVERLAY } from '@shop/contract';
import { useEffect, useState } from 'react';
import { useFetchers, useNavigation } from 'react-router';

import { useLabels } from '../lib/labels/labels';

// Quick answers should not flash a veil over the page; only work that takes noticeably long shows it.
const SHOW_AFTER_MS = 300;

/**
 * The spec's full-screen translucent loading overlay, shown while real work is pending: a page
 * navigation or a form/fetcher submission that has taken longer than a moment. Never on a timer
 * of its own.
 */
export function LoadingOverlay() {
  const labels = useLabels('TopHeader');
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== 'idle' || fetchers.some((fetcher) => fetcher.state !== 'idle');
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!busy) return;
    const timer = window.setTimeout(() => setShown(true), SHOW_AFTER_MS);
    return () => {
      window.clearTimeout(timer);
      setShown(false);
    };
  }, [busy]);

  if (!busy || !shown) return null;
  return (
    <div
      className="fixed inset-0 flex items-center justify-center"
      style={{ zIndex: LOADING_OVERLAY.zIndex, backgroundColor: `rgb(255 255 255 / ${LOADING_OVERLAY.opacity})` }}
      data-testid="loading-overlay"
    >
      <div role="status" className="flex flex-col items-center gap-3 text-olive-900">
        <span
          aria-hidden="true"
          className="size-12 animate-spin rounded-full border-4 border-olive-200 border-t-olive-700"
        />
        <span className="font-semibold">{labels.lbl_header_loading}</span>
      </div>
    </div>
  );
}

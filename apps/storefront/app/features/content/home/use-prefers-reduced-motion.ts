import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/**
 * Whether the shopper asked for reduced motion; undefined on the server and during hydration,
 * when nothing may move yet anyway.
 */
export function usePrefersReducedMotion(): boolean | undefined {
  return useSyncExternalStore<boolean | undefined>(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => undefined,
  );
}

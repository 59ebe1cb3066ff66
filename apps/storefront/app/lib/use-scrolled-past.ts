import { useSyncExternalStore } from 'react';

function subscribe(onScroll: () => void): () => void {
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => window.removeEventListener('scroll', onScroll);
}

/** Whether the page is scrolled further down than `offsetPx` (false on the server). */
export function useScrolledPast(offsetPx: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > offsetPx,
    () => false,
  );
}

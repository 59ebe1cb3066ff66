import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/** False in the server's HTML and during hydration, true once the browser has taken over. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

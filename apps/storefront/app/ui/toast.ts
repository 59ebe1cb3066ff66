import type { LanguageCode } from '@shop/contract';
import { useSyncExternalStore } from 'react';
import type { TypeOptions } from 'react-toastify';

import { translateMessage } from '../lib/messages';

/** The spec's toast kinds: success, info, warning, error and default. */
export type ToastKind = Exclude<TypeOptions, undefined>;

// react-toastify (its code and its stylesheet) loads with the first toast, not with every page:
// most visits never show one. Toasts shown before its area is on the page wait in its queue.
let toastsShown = false;
const listeners = new Set<() => void>();

/** Shows a spec message as a toast, in the page's language. */
export function notify(kind: ToastKind, message: string, language: LanguageCode): void {
  const text = translateMessage(message, language);
  if (!toastsShown) {
    toastsShown = true;
    for (const listener of listeners) listener();
  }
  import('./toast-runtime')
    .then(({ showToast }) => showToast(kind, text))
    .catch(() => {
      // The toast's code could not load (offline, or a new release replaced it): still say it.
      window.alert(text);
    });
}

/** Whether the page has shown a toast yet, so the toast area is worth loading. */
export function useToastsShown(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toastsShown,
    () => false,
  );
}

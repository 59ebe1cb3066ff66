import type { LanguageCode } from '@shop/contract';
import { useSyncExternalStore } from 'react';

import type { ToastKind } from './toast-kind';

// Named with notify by its callers; the type lives apart so the lazily loaded toast-runtime needs nothing of this file.
export type { ToastKind };

// react-toastify (its code and its stylesheet) loads with the first toast, not with every page:
// most visits never show one. Toasts shown before its area is on the page wait in its queue.
let toastsShown = false;
const listeners = new Set<() => void>();

/** Shows a spec message as a toast, in the page's language (its translations load with the first toast too). */
export function notify(kind: ToastKind, message: string, language: LanguageCode): void {
  if (!toastsShown) {
    toastsShown = true;
    for (const listener of listeners) listener();
  }
  const translated = import('../lib/messages').then(({ translateMessage }) => translateMessage(message, language));
  Promise.all([import('./toast-runtime'), translated])
    .then(([{ showToast }, text]) => showToast(kind, text))
    .catch(() => {
      // The toast's code could not load (offline, or a new release replaced it): still say it.
      void translated.catch(() => message).then((text) => window.alert(text));
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

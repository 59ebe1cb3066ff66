import type { LanguageCode } from '@shop/contract';
import { type TypeOptions, toast } from 'react-toastify';

import { translateMessage } from './messages';

/** The spec's toast kinds: success, info, warning, error and default. */
export type ToastKind = Exclude<TypeOptions, undefined>;

/** Shows a spec message as a toast, in the page's language. */
export function notify(kind: ToastKind, message: string, language: LanguageCode): void {
  toast(translateMessage(message, language), { type: kind });
}

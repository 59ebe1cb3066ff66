import type { LanguageCode } from '@shop/contract';
import type { FormEvent } from 'react';

import { notify } from '../toast';

/**
 * Stops a form that breaks one of its rules (spec section 5: an error toast, the form not sent)
 * and puts the cursor in the field at fault, so keyboard and screen-reader users land where the
 * message points. Returns whether the form was stopped.
 */
export function stopInvalidSubmit(
  event: FormEvent<HTMLFormElement>,
  failure: { field?: string; message: string } | null,
  language: LanguageCode,
): boolean {
  if (!failure) return false;
  event.preventDefault();
  notify('error', failure.message, language);
  const field = failure.field ? event.currentTarget.elements.namedItem(failure.field) : null;
  if (field instanceof HTMLElement) field.focus();
  return true;
}

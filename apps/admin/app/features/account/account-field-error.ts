// Form errors of "My account" in the admin's language: the shared kinds through fieldErrorText,
// plus a too-common new password and a code that is not six digits.
import type { FieldError } from 'react-hook-form';
import { Messages } from '@shop/contract';
import type { Translate } from '../../i18n/i18n';
import { fieldErrorText } from '../../lib/form-errors';
import type { AccountMessageKey } from './messages';

export function accountFieldError(
  error: FieldError | undefined,
  t: Translate,
  m: (key: AccountMessageKey) => string,
): string | undefined {
  if (error?.message === Messages.commonPassword) return m('commonPassword');
  return fieldErrorText(error, t);
}

/** An authenticator code's error: the contract's "Expected the 6 digits…" or a message set from the server's answer. */
export function codeFieldError(
  error: { type?: string; message?: string } | undefined,
  m: (key: AccountMessageKey) => string,
) {
  if (!error) return undefined;
  return error.type === 'server' && error.message ? error.message : m('codeFormat');
}

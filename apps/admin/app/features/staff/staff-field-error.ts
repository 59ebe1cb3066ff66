// Form errors of the staff screens in the admin's language: the shared kinds (required, too long,
// an email) through fieldErrorText, plus the ones only these forms have.
import type { FieldError } from 'react-hook-form';
import { Messages } from '@shop/contract';
import type { Translate } from '../../i18n/i18n';
import { fieldErrorText } from '../../lib/form-errors';
import type { StaffMessageKey } from './messages';

export function staffFieldError(
  error: FieldError | undefined,
  t: Translate,
  m: (key: StaffMessageKey) => string,
): string | undefined {
  if (error?.message === Messages.commonPassword) return m('commonPassword');
  return fieldErrorText(error, t);
}

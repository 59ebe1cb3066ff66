// Form errors in the admin's language. The contract's zod schemas check the form in the browser
// exactly as the server will; their English messages are turned into the member's language by kind.
import type { FieldError } from 'react-hook-form';
import type { Translate } from '../i18n/i18n';

export function fieldErrorText(error: FieldError | undefined, t: Translate): string | undefined {
  if (!error) return undefined;
  const message = error.message ?? '';
  const limit = /(\d+)/.exec(message)?.[1];
  switch (error.type) {
    case 'too_small':
      return limit && limit !== '1' ? t('form.tooShort', { min: limit }) : t('form.required');
    case 'too_big':
      return limit ? t('form.tooLong', { max: limit }) : message;
    case 'invalid_format':
      return /email/i.test(message) ? t('form.email') : t('form.format');
    case 'invalid_type':
      return t('form.required');
    default:
      return /is required$/.test(message) ? t('form.required') : message || t('form.format');
  }
}

import type { Translate } from '../i18n/i18n';
import { ApiError } from './api';
import { problemText } from './problem-text';

/**
 * What to tell staff about a failed call, in their language: the admin's own words for the general
 * failures (no connection, a role refused, a server fault), otherwise the refusal translated by its
 * code (the server's sentence in English).
 */
export function errorText(error: unknown, t: Translate): string {
  if (!(error instanceof ApiError)) return t('app.unexpected');
  if (error.status === 0) return t('app.networkError');
  const setUpFirst = error.code === 'TWO_FACTOR_SETUP_REQUIRED' || error.body.twoFactorSetupRequired === true;
  if (setUpFirst) return t('app.setUpTwoFactorFirst');
  if (error.code === 'ROLE_NOT_ALLOWED' || (error.status === 403 && !error.code)) return t('app.forbidden');
  // A fault of the server says nothing staff can act on; a 502 or 503 with a code does (try again).
  if (error.code === 'UNEXPECTED' || (error.status >= 500 && !error.code)) return t('app.unexpected');
  return problemText(error, t.language);
}

/**
 * The text for the form field a refusal names (`error.field`), without the field's name: the
 * translation of its code, or the reason as the server wrote it (a rule of the contract's schemas,
 * which the forms check in the browser first).
 */
export function serverFieldText(error: ApiError, t: Translate): string {
  if (!error.code || error.code === 'INVALID_INPUT') return error.detail;
  return t.language === 'ar' ? problemText(error, 'ar') : error.detail;
}

import type { Translate } from '../i18n/i18n';
import { ApiError } from './api';

/** What to tell staff about a failed call, in their language where the failure is a general one. */
export function errorText(error: unknown, t: Translate): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return t('app.networkError');
    if (error.status === 403) return t(error.body.twoFactorSetupRequired ? 'app.setUpTwoFactorFirst' : 'app.forbidden');
    if (error.status >= 500) return t('app.unexpected');
    return error.message;
  }
  return t('app.unexpected');
}

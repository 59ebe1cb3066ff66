import { useI18n } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import { Notice } from '../../ui/notice';

/** What the payments screen shows, inside the admin's frame, when the last run cannot be loaded. */
export function PaymentRouteError({ error }: { error: unknown }) {
  const { t } = useI18n();
  return (
    <div className="max-w-2xl">
      <Notice tone="error">{error instanceof ApiError ? errorText(error, t) : t('app.unexpected')}</Notice>
    </div>
  );
}

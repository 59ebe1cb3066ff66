import { isRouteErrorResponse } from 'react-router';
import { useI18n, useMessages } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import { Notice } from '../../ui/notice';
import { BackToOrders } from './back-to-orders';
import { orderMessages } from './messages';

/** What an orders screen shows, inside the admin's frame, when its order or list cannot be loaded. */
export function OrderRouteError({ error }: { error: unknown }) {
  const { t } = useI18n();
  const m = useMessages(orderMessages);
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="max-w-2xl space-y-4">
      <BackToOrders />
      <Notice tone="error">
        {missing ? m('notFound') : error instanceof ApiError ? errorText(error, t) : t('app.unexpected')}
      </Notice>
    </div>
  );
}

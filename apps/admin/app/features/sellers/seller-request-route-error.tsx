import { isRouteErrorResponse } from 'react-router';
import { useI18n, useMessages } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import { Notice } from '../../ui/notice';
import { BackToSellerRequests } from './back-to-seller-requests';
import { sellerMessages } from './messages';

/** What a seller requests screen shows, inside the admin's frame, when its request or list cannot be loaded. */
export function SellerRequestRouteError({ error }: { error: unknown }) {
  const { t } = useI18n();
  const m = useMessages(sellerMessages);
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="max-w-2xl space-y-4">
      <BackToSellerRequests />
      <Notice tone="error">
        {missing ? m('notFound') : error instanceof ApiError ? errorText(error, t) : t('app.unexpected')}
      </Notice>
    </div>
  );
}

import { useI18n, useMessages } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import { Notice } from '../../ui/notice';
import { PageHeader } from '../../ui/page-header';
import { subscriberMessages } from './messages';

/** What the list shows, inside the admin's frame, when it cannot be loaded. */
export function SubscriberRouteError({ error }: { error: unknown }) {
  const { t } = useI18n();
  const m = useMessages(subscriberMessages);
  return (
    <div className="max-w-2xl">
      <PageHeader title={m('title')} />
      <Notice tone="error">{error instanceof ApiError ? errorText(error, t) : t('app.unexpected')}</Notice>
    </div>
  );
}

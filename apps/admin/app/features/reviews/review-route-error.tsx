import { useI18n, useMessages } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import { Notice } from '../../ui/notice';
import { PageHeader } from '../../ui/page-header';
import { reviewMessages } from './messages';

/** What the queue shows, inside the admin's frame, when its list cannot be loaded. */
export function ReviewRouteError({ error }: { error: unknown }) {
  const { t } = useI18n();
  const m = useMessages(reviewMessages);
  return (
    <div className="max-w-2xl">
      <PageHeader title={m('title')} />
      <Notice tone="error">{error instanceof ApiError ? errorText(error, t) : t('app.unexpected')}</Notice>
    </div>
  );
}

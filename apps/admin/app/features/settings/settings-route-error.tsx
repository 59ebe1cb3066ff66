import { useI18n, useMessages } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import { Notice } from '../../ui/notice';
import { PageHeader } from '../../ui/page-header';
import { settingsMessages } from './messages';

/** What the settings screen shows, inside the admin's frame, when the settings cannot be loaded (403 for a non-owner). */
export function SettingsRouteError({ error }: { error: unknown }) {
  const { t } = useI18n();
  const m = useMessages(settingsMessages);
  return (
    <div className="max-w-2xl">
      <PageHeader title={m('title')} />
      <Notice tone="error">{error instanceof ApiError ? errorText(error, t) : t('app.unexpected')}</Notice>
    </div>
  );
}

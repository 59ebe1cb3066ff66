import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useI18n, useMessages } from '../../i18n/i18n';
import { errorText } from '../../lib/error-text';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Notice } from '../../ui/notice';
import { signOutEverywhere } from './account-api';
import { accountMessages } from './messages';

/** Ends every session of the member (a lost phone, a shared computer), then back to sign-in. */
export function SignOutEverywhere() {
  const { t } = useI18n();
  const m = useMessages(accountMessages);
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string>();

  const leave = async () => {
    setFailure(undefined);
    try {
      await signOutEverywhere();
      await navigate('/login', { replace: true });
    } catch (error) {
      setFailure(errorText(error, t));
    }
  };

  return (
    <div className="space-y-4">
      {failure && <Notice tone="error">{failure}</Notice>}
      <p className="text-sm text-stone-700">{m('devicesIntro')}</p>
      <ConfirmDialog
        trigger={<Button variant="secondary">{t('app.signOutEverywhere')}</Button>}
        title={m('signOutEverywhereTitle')}
        description={m('signOutEverywhereDescription')}
        confirmLabel={t('app.signOutEverywhere')}
        onConfirm={() => void leave()}
      />
    </div>
  );
}

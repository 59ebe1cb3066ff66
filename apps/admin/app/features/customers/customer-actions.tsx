// What staff do for a customer besides disabling: mail a password-reset code, download their data,
// and (the owner only) erase them. Each outcome is announced and takes the focus.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { AdminCustomerDetail } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { errorText } from '../../lib/error-text';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { useMember } from '../session/use-member';
import { downloadCustomerExport, sendResetCode } from './customer-api';
import { isolated } from './customer-view';
import { EraseDialog } from './erase-dialog';
import { customerMessages } from './messages';

/** One action with the sentence that explains it, read out with the button. */
function Action({ hint, children }: { hint: string; children: (hintId: string) => ReactNode }) {
  const hintId = useId();
  return (
    <div className="space-y-1">
      {children(hintId)}
      <p id={hintId} className="text-xs text-stone-600">
        {hint}
      </p>
    </div>
  );
}

export function CustomerActions({
  customer,
  onErased,
}: {
  customer: AdminCustomerDetail;
  onErased: (customer: AdminCustomerDetail) => void;
}) {
  const { t, locale } = useI18n();
  const m = useMessages(customerMessages);
  const member = useMember();
  const [busy, setBusy] = useState<'reset' | 'export'>();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string }>();
  const noticeBox = useRef<HTMLDivElement>(null);
  const email = isolated(customer.email);
  const disabled = customer.disabledAt !== null;

  useEffect(() => {
    if (notice) noticeBox.current?.focus();
  }, [notice]);

  const run = async (action: 'reset' | 'export', task: () => Promise<string>) => {
    setNotice(undefined);
    setBusy(action);
    try {
      setNotice({ tone: 'success', text: await task() });
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(error, t) });
    } finally {
      setBusy(undefined);
    }
  };

  const mailCode = () =>
    run('reset', async () => {
      const sent = await sendResetCode(customer.id);
      return m('resetCodeSent', {
        email,
        language: m(sent.language === 'ar' ? 'languageAr' : 'languageEn'),
        minutes: sent.validMinutes.toLocaleString(locale),
      });
    });

  const download = () =>
    run('export', async () => m('exported', { file: isolated(await downloadCustomerExport(customer.id)) }));

  return (
    <div className="space-y-4">
      <Action hint={disabled ? m('resetCodeNeedsEnabled') : m('resetCodeHint', { email })}>
        {(hintId) => (
          <Button
            variant="secondary"
            aria-describedby={hintId}
            disabled={busy !== undefined || disabled}
            onClick={() => void mailCode()}
          >
            {busy === 'reset' ? m('sendingResetCode') : m('resetCode')}
          </Button>
        )}
      </Action>
      <Action hint={m('exportHint')}>
        {(hintId) => (
          <Button
            variant="secondary"
            aria-describedby={hintId}
            disabled={busy !== undefined}
            onClick={() => void download()}
          >
            {busy === 'export' ? m('exporting') : m('exportData')}
          </Button>
        )}
      </Action>
      {/* Erasing is the owner's decision; the server refuses everyone else too. */}
      {member.role === 'owner' && (
        <Action hint={m('eraseHint')}>
          {(hintId) => (
            <EraseDialog customer={customer} describedBy={hintId} disabled={busy !== undefined} onErased={onErased} />
          )}
        </Action>
      )}
      <div ref={noticeBox} tabIndex={-1} className="empty:hidden focus:outline-none">
        {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      </div>
    </div>
  );
}

// Disabling (after a warning: every session ends) or enabling a customer's account; the outcome is
// announced and takes the focus, since the button that was pressed is replaced by its opposite.
import { useEffect, useRef, useState } from 'react';
import type { AdminCustomer } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { errorText } from '../../lib/error-text';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Notice } from '../../ui/notice';
import { disableCustomer, enableCustomer } from './customer-api';
import { customerName, isolated } from './customer-view';
import { customerMessages } from './messages';

export function AccountAccess({
  customer,
  onChanged,
}: {
  customer: AdminCustomer;
  onChanged: (customer: AdminCustomer) => void;
}) {
  const { t } = useI18n();
  const m = useMessages(customerMessages);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string }>();
  const noticeBox = useRef<HTMLDivElement>(null);
  const name = customerName(customer);
  const disabled = customer.disabledAt !== null;

  useEffect(() => {
    if (notice) noticeBox.current?.focus();
  }, [notice]);

  const change = async (disable: boolean) => {
    setNotice(undefined);
    setBusy(true);
    try {
      const changed = await (disable ? disableCustomer : enableCustomer)(customer.id);
      onChanged(changed);
      setNotice({ tone: 'success', text: m(disable ? 'disabled' : 'enabled', { name }) });
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(error, t) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {disabled ? (
          <Button variant="secondary" disabled={busy} onClick={() => void change(false)}>
            {m('enable')}
          </Button>
        ) : (
          <ConfirmDialog
            trigger={
              <Button variant="danger" disabled={busy}>
                {m('disable')}
              </Button>
            }
            title={m('disableTitle', { name })}
            description={m('disableDescription', { email: isolated(customer.email) })}
            confirmLabel={m('disableConfirm')}
            onConfirm={() => void change(true)}
          />
        )}
      </div>
      <div ref={noticeBox} tabIndex={-1} className="empty:hidden focus:outline-none">
        {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      </div>
    </div>
  );
}

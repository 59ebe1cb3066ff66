// Erasing a customer: the owner types the customer's email to confirm, since it cannot be undone.
// A refusal (already erased, or the server's reason) is shown in the dialog and changes nothing.
import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState, type FormEvent } from 'react';
import type { AdminCustomerDetail } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { errorText } from '../../lib/error-text';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { Notice } from '../../ui/notice';
import { eraseCustomer } from './customer-api';
import { customerName, isolated, sameEmail } from './customer-view';
import { customerMessages } from './messages';

export function EraseDialog({
  customer,
  describedBy,
  disabled,
  onErased,
}: {
  customer: AdminCustomerDetail;
  /** The id of the sentence that explains erasing, read out with the button. */
  describedBy: string;
  disabled: boolean;
  onErased: (customer: AdminCustomerDetail) => void;
}) {
  const m = useMessages(customerMessages);
  const [open, setOpen] = useState(false);
  const erased = useRef(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="danger" aria-describedby={describedBy} disabled={disabled}>
          {m('erase')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/30" />
        <Dialog.Content
          // Once erased, the button that opened it is gone: the screen's announcement takes the focus.
          onCloseAutoFocus={(event) => {
            if (erased.current) event.preventDefault();
          }}
          className="fixed start-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl rtl:translate-x-1/2"
        >
          {open && (
            <EraseForm
              customer={customer}
              onDone={(changed) => {
                erased.current = true;
                setOpen(false);
                onErased(changed);
              }}
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function EraseForm({
  customer,
  onDone,
}: {
  customer: AdminCustomerDetail;
  onDone: (customer: AdminCustomerDetail) => void;
}) {
  const { t } = useI18n();
  const m = useMessages(customerMessages);
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    if (!sameEmail(typed, customer.email)) {
      setFieldError(m('eraseEmailMismatch'));
      return;
    }
    setFieldError(undefined);
    setSending(true);
    try {
      onDone(await eraseCustomer(customer.id, typed.trim()));
    } catch (error) {
      setFailure(errorText(error, t));
      setSending(false);
    }
  };

  return (
    <>
      <Dialog.Title className="text-lg font-semibold">{m('eraseTitle', { name: customerName(customer) })}</Dialog.Title>
      <Dialog.Description className="mt-2 text-sm text-stone-700">{m('eraseDescription')}</Dialog.Description>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 space-y-4">
        {failure && <Notice tone="error">{failure}</Notice>}
        <TextField
          label={m('eraseTypeEmail', { email: isolated(customer.email) })}
          type="email"
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          value={typed}
          error={fieldError}
          onChange={(event) => setTyped(event.target.value)}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Dialog.Close asChild>
            <Button variant="secondary" disabled={sending}>
              {t('app.cancel')}
            </Button>
          </Dialog.Close>
          <Button type="submit" variant="danger" disabled={sending}>
            {sending ? m('erasing') : m('eraseConfirm')}
          </Button>
        </div>
      </form>
    </>
  );
}

// The refund: the whole order's remainder or units of each line (bounded by what is left of it),
// restocked or not, with an optional reason. The server works out the amount and answers the order;
// a refusal (a provider's reason, or nothing left) is shown here and changes nothing. The buttons
// are disabled while it is sent, so a double click sends it once.
import * as Dialog from '@radix-ui/react-dialog';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ORDER_ACTION_REASON_MAX_LENGTH, type AdminOrderDetail, type AdminOrderRefundBody } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { errorText } from '../../lib/error-text';
import { Button } from '../../ui/button';
import { CheckboxField } from '../../ui/field';
import { formatCents } from '../../ui/money';
import { Notice } from '../../ui/notice';
import { orderMessages, type OrderMessageKey } from './messages';
import { refundOrder } from './order-api';
import { providerName } from './order-view';
import {
  lineKey,
  refundableLines,
  refundFormDefaults,
  refundFormSchema,
  unitsLeft,
  type RefundFormValues,
} from './refund-form-values';
import { VariantText } from './order-lines';

const controlClass =
  'block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 shadow-sm focus:border-emerald-700 focus:outline-2 focus:outline-emerald-700/30 aria-invalid:border-red-700';

export function RefundDialog({
  order,
  disabled,
  onRefunded,
}: {
  order: AdminOrderDetail;
  disabled: boolean;
  onRefunded: (order: AdminOrderDetail) => void;
}) {
  const m = useMessages(orderMessages);
  const [open, setOpen] = useState(false);
  // While the provider is asked, the dialog stays: a refund in flight is neither sent twice nor hidden.
  const [sending, setSending] = useState(false);
  const keepWhileSending = (event: Event) => {
    if (sending) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary" disabled={disabled}>
          {m('refund')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/30" />
        <Dialog.Content
          onEscapeKeyDown={keepWhileSending}
          onInteractOutside={keepWhileSending}
          className="fixed start-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl rtl:translate-x-1/2"
        >
          {open && (
            <RefundForm
              order={order}
              onSending={setSending}
              onDone={(changed) => {
                setOpen(false);
                onRefunded(changed);
              }}
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function RefundForm({
  order,
  onSending,
  onDone,
}: {
  order: AdminOrderDetail;
  onSending: (sending: boolean) => void;
  onDone: (order: AdminOrderDetail) => void;
}) {
  const { t, locale } = useI18n();
  const m = useMessages(orderMessages);
  const id = useId();
  const lines = useMemo(() => refundableLines(order.lines), [order.lines]);
  const schema = useMemo(() => refundFormSchema(order.lines), [order.lines]);
  const [failure, setFailure] = useState<string>();
  const form = useForm<RefundFormValues, unknown, AdminOrderRefundBody>({
    resolver: zodResolver(schema),
    defaultValues: refundFormDefaults(order.lines),
  });
  const { errors, isSubmitting } = form.formState;
  const scope = useWatch({ control: form.control, name: 'scope' });
  const provider = providerName(order.payments[0]?.provider ?? '', m);
  const errorOf = (message: string | undefined, values?: Record<string, string>) =>
    message ? m(message as OrderMessageKey, values) : undefined;

  const submit = form.handleSubmit(async (body) => {
    onSending(true);
    setFailure(undefined);
    try {
      onDone(await refundOrder(order.id, body));
    } catch (error) {
      setFailure(errorText(error, t));
    } finally {
      onSending(false);
    }
  });
  // A second click can land before the button re-renders as disabled: the ref stops it at once.
  const sending = useRef(false);
  const submitOnce = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    try {
      await submit(event);
    } finally {
      sending.current = false;
    }
  };

  const scopeError = errorOf(errors.scope?.message);
  const reasonError = errorOf(errors.reason?.message, { max: ORDER_ACTION_REASON_MAX_LENGTH.toLocaleString(locale) });
  return (
    <>
      <Dialog.Title className="text-lg font-semibold">{m('refundTitle', { number: order.orderNumber })}</Dialog.Title>
      <Dialog.Description className="mt-2 text-sm text-stone-700">
        {m('refundIntro', { amount: formatCents(order.refundableTotal, locale, order.currency), provider })}
      </Dialog.Description>
      <form noValidate onSubmit={(event) => void submitOnce(event)} className="mt-4 space-y-4">
        {failure && <Notice tone="error">{failure}</Notice>}
        <fieldset aria-describedby={scopeError ? `${id}-scope-error` : undefined}>
          <legend className="text-sm font-medium text-stone-800">{m('refundScope')}</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {(['lines', 'whole'] as const).map((value) => (
              <label key={value} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  value={value}
                  className="size-4 accent-emerald-700"
                  disabled={value === 'lines' && lines.length === 0}
                  {...form.register('scope')}
                />
                {m(value === 'lines' ? 'refundLines' : 'refundWhole')}
              </label>
            ))}
          </div>
          {scopeError && (
            <p id={`${id}-scope-error`} className="mt-1 text-sm text-red-700">
              {scopeError}
            </p>
          )}
        </fieldset>
        {scope === 'lines' && (
          <ul className="space-y-3">
            {lines.map((line) => {
              const max = unitsLeft(line);
              const inputId = `${id}-line-${line.id}`;
              const error = errorOf(errors.quantities?.[lineKey(line.id)]?.message, {
                max: max.toLocaleString(locale),
              });
              return (
                <li
                  key={line.id}
                  className="grid grid-cols-[1fr_5rem] items-start gap-3 border-t border-stone-100 pt-3"
                >
                  <div className="min-w-0 text-sm">
                    <label htmlFor={inputId} dir="auto" className="block font-medium text-stone-800">
                      {m('unitsToRefund', { product: line.productName, max: max.toLocaleString(locale) })}
                    </label>
                    <VariantText line={line} />
                    <p className="text-xs text-stone-600">
                      {m('unitsLeft', {
                        left: max.toLocaleString(locale),
                        quantity: line.quantity.toLocaleString(locale),
                      })}
                      {' · '}
                      {formatCents(line.unitPrice, locale, order.currency)}
                    </p>
                    {error && (
                      <p id={`${inputId}-error`} className="text-sm text-red-700">
                        {error}
                      </p>
                    )}
                  </div>
                  <input
                    id={inputId}
                    type="text"
                    inputMode="numeric"
                    autoComplete="off"
                    className={controlClass}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${inputId}-error` : undefined}
                    {...form.register(`quantities.${lineKey(line.id)}`)}
                  />
                </li>
              );
            })}
          </ul>
        )}
        <CheckboxField label={m('restock')} {...form.register('restock')} />
        <div className="space-y-1">
          <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-stone-800">
            {m('refundReason')}
          </label>
          <textarea
            id={`${id}-reason`}
            rows={2}
            dir="auto"
            maxLength={ORDER_ACTION_REASON_MAX_LENGTH}
            className={controlClass}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${id}-reason-error` : undefined}
            {...form.register('reason')}
          />
          {reasonError && (
            <p id={`${id}-reason-error`} className="text-sm text-red-700">
              {reasonError}
            </p>
          )}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Dialog.Close asChild>
            <Button variant="secondary" disabled={isSubmitting}>
              {t('app.cancel')}
            </Button>
          </Dialog.Close>
          <Button type="submit" variant="danger" disabled={isSubmitting}>
            {isSubmitting ? m('refunding') : m('refundSubmit')}
          </Button>
        </div>
      </form>
    </>
  );
}

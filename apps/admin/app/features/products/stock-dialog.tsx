// "Adjust stock" of one saved variant: a change (delta) and its required reason, sent to the API,
// and the variant's adjustment history, newest first.
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import type { StockAdjustment } from '@shop/contract';
import { ProductLimit } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { errorText, serverFieldText } from '../../lib/error-text';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { Notice } from '../../ui/notice';
import { productMessages } from './messages';
import { adjustStock, loadStockHistory } from './products-api';

export function StockDialog({
  productId,
  variantId,
  variantName,
  stock,
  onAdjusted,
}: {
  productId: number;
  variantId: number;
  variantName: string;
  stock: number;
  onAdjusted: (stock: number) => void;
}) {
  const { t, locale } = useI18n();
  const tm = useMessages(productMessages);
  const [open, setOpen] = useState(false);
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ delta?: string; reason?: string }>({});
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string }>();
  const [history, setHistory] = useState<StockAdjustment[]>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    let current = true;
    loadStockHistory(productId, variantId)
      .then((page) => current && setHistory(page.items))
      .catch(() => current && setHistory([]));
    return () => {
      current = false;
    };
  }, [open, productId, variantId]);

  const submit = async () => {
    const change = Number(delta);
    const next: typeof errors = {};
    if (!/^[-−]?\d+$/.test(delta.trim()) || change === 0 || Math.abs(change) > ProductLimit.stock) {
      next.delta = tm('deltaFormat');
    }
    if (reason.trim() === '') next.reason = t('form.required');
    else if (reason.trim().length > ProductLimit.stockReason) {
      next.reason = t('form.tooLong', { max: ProductLimit.stockReason });
    }
    setErrors(next);
    if (next.delta || next.reason) return;
    setBusy(true);
    setNotice(undefined);
    try {
      const adjustment = await adjustStock(productId, variantId, {
        delta: Number(delta.trim().replace('−', '-')),
        reason: reason.trim(),
      });
      onAdjusted(adjustment.stockAfter);
      setHistory((rows) => [adjustment, ...(rows ?? [])]);
      setNotice({ tone: 'success', text: tm('adjusted', { count: adjustment.stockAfter.toLocaleString(locale) }) });
      setDelta('');
      setReason('');
    } catch (error) {
      if (error instanceof ApiError && error.field === 'reason') setErrors({ reason: serverFieldText(error, t) });
      else if (error instanceof ApiError && error.field === 'delta') setErrors({ delta: serverFieldText(error, t) });
      else setNotice({ tone: 'error', text: errorText(error, t) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setNotice(undefined);
          setErrors({});
        }
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="secondary" aria-label={tm('adjustStockOf', { variant: variantName })}>
          {tm('adjustStock')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/30" />
        <Dialog.Content className="fixed start-1/2 top-1/2 z-50 max-h-[calc(100vh-2rem)] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl rtl:translate-x-1/2">
          <Dialog.Title className="text-lg font-semibold">
            {tm('stockDialogTitle', { variant: variantName })}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-stone-700">
            {tm('currentStock', { count: stock.toLocaleString(locale) })}
          </Dialog.Description>
          {/* The dialog's own form: its submit must not reach the product form around it (React events cross portals). */}
          <form
            noValidate
            className="mt-4 space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              event.stopPropagation();
              void submit();
            }}
          >
            {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
            <TextField
              label={tm('delta')}
              inputMode="numeric"
              dir="ltr"
              value={delta}
              error={errors.delta}
              onChange={(event) => setDelta(event.target.value)}
            />
            <TextField
              label={tm('reason')}
              hint={tm('reasonHint')}
              required
              value={reason}
              error={errors.reason}
              onChange={(event) => setReason(event.target.value)}
            />
            <div className="flex justify-end gap-2">
              <Dialog.Close asChild>
                <Button variant="secondary">{t('app.close')}</Button>
              </Dialog.Close>
              <Button type="submit" disabled={busy}>
                {tm('applyAdjustment')}
              </Button>
            </div>
          </form>
          <h3 className="mt-6 font-semibold">{tm('history')}</h3>
          {history && history.length === 0 && <p className="text-sm text-stone-600">{tm('noHistory')}</p>}
          {history && history.length > 0 && (
            <table className="mt-2 w-full text-sm">
              <caption className="sr-only">{tm('history')}</caption>
              <thead className="bg-stone-50">
                <tr>
                  <th scope="col" className="px-2 py-1 text-start">
                    {tm('when')}
                  </th>
                  <th scope="col" className="px-2 py-1 text-start">
                    {tm('change')}
                  </th>
                  <th scope="col" className="px-2 py-1 text-start">
                    {tm('after')}
                  </th>
                  <th scope="col" className="px-2 py-1 text-start">
                    {tm('reason')}
                  </th>
                  <th scope="col" className="px-2 py-1 text-start">
                    {tm('by')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {history.map((row) => (
                  <tr key={row.id} className="border-t border-stone-100 align-top">
                    <td className="px-2 py-1">
                      <time dateTime={row.at}>
                        {new Date(row.at).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' })}
                      </time>
                    </td>
                    <td className="px-2 py-1" dir="ltr">
                      {row.delta > 0 ? '+' : ''}
                      {row.delta.toLocaleString(locale)}
                    </td>
                    <td className="px-2 py-1">{row.stockAfter.toLocaleString(locale)}</td>
                    <td className="px-2 py-1">{row.reason}</td>
                    <td className="px-2 py-1" dir="ltr">
                      {row.staffEmail ?? tm('removedMember')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

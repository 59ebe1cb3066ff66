import { zodResolver } from '@hookform/resolvers/zod';
import { toDataURL } from 'qrcode';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TotpConfirmBody, type TotpEnrolment } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { errorText, serverFieldText } from '../../lib/error-text';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { Notice } from '../../ui/notice';
import { confirmTwoFactor } from './account-api';
import { codeFieldError } from './account-field-error';
import { accountMessages } from './messages';

type CodeForm = z.input<typeof TotpConfirmBody>;
const KEY_GROUP = /.{1,4}/g;

/**
 * The set-up of two-factor sign-in once started: the secret as a QR code and as text (grouped by
 * four to type, copied whole), then the app's first code, which turns it on.
 */
export function TwoFactorEnrolment({
  enrolment,
  onConfirmed,
  onCancel,
}: {
  enrolment: TotpEnrolment;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  const m = useMessages(accountMessages);
  const heading = useRef<HTMLHeadingElement>(null);
  const [qr, setQr] = useState<string>();
  const [copied, setCopied] = useState(false);
  const [failure, setFailure] = useState<string>();
  const form = useForm<CodeForm, unknown, TotpConfirmBody>({
    resolver: zodResolver(TotpConfirmBody),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    heading.current?.focus();
  }, []);
  useEffect(() => {
    let current = true;
    void toDataURL(enrolment.uri, { margin: 1, width: 200 }).then((url) => current && setQr(url));
    return () => {
      current = false;
    };
  }, [enrolment.uri]);

  const copy = async () => {
    await navigator.clipboard.writeText(enrolment.secret).catch(() => undefined);
    setCopied(true);
  };

  const submit = form.handleSubmit(async (body) => {
    setFailure(undefined);
    try {
      await confirmTwoFactor(body);
      onConfirmed();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'TWO_FACTOR_CONFIRM_CODE_WRONG') {
        form.setError('code', { type: 'server', message: m('wrongCode') }, { shouldFocus: true });
      } else if (error instanceof ApiError && error.field === 'code') {
        form.setError('code', { type: 'server', message: serverFieldText(error, t) }, { shouldFocus: true });
      } else {
        setFailure(errorText(error, t));
      }
    }
  });

  return (
    <div className="space-y-4 rounded-md border border-emerald-200 bg-emerald-50/40 p-4">
      <h3 ref={heading} tabIndex={-1} className="font-semibold text-stone-900 focus:outline-none">
        {m('start')}
      </h3>
      {failure && <Notice tone="error">{failure}</Notice>}
      <ol className="list-decimal space-y-4 ps-5 text-sm text-stone-800">
        <li className="space-y-2">
          <p>{m('scanStep')}</p>
          {qr ? (
            <img
              src={qr}
              alt={m('qrAlt')}
              width={200}
              height={200}
              className="rounded border border-stone-200 bg-white"
            />
          ) : (
            <div className="size-[200px] rounded border border-stone-200 bg-white" aria-hidden="true" />
          )}
        </li>
        <li className="space-y-2">
          <p>{m('keyStep')}</p>
          <div className="flex flex-wrap items-center gap-2">
            <code
              dir="ltr"
              className="rounded bg-white px-2 py-1 font-mono text-sm tracking-wider break-all text-stone-900"
            >
              {enrolment.secret.match(KEY_GROUP)?.join(' ')}
            </code>
            <Button variant="secondary" onClick={() => void copy()}>
              {m('copyKey')}
            </Button>
          </div>
          <p role="status" className="text-xs text-emerald-900">
            {copied ? m('copied') : ''}
          </p>
        </li>
        <li>
          <form noValidate onSubmit={submit} className="space-y-3">
            <p>{m('codeStep')}</p>
            <div className="max-w-48">
              <TextField
                label={m('code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                dir="ltr"
                error={codeFieldError(errors.code, m)}
                {...form.register('code')}
              />
            </div>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? t('app.saving') : m('confirm')}
              </Button>
              <Button variant="ghost" onClick={onCancel}>
                {t('app.cancel')}
              </Button>
            </div>
          </form>
        </li>
      </ol>
    </div>
  );
}

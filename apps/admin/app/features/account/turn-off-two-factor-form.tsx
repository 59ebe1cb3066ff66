import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { TotpDisableBody } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { errorText, serverFieldText } from '../../lib/error-text';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { Notice } from '../../ui/notice';
import { turnOffTwoFactor } from './account-api';
import { accountFieldError, codeFieldError } from './account-field-error';
import { accountMessages } from './messages';

// Both fields are on the form; an empty one is not sent, and the contract wants one of them.
const TurnOffForm = z
  .object({ code: z.string(), password: z.string() })
  .transform(({ code, password }): { code?: unknown; password?: string } => ({
    ...(code.trim() === '' ? {} : { code }),
    ...(password === '' ? {} : { password }),
  }))
  .pipe(TotpDisableBody);

/** Turns the member's own two-factor sign-in off, proved by a code from the app or the password. */
export function TurnOffTwoFactorForm({ onTurnedOff }: { onTurnedOff: () => void }) {
  const { t } = useI18n();
  const m = useMessages(accountMessages);
  const [failure, setFailure] = useState<string>();
  const form = useForm<z.input<typeof TurnOffForm>, unknown, TotpDisableBody>({
    resolver: zodResolver(TurnOffForm),
    defaultValues: { code: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    setFailure(undefined);
    try {
      await turnOffTwoFactor(body);
      onTurnedOff();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'TWO_FACTOR_DISABLE_CODE_WRONG') {
        form.setError('code', { type: 'server', message: m('usedCode') }, { shouldFocus: true });
      } else if (error instanceof ApiError && error.code === 'TWO_FACTOR_PASSWORD_WRONG') {
        form.setError('password', { type: 'server', message: m('wrongPassword') }, { shouldFocus: true });
      } else if (error instanceof ApiError && (error.field === 'code' || error.field === 'password')) {
        form.setError(error.field, { type: 'server', message: serverFieldText(error, t) }, { shouldFocus: true });
      } else {
        setFailure(errorText(error, t));
      }
    }
  });
  // The contract's "a code or the password" refusal is reported on the code field.
  const codeError = errors.code?.type === 'custom' ? m('codeOrPassword') : codeFieldError(errors.code, m);

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <h3 className="font-semibold text-stone-900">{m('turnOffHeading')}</h3>
      <p className="text-sm text-stone-700">{m('turnOffIntro')}</p>
      {failure && <Notice tone="error">{failure}</Notice>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={m('turnOffCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          dir="ltr"
          error={codeError}
          {...form.register('code')}
        />
        <TextField
          label={m('turnOffPassword')}
          type="password"
          autoComplete="current-password"
          error={accountFieldError(errors.password, t, m)}
          {...form.register('password')}
        />
      </div>
      <Button type="submit" variant="danger" disabled={isSubmitting}>
        {isSubmitting ? t('app.saving') : m('turnOff')}
      </Button>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { UpdateOwnStaffBody } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { errorText, serverFieldText } from '../../lib/error-text';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { Notice } from '../../ui/notice';
import { updateOwnAccount } from './account-api';
import { accountFieldError } from './account-field-error';
import { accountMessages } from './messages';

type PasswordForm = z.input<typeof UpdateOwnStaffBody>;
const EMPTY = { currentPassword: '', password: '' };

/** A new password, proved with the current one; the member's other sessions end, this one stays. */
export function PasswordForm({ email }: { email: string }) {
  const { t } = useI18n();
  const m = useMessages(accountMessages);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string }>();
  const form = useForm<PasswordForm, unknown, UpdateOwnStaffBody>({
    resolver: zodResolver(UpdateOwnStaffBody),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ currentPassword, password }) => {
    setOutcome(undefined);
    try {
      await updateOwnAccount({ currentPassword, password });
      form.reset(EMPTY);
      setOutcome({ tone: 'success', text: m('passwordChanged') });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'CURRENT_PASSWORD_WRONG') {
        form.setError('currentPassword', { type: 'server', message: m('wrongCurrentPassword') }, { shouldFocus: true });
      } else if (error instanceof ApiError && error.field === 'password') {
        form.setError('password', { type: 'server', message: serverFieldText(error, t) }, { shouldFocus: true });
      } else {
        setOutcome({ tone: 'error', text: errorText(error, t) });
      }
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
      {/* Lets a password manager file the new password under the right account. */}
      <input type="email" autoComplete="username" value={email} readOnly hidden />
      <TextField
        label={m('currentPassword')}
        type="password"
        autoComplete="current-password"
        error={accountFieldError(errors.currentPassword, t, m)}
        {...form.register('currentPassword')}
      />
      <TextField
        label={m('newPassword')}
        hint={m('newPasswordHint')}
        type="password"
        autoComplete="new-password"
        error={accountFieldError(errors.password, t, m)}
        {...form.register('password')}
      />
      <Button type="submit" variant="secondary" disabled={isSubmitting}>
        {isSubmitting ? t('app.saving') : m('changePassword')}
      </Button>
    </form>
  );
}

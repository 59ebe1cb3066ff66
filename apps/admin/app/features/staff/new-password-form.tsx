import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CreateStaffBody, type StaffMember } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { errorText, serverFieldText } from '../../lib/error-text';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { Notice } from '../../ui/notice';
import { staffMessages } from './messages';
import { updateStaffMember } from './staff-api';
import { staffFieldError } from './staff-field-error';

const NewPassword = CreateStaffBody.pick({ password: true });
type NewPassword = z.infer<typeof NewPassword>;

/** Sets another member's password (they forgot theirs); the server signs them out everywhere. */
export function NewPasswordForm({ member }: { member: StaffMember }) {
  const { t } = useI18n();
  const m = useMessages(staffMessages);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string }>();
  const form = useForm<NewPassword>({ resolver: zodResolver(NewPassword), defaultValues: { password: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ password }) => {
    setOutcome(undefined);
    try {
      await updateStaffMember(member.id, { password });
      form.reset({ password: '' });
      setOutcome({ tone: 'success', text: m('passwordSet') });
    } catch (error) {
      if (error instanceof ApiError && error.field === 'password') {
        form.setError('password', { type: 'server', message: serverFieldText(error, t) }, { shouldFocus: true });
      } else {
        setOutcome({ tone: 'error', text: errorText(error, t) });
      }
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-stone-700">{m('newPasswordIntro')}</p>
      {outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
      <TextField
        label={m('newPassword')}
        hint={m('passwordHint')}
        type="password"
        autoComplete="new-password"
        error={staffFieldError(errors.password, t, m)}
        {...form.register('password')}
      />
      <Button type="submit" variant="secondary" disabled={isSubmitting}>
        {isSubmitting ? t('app.saving') : m('setPassword')}
      </Button>
    </form>
  );
}

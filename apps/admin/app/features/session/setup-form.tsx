import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { CreateStaffBody } from '@shop/contract';
import { useI18n } from '../../i18n/i18n';
import { errorText } from '../../lib/error-text';
import { fieldErrorText } from '../../lib/form-errors';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { Notice } from '../../ui/notice';
import { createFirstOwner } from './session-api';

const SetupForm = CreateStaffBody.omit({ role: true, language: true }).extend({
  token: z.string().trim().min(1),
});
type SetupForm = z.input<typeof SetupForm>;

export function SetupScreenForm() {
  const { t, language } = useI18n();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string>();
  const form = useForm<SetupForm>({
    resolver: zodResolver(SetupForm),
    defaultValues: { token: '', name: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ token, ...owner }) => {
    setFailure(undefined);
    try {
      await createFirstOwner(token, { ...owner, language });
      await navigate('/login?setup=done', { replace: true });
    } catch (error) {
      setFailure(errorText(error, t));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-stone-700">{t('setup.intro')}</p>
      {failure && <Notice tone="error">{failure}</Notice>}
      <TextField
        label={t('setup.tokenLabel')}
        hint={t('setup.tokenHint')}
        type="password"
        autoComplete="off"
        dir="ltr"
        error={fieldErrorText(errors.token, t)}
        {...form.register('token')}
      />
      <TextField
        label={t('setup.name')}
        autoComplete="name"
        error={fieldErrorText(errors.name, t)}
        {...form.register('name')}
      />
      <TextField
        label={t('setup.email')}
        type="email"
        autoComplete="username"
        dir="ltr"
        error={fieldErrorText(errors.email, t)}
        {...form.register('email')}
      />
      <TextField
        label={t('setup.password')}
        hint={t('setup.passwordHint')}
        type="password"
        autoComplete="new-password"
        error={fieldErrorText(errors.password, t)}
        {...form.register('password')}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t('app.saving') : t('setup.submit')}
      </Button>
    </form>
  );
}

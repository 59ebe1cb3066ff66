import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { StaffLoginBody } from '@shop/contract';
import { useI18n } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import { fieldErrorText } from '../../lib/form-errors';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { Notice } from '../../ui/notice';
import { signIn } from './session-api';

const LoginForm = StaffLoginBody.extend({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'Expected 6 digits' })
    .optional()
    .or(z.literal('')),
});
type LoginForm = z.input<typeof LoginForm>;

export function LoginScreenForm({ notice }: { notice?: string }) {
  const { t, setLanguage } = useI18n();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string>();
  const [askCode, setAskCode] = useState(false);
  const form = useForm<LoginForm>({
    resolver: zodResolver(LoginForm),
    defaultValues: { email: '', password: '', code: '' },
  });
  const { errors, isSubmitting } = form.formState;
  // The code field appears after the password was accepted: take the member straight to it.
  useEffect(() => {
    if (askCode) form.setFocus('code');
  }, [askCode, form]);

  const submit = form.handleSubmit(async ({ email, password, code }) => {
    setFailure(undefined);
    try {
      const { staff } = await signIn({ email, password, ...(code ? { code } : {}) });
      setLanguage(staff.language);
      await navigate('/', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.body.twoFactorRequired === true) {
        setAskCode(true);
        if (!code) return;
      }
      setFailure(errorText(error, t));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {notice && <Notice tone="success">{notice}</Notice>}
      {failure && <Notice tone="error">{failure}</Notice>}
      <TextField
        label={t('login.email')}
        type="email"
        autoComplete="username"
        dir="ltr"
        error={fieldErrorText(errors.email, t)}
        {...form.register('email')}
      />
      <TextField
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        error={fieldErrorText(errors.password, t)}
        {...form.register('password')}
      />
      {askCode && (
        <TextField
          label={t('login.code')}
          hint={t('login.codeHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          dir="ltr"
          error={fieldErrorText(errors.code, t)}
          {...form.register('code')}
        />
      )}
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}

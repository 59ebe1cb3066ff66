import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { CreateStaffBody } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { errorText, serverFieldText } from '../../lib/error-text';
import { Button } from '../../ui/button';
import { SelectField, TextField } from '../../ui/field';
import { Notice } from '../../ui/notice';
import { staffMessages } from './messages';
import { NotifyChoice } from './notify-choice';
import { RoleChoice } from './role-choice';
import { createStaffMember } from './staff-api';
import { staffFieldError } from './staff-field-error';

type CreateStaffForm = z.input<typeof CreateStaffBody>;
const FIELDS = ['name', 'email', 'password', 'role', 'language', 'notifyByMail'] as const;
const isField = (name: string | undefined): name is (typeof FIELDS)[number] =>
  (FIELDS as readonly (string | undefined)[]).includes(name);

/** What the member page says after it was reached from this form. */
export interface CreatedState {
  created: string;
}

/**
 * Adds a member: name, email, a first password, role, admin language and whether they are mailed
 * about new business; then opens their page.
 */
export function CreateStaffForm() {
  const { t, language } = useI18n();
  const m = useMessages(staffMessages);
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string>();
  const form = useForm<CreateStaffForm, unknown, CreateStaffBody>({
    resolver: zodResolver(CreateStaffBody),
    defaultValues: { name: '', email: '', password: '', language, notifyByMail: false },
  });
  const { errors, isSubmitting } = form.formState;
  const role = useWatch({ control: form.control, name: 'role' });
  const fieldError = (name: (typeof FIELDS)[number]) => staffFieldError(errors[name], t, m);

  const submit = form.handleSubmit(async (body) => {
    setFailure(undefined);
    try {
      const member = await createStaffMember(body);
      const state: CreatedState = { created: member.name };
      await navigate(`/staff/${member.id}`, { state });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'STAFF_EMAIL_TAKEN') {
        form.setError('email', { type: 'server', message: m('emailTaken') }, { shouldFocus: true });
      } else if (error instanceof ApiError && isField(error.field)) {
        form.setError(error.field, { type: 'server', message: serverFieldText(error, t) }, { shouldFocus: true });
      } else {
        setFailure(errorText(error, t));
      }
    }
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      className="max-w-2xl space-y-5 rounded-lg border border-stone-200 bg-white p-4 sm:p-6"
    >
      {failure && <Notice tone="error">{failure}</Notice>}
      <TextField label={m('name')} autoComplete="off" error={fieldError('name')} {...form.register('name')} />
      <TextField
        label={m('email')}
        type="email"
        autoComplete="off"
        dir="ltr"
        error={fieldError('email')}
        {...form.register('email')}
      />
      <TextField
        label={m('password')}
        hint={m('passwordHint')}
        type="password"
        autoComplete="new-password"
        error={fieldError('password')}
        {...form.register('password')}
      />
      <RoleChoice field={form.register('role')} error={errors.role ? m('chooseRole') : undefined} />
      <SelectField
        label={m('language')}
        hint={m('languageHint')}
        error={fieldError('language')}
        {...form.register('language')}
      >
        <option value="en" lang="en">
          English
        </option>
        <option value="ar" lang="ar">
          العربية
        </option>
      </SelectField>
      <NotifyChoice field={form.register('notifyByMail')} owner={role === 'owner'} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('app.saving') : m('createSubmit')}
      </Button>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { UpdateOwnStaffBody, type StaffMember } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { errorText, serverFieldText } from '../../lib/error-text';
import { Button } from '../../ui/button';
import { CheckboxField, SelectField, TextField } from '../../ui/field';
import { Notice } from '../../ui/notice';
import { updateOwnAccount } from './account-api';
import { accountFieldError } from './account-field-error';
import { accountMessages } from './messages';

type ProfileForm = z.input<typeof UpdateOwnStaffBody>;

/**
 * The member's own name, admin language and whether they are mailed about new business; the admin
 * speaks the new language as soon as it is saved. Owners are mailed whatever they chose, so for them
 * the box shows as ticked and locked, with the reason (their stored choice is left as it is).
 */
export function ProfileForm({ member, onSaved }: { member: StaffMember; onSaved: () => void }) {
  const { t, setLanguage } = useI18n();
  const m = useMessages(accountMessages);
  // Kept as a fact, not a text: the notice is written after the switch, in the new language.
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string>();
  const form = useForm<ProfileForm, unknown, UpdateOwnStaffBody>({
    resolver: zodResolver(UpdateOwnStaffBody),
    defaultValues: { name: member.name, language: member.language, notifyByMail: member.notifyByMail },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ name, language, notifyByMail }) => {
    setSaved(false);
    setFailure(undefined);
    try {
      const { staff } = await updateOwnAccount({ name, language, notifyByMail });
      form.reset({ name: staff.name, language: staff.language, notifyByMail: staff.notifyByMail });
      setLanguage(staff.language);
      setSaved(true);
      onSaved();
    } catch (error) {
      if (error instanceof ApiError && (error.field === 'name' || error.field === 'language')) {
        form.setError(error.field, { type: 'server', message: serverFieldText(error, t) }, { shouldFocus: true });
      } else {
        setFailure(errorText(error, t));
      }
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {saved && <Notice tone="success">{t('app.saved')}</Notice>}
      {failure && <Notice tone="error">{failure}</Notice>}
      <TextField
        label={m('name')}
        autoComplete="name"
        error={accountFieldError(errors.name, t, m)}
        {...form.register('name')}
      />
      <SelectField
        label={m('language')}
        hint={m('languageHint')}
        error={accountFieldError(errors.language, t, m)}
        {...form.register('language')}
      >
        <option value="en" lang="en">
          English
        </option>
        <option value="ar" lang="ar">
          العربية
        </option>
      </SelectField>
      {member.role === 'owner' ? (
        <CheckboxField label={m('notifyByMail')} hint={m('notifyOwnerHint')} checked readOnly disabled />
      ) : (
        <CheckboxField label={m('notifyByMail')} hint={m('notifyHint')} {...form.register('notifyByMail')} />
      )}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('app.saving') : t('app.save')}
      </Button>
    </form>
  );
}

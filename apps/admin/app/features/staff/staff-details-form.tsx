import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { CreateStaffBody, StaffLanguage, StaffRole, type StaffMember, type UpdateStaffBody } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { errorText, serverFieldText } from '../../lib/error-text';
import { Button } from '../../ui/button';
import { CheckboxField, SelectField, TextField } from '../../ui/field';
import { Notice } from '../../ui/notice';
import { staffMessages } from './messages';
import { NotifyChoice } from './notify-choice';
import { RoleChoice } from './role-choice';
import { updateStaffMember } from './staff-api';
import { staffFieldError } from './staff-field-error';

// The fields of PATCH /staff/:id this form edits, checked as the server checks them.
const StaffDetails = z.object({
  name: CreateStaffBody.shape.name,
  role: StaffRole,
  language: StaffLanguage,
  active: z.boolean(),
  notifyByMail: z.boolean(),
});
type StaffDetails = z.infer<typeof StaffDetails>;
const FIELDS = ['name', 'role', 'language', 'active', 'notifyByMail'] as const;
const isField = (name: string | undefined): name is (typeof FIELDS)[number] =>
  (FIELDS as readonly (string | undefined)[]).includes(name);

const detailsOf = ({ name, role, language, active, notifyByMail }: StaffMember): StaffDetails => ({
  name,
  role,
  language,
  active,
  notifyByMail,
});

/**
 * A member's name, role, language, whether they may sign in and whether they are mailed about new
 * business (shown as always on for an owner). Only what changed is sent; the
 * server refuses (409) to leave the shop without an active owner, and that refusal is shown.
 */
export function StaffDetailsForm({ member, onSaved }: { member: StaffMember; onSaved: (member: StaffMember) => void }) {
  const { t } = useI18n();
  const m = useMessages(staffMessages);
  // What the last save came to, written out at render time (saving one's own language switches the admin's).
  const [outcome, setOutcome] = useState<'saved' | 'lastOwner' | { failure: string }>();
  const form = useForm<StaffDetails>({ resolver: zodResolver(StaffDetails), defaultValues: detailsOf(member) });
  const { errors, isSubmitting } = form.formState;
  const role = useWatch({ control: form.control, name: 'role' });

  const submit = form.handleSubmit(async (values) => {
    setOutcome(undefined);
    const saved = detailsOf(member);
    const changes: UpdateStaffBody = {};
    for (const field of FIELDS) if (values[field] !== saved[field]) Object.assign(changes, { [field]: values[field] });
    if (Object.keys(changes).length === 0) return setOutcome('saved');
    try {
      const updated = await updateStaffMember(member.id, changes);
      form.reset(detailsOf(updated));
      setOutcome('saved');
      onSaved(updated);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'LAST_OWNER') {
        setOutcome('lastOwner');
      } else if (error instanceof ApiError && isField(error.field)) {
        form.setError(error.field, { type: 'server', message: serverFieldText(error, t) }, { shouldFocus: true });
      } else {
        setOutcome({ failure: errorText(error, t) });
      }
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {outcome === 'saved' && <Notice tone="success">{t('app.saved')}</Notice>}
      {outcome === 'lastOwner' && <Notice tone="error">{m('lastOwner')}</Notice>}
      {typeof outcome === 'object' && <Notice tone="error">{outcome.failure}</Notice>}
      <TextField
        label={m('name')}
        autoComplete="off"
        error={staffFieldError(errors.name, t, m)}
        {...form.register('name')}
      />
      <RoleChoice field={form.register('role')} error={errors.role ? m('chooseRole') : undefined} />
      <SelectField
        label={m('language')}
        hint={m('languageHint')}
        error={staffFieldError(errors.language, t, m)}
        {...form.register('language')}
      >
        <option value="en" lang="en">
          English
        </option>
        <option value="ar" lang="ar">
          العربية
        </option>
      </SelectField>
      <CheckboxField label={m('active')} hint={m('activeHint')} {...form.register('active')} />
      <NotifyChoice field={form.register('notifyByMail')} owner={role === 'owner'} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('app.saving') : t('app.save')}
      </Button>
    </form>
  );
}

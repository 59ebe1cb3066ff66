// Whether a member is mailed about each new order, seller request and contact message. Owners are
// mailed whatever they chose, so for an owner the box shows as ticked and locked, with the reason;
// their stored choice stays in the form untouched (it counts again if they stop being an owner).
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useMessages } from '../../i18n/i18n';
import { CheckboxField } from '../../ui/field';
import { staffMessages } from './messages';

export function NotifyChoice({ field, owner }: { field: UseFormRegisterReturn<'notifyByMail'>; owner: boolean }) {
  const m = useMessages(staffMessages);
  if (owner) return <CheckboxField label={m('notifyByMail')} hint={m('notifyOwnerHint')} checked readOnly disabled />;
  return <CheckboxField label={m('notifyByMail')} hint={m('notifyHint')} {...field} />;
}

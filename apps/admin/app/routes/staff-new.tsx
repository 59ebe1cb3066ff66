import { BackToStaff } from '../features/staff/back-to-staff';
import { CreateStaffForm } from '../features/staff/create-staff-form';
import { staffMessages } from '../features/staff/messages';
import { useMessages } from '../i18n/i18n';
import { PageHeader } from '../ui/page-header';

export default function NewStaffMember() {
  const m = useMessages(staffMessages);
  return (
    <>
      <BackToStaff />
      <PageHeader title={m('newTitle')} intro={m('newIntro')} />
      <CreateStaffForm />
    </>
  );
}

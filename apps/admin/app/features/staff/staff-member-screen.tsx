import { Link, useLocation, useRevalidator } from 'react-router';
import type { StaffMember } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { buttonClass } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { PageHeader } from '../../ui/page-header';
import { SectionCard } from '../../ui/section-card';
import { useMember } from '../session/use-member';
import { BackToStaff } from './back-to-staff';
import type { CreatedState } from './create-staff-form';
import { MemberTwoFactor } from './member-two-factor';
import { staffMessages } from './messages';
import { NewPasswordForm } from './new-password-form';
import { StaffDetailsForm } from './staff-details-form';

/**
 * One member: their details, a new password and their two-factor sign-in. The owner's own
 * password and two-factor are theirs to change under My account (with the current password).
 */
export function StaffMemberScreen({ member }: { member: StaffMember }) {
  const { setLanguage } = useI18n();
  const m = useMessages(staffMessages);
  const me = useMember();
  const { state } = useLocation();
  const revalidator = useRevalidator();
  const own = me.id === member.id;
  const created = (state as CreatedState | null)?.created;

  const saved = (updated: StaffMember) => {
    if (own && updated.language !== member.language) setLanguage(updated.language);
    void revalidator.revalidate();
  };

  return (
    <div className="max-w-3xl space-y-6">
      <div>
        <BackToStaff />
        <PageHeader title={member.name} intro={member.email} />
        {created && <Notice tone="success">{m('created', { name: created })}</Notice>}
      </div>
      <SectionCard title={m('details')}>
        <StaffDetailsForm member={member} onSaved={saved} />
      </SectionCard>
      {own ? (
        <Notice tone="info">
          <p>{m('ownAccount')}</p>
          <Link to="/account" className={`${buttonClass('secondary')} mt-3`}>
            {m('goToAccount')}
          </Link>
        </Notice>
      ) : (
        <>
          <SectionCard title={m('newPasswordHeading')}>
            <NewPasswordForm member={member} />
          </SectionCard>
          <SectionCard title={m('twoFactor')}>
            <MemberTwoFactor member={member} onChanged={() => void revalidator.revalidate()} />
          </SectionCard>
        </>
      )}
    </div>
  );
}

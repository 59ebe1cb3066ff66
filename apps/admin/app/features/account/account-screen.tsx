import { useRevalidator } from 'react-router';
import type { StaffSessionAnswer } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { Notice } from '../../ui/notice';
import { PageHeader } from '../../ui/page-header';
import { SectionCard } from '../../ui/section-card';
import { accountMessages } from './messages';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { SignOutEverywhere } from './sign-out-everywhere';
import { TwoFactorSection } from './two-factor-section';

/**
 * "My account": every member's own name, language, password, two-factor sign-in and sessions.
 * An owner who must use two-factor sign-in (in production) is held here until it is on.
 */
export function AccountScreen({ session }: { session: StaffSessionAnswer }) {
  const { t } = useI18n();
  const m = useMessages(accountMessages);
  const revalidator = useRevalidator();
  const { staff } = session;
  // The signed-in layout reads the member again: the name in the header, and whether the other screens open.
  const refresh = () => void revalidator.revalidate();
  const mustSetUp = session.twoFactorRequired && !staff.twoFactor;

  return (
    <div className="max-w-3xl space-y-6">
      <PageHeader title={m('title')} intro={m('intro')} />
      {mustSetUp && (
        <Notice tone="info">
          <p className="font-semibold">{m('mustSetUpTitle')}</p>
          <p className="mt-1">{m('mustSetUp')}</p>
        </Notice>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium text-stone-700">{m('email')}</dt>
        <dd className="break-all">
          <span dir="ltr">{staff.email}</span>
        </dd>
        <dt className="font-medium text-stone-700">{m('role')}</dt>
        <dd>{t(`role.${staff.role}`)}</dd>
      </dl>
      <SectionCard title={m('twoFactorHeading')}>
        <TwoFactorSection member={staff} onChanged={refresh} />
      </SectionCard>
      <SectionCard title={m('profileHeading')}>
        <ProfileForm member={staff} onSaved={refresh} />
      </SectionCard>
      <SectionCard title={m('passwordHeading')}>
        <PasswordForm email={staff.email} />
      </SectionCard>
      <SectionCard title={m('devicesHeading')}>
        <SignOutEverywhere />
      </SectionCard>
    </div>
  );
}

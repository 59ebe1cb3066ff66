import { useState } from 'react';
import type { StaffMember } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { errorText } from '../../lib/error-text';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Notice } from '../../ui/notice';
import { staffMessages } from './messages';
import { updateStaffMember } from './staff-api';

/** Whether a member uses two-factor sign-in; the owner turns it off for one who lost their phone. */
export function MemberTwoFactor({ member, onChanged }: { member: StaffMember; onChanged: () => void }) {
  const { t } = useI18n();
  const m = useMessages(staffMessages);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string }>();

  const turnOff = async () => {
    setOutcome(undefined);
    try {
      await updateStaffMember(member.id, { twoFactor: false });
      setOutcome({ tone: 'success', text: m('twoFactorTurnedOff', { name: member.name }) });
      onChanged();
    } catch (error) {
      setOutcome({ tone: 'error', text: errorText(error, t) });
    }
  };

  return (
    <div className="space-y-4">
      {outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
      <p className="text-sm text-stone-700">{member.twoFactor ? m('twoFactorIsOn') : m('twoFactorIsOff')}</p>
      {member.twoFactor && (
        <ConfirmDialog
          trigger={<Button variant="danger">{m('turnOffTwoFactor')}</Button>}
          title={m('turnOffTitle', { name: member.name })}
          description={m('turnOffDescription')}
          confirmLabel={m('turnOffTwoFactor')}
          onConfirm={() => void turnOff()}
        />
      )}
    </div>
  );
}

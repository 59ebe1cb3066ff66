import { useState } from 'react';
import type { StaffMember, TotpEnrolment } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { errorText } from '../../lib/error-text';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { startTwoFactor } from './account-api';
import { accountMessages } from './messages';
import { TurnOffTwoFactorForm } from './turn-off-two-factor-form';
import { TwoFactorEnrolment } from './two-factor-enrolment';

/** The member's own two-factor sign-in: whether it is on, setting it up, and turning it off. */
export function TwoFactorSection({ member, onChanged }: { member: StaffMember; onChanged: () => void }) {
  const { t } = useI18n();
  const m = useMessages(accountMessages);
  const [enrolment, setEnrolment] = useState<TotpEnrolment>();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string }>();
  const [starting, setStarting] = useState(false);

  const start = async () => {
    setOutcome(undefined);
    setStarting(true);
    try {
      setEnrolment(await startTwoFactor());
    } catch (error) {
      setOutcome({ tone: 'error', text: errorText(error, t) });
    } finally {
      setStarting(false);
    }
  };
  const changed = (text: string) => {
    setEnrolment(undefined);
    setOutcome({ tone: 'success', text });
    onChanged();
  };

  return (
    <div className="space-y-4">
      {outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
      <p className="text-sm text-stone-700">{member.twoFactor ? m('twoFactorOn') : m('twoFactorOff')}</p>
      {member.twoFactor ? (
        <TurnOffTwoFactorForm onTurnedOff={() => changed(m('turnedOff'))} />
      ) : enrolment ? (
        <TwoFactorEnrolment
          enrolment={enrolment}
          onConfirmed={() => changed(m('turnedOn'))}
          onCancel={() => setEnrolment(undefined)}
        />
      ) : (
        <Button onClick={() => void start()} disabled={starting}>
          {m('start')}
        </Button>
      )}
    </div>
  );
}

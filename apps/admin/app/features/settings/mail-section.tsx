import { MAIL_SENDER_NAME_MAX_LENGTH } from '@shop/contract';
import { useMessages } from '../../i18n/i18n';
import { TextField } from '../../ui/field';
import { settingsMessages } from './messages';
import type { SettingsForm } from './settings-form-values';
import { SettingsSection, type ErrorOf } from './settings-section';

/** Who the shop's mails come from. */
export function MailSection({ form, errorOf }: { form: SettingsForm; errorOf: ErrorOf }) {
  const m = useMessages(settingsMessages);
  return (
    <SettingsSection id="settings-mail" title={m('mail')} intro={m('mailIntro')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={m('senderName')}
          hint={m('senderNameHint')}
          maxLength={MAIL_SENDER_NAME_MAX_LENGTH}
          autoComplete="off"
          dir="auto"
          error={errorOf('mailSender.name')}
          {...form.register('mailSender.name')}
        />
        <TextField
          label={m('senderAddress')}
          type="email"
          autoComplete="off"
          dir="ltr"
          required
          error={errorOf('mailSender.address')}
          {...form.register('mailSender.address')}
        />
      </div>
    </SettingsSection>
  );
}

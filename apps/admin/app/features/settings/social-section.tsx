import { SOCIAL_NETWORKS } from '@shop/contract';
import { useMessages } from '../../i18n/i18n';
import { TextField } from '../../ui/field';
import { settingsMessages } from './messages';
import type { SettingsForm } from './settings-form-values';
import { SettingsSection, type ErrorOf } from './settings-section';

/** The shop's page on each social network the contact page links to. */
export function SocialSection({ form, errorOf }: { form: SettingsForm; errorOf: ErrorOf }) {
  const m = useMessages(settingsMessages);
  return (
    <SettingsSection id="settings-social" title={m('social')} intro={m('socialIntro')}>
      <div className="grid gap-4 sm:grid-cols-2">
        {SOCIAL_NETWORKS.map((network) => (
          <TextField
            key={network}
            label={m(network)}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            dir="ltr"
            error={errorOf(`socialLinks.${network}`)}
            {...form.register(`socialLinks.${network}`)}
          />
        ))}
      </div>
    </SettingsSection>
  );
}

// The shop's logo: the picture shown now, replaced by uploading one or picking it from the library.
import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { contentImageUrl } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { saveLogo } from './content-api';
import { contentMessages } from './messages';
import type { PickerComponent } from './picker-types';

export function LogoSection({ url, Picker }: { url: string; Picker: PickerComponent }) {
  const { t } = useI18n();
  const m = useMessages(contentMessages);
  const revalidator = useRevalidator();
  const headingId = useId();
  const [value, setValue] = useState(url);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string }>();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setNotice(undefined);
    setError(undefined);
    if (!contentImageUrl().safeParse(value).success) return setError(m('imageError'));
    setSaving(true);
    try {
      await saveLogo(value);
      setNotice({ tone: 'success', text: m('logoSaved') });
      await revalidator.revalidate();
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 400) setError(m('imageError'));
      else setNotice({ tone: 'error', text: errorText(failure, t) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 max-w-3xl rounded-lg border border-stone-200 bg-white p-4 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-stone-900">
        {m('logoTitle')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-stone-600">{url ? m('logoIntro') : m('noLogo')}</p>
      {notice && (
        <div className="mb-4">
          <Notice tone={notice.tone}>{notice.text}</Notice>
        </div>
      )}
      <Picker label={m('logoPicture')} value={value} onChange={setValue} alt={m('logoAlt')} error={error} />
      <Button className="mt-4" disabled={saving || value === url} onClick={() => void save()}>
        {saving ? t('app.saving') : m('saveLogo')}
      </Button>
    </section>
  );
}

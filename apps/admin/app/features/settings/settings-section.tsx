// The parts every settings section is built of: a titled section, and a text in both languages
// bound to a setting (its Arabic flagged while empty).
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { BilingualField } from '../../ui/bilingual-field';
import type { SettingsForm } from './settings-form-values';

/** A field's error text by the form's path, if it has one. */
export type ErrorOf = (field: string) => string | undefined;

export function SettingsSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-4 space-y-4 rounded-lg border border-stone-200 bg-white p-4 sm:p-6"
    >
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold text-stone-900">
          {title}
        </h2>
        {intro && <p className="mt-1 text-sm text-stone-600">{intro}</p>}
      </div>
      {children}
    </section>
  );
}

/** The settings held in both languages. */
export type BilingualPath =
  'shopName' | 'contact.address' | `openingHours.${0 | 1}.days` | `openingHours.${0 | 1}.hours`;

export function BilingualSetting({
  form,
  path,
  label,
  errorOf,
}: {
  form: SettingsForm;
  path: BilingualPath;
  label: string;
  errorOf: ErrorOf;
}) {
  const arabic = useWatch({ control: form.control, name: `${path}.ar` }) ?? '';
  return (
    <BilingualField
      label={label}
      required
      arabicMissing={arabic.trim() === ''}
      en={{ error: errorOf(`${path}.en`), inputProps: form.register(`${path}.en`) }}
      ar={{ error: errorOf(`${path}.ar`), inputProps: form.register(`${path}.ar`) }}
    />
  );
}

// Texts the storefront shows as screen labels but that are the shop's own details: the contact
// page's and the footer's address, phone, email and fax, and the opening hours. The owner sets
// them in Settings; the label lookup answers the saved setting instead of the label row.
import type { LanguageCode, OpeningHoursLine, ScreenEntityName, ShopContact } from '@shop/contract';
import { shippedText, type LabelTexts } from './shipped-labels';

/** The settings that label texts come from; absent when the owner never saved them. */
export interface LabelSettings {
  contact?: ShopContact;
  openingHours?: OpeningHoursLine[];
}

interface SettingLabel {
  screen: ScreenEntityName;
  key: string;
  /** The settings field, as the admin names it. */
  field: string;
  /** The texts the setting gives the label; undefined while it was never saved. */
  texts: (settings: LabelSettings) => LabelTexts | undefined;
}

/** The same text in both languages (a phone number). */
const same = (text: string): LabelTexts => ({ en: text, ar: text });
/** A bilingual setting; an Arabic left empty shows the English, as everywhere on the storefront. */
const bilingual = (text: LabelTexts): LabelTexts => ({ en: text.en, ar: text.ar || text.en });

const contactLabel = (screen: ScreenEntityName, key: string, part: keyof ShopContact): SettingLabel => ({
  screen,
  key,
  field: `contact.${part}`,
  texts: ({ contact }) => {
    if (!contact) return undefined;
    const value = contact[part];
    return typeof value === 'string' ? same(value) : bilingual(value);
  },
});

const hoursLabel = (key: string, line: number, part: keyof OpeningHoursLine): SettingLabel => ({
  screen: 'ContactUs',
  key,
  field: `openingHours.${line}.${part}`,
  texts: ({ openingHours }) => {
    const text = openingHours?.[line]?.[part];
    return text && bilingual(text);
  },
});

/** Every label a setting sets. */
export const SETTING_LABELS: readonly SettingLabel[] = [
  contactLabel('ContactUs', 'lbl_contact_location', 'address'),
  contactLabel('ContactUs', 'lbl_contact_phone', 'phone'),
  contactLabel('ContactUs', 'lbl_contact_email', 'email'),
  contactLabel('ContactUs', 'lbl_contact_fax', 'fax'),
  hoursLabel('lbl_contact_hours_weekdays', 0, 'days'),
  hoursLabel('lbl_contact_hours_weekdays_time', 0, 'hours'),
  hoursLabel('lbl_contact_hours_weekend', 1, 'days'),
  hoursLabel('lbl_contact_hours_closed', 1, 'hours'),
  contactLabel('Footer', 'lbl_footer_address', 'address'),
  contactLabel('Footer', 'lbl_footer_phone', 'phone'),
  contactLabel('Footer', 'lbl_footer_email', 'email'),
];

/** Whether some label of a screen comes from the settings. */
export function screenHasSettingLabels(screen: ScreenEntityName): boolean {
  return SETTING_LABELS.some((label) => label.screen === screen);
}

/** The settings field that sets a label, or undefined for a label the owner edits as a label. */
export function settingLabelField(screen: ScreenEntityName, key: string): string | undefined {
  return SETTING_LABELS.find((label) => label.screen === screen && label.key === key)?.field;
}

/**
 * A screen's label texts in a language with the saved settings in place of the rows they set.
 * A saved text may be '' (no fax): it is answered as '', not replaced by the row.
 */
export function withSettingLabels<Label extends { labelHtmlId: string; text: string }>(
  screen: ScreenEntityName,
  language: LanguageCode,
  labels: Label[],
  settings: LabelSettings,
): Label[] {
  const replaced = new Map<string, string>();
  for (const label of SETTING_LABELS) {
    if (label.screen !== screen) continue;
    const texts = label.texts(settings);
    if (texts) replaced.set(label.key, texts[language]);
  }
  if (replaced.size === 0) return labels;
  return labels.map((label) =>
    replaced.has(label.labelHtmlId) ? { ...label, text: replaced.get(label.labelHtmlId)! } : label,
  );
}

/** What the contact settings were before the owner saved them: the shipped labels' texts. */
export function shippedContact(): { contact: ShopContact; openingHours: OpeningHoursLine[] } {
  const contact = (key: Parameters<typeof shippedText<'ContactUs'>>[1]) => shippedText('ContactUs', key);
  return {
    contact: {
      email: contact('lbl_contact_email').en,
      phone: contact('lbl_contact_phone').en,
      fax: contact('lbl_contact_fax').en,
      address: contact('lbl_contact_location'),
    },
    openingHours: [
      { days: contact('lbl_contact_hours_weekdays'), hours: contact('lbl_contact_hours_weekdays_time') },
      { days: contact('lbl_contact_hours_weekend'), hours: contact('lbl_contact_hours_closed') },
    ],
  };
}

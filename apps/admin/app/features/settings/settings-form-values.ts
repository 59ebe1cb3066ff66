// Between the settings as the API answers them and the form that edits them: the form holds what
// the owner types (the fee in dollars, the rate as text, euros on or off) and is checked with the
// contract's UpdateShopSettingsBody after conversion, so the browser refuses what the server would.
import type { FieldError, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import {
  EUR_PER_USD_MAX,
  SHIPPING_FEE_MAX_CENTS,
  SOCIAL_NETWORKS,
  UpdateShopSettingsBody,
  type OfferedPaymentMethods,
  type ShopSettings,
  type SocialNetwork,
} from '@shop/contract';
import type { Translate } from '../../i18n/i18n';
import { fieldErrorText } from '../../lib/form-errors';
import { amountText, centsOf, formatCents, westernDigits } from '../../ui/money';
import type { SettingsMessageKey } from './messages';

interface Texts {
  en: string;
  ar: string;
}

/** The form's values: texts as typed. */
export interface SettingsFormValues {
  shopName: Texts;
  contact: { email: string; phone: string; fax: string; address: Texts };
  openingHours: { days: Texts; hours: Texts }[];
  socialLinks: Record<SocialNetwork, string>;
  /** Euros offered beside US dollars. */
  eur: boolean;
  /** Euros per dollar; '' for none. */
  eurPerUsd: string;
  /** Dollars. */
  defaultShippingFee: string;
  paymentMethods: OfferedPaymentMethods;
  mailSender: { name: string; address: string };
  /** A shopper's new review waits for approval in the reviews queue. */
  reviewsNeedApproval: boolean;
}

export type SettingsForm = UseFormReturn<SettingsFormValues, unknown, UpdateShopSettingsBody>;

const texts = z.object({ en: z.string(), ar: z.string() });
const FormShape = z.object({
  shopName: texts,
  contact: z.object({ email: z.string(), phone: z.string(), fax: z.string(), address: texts }),
  openingHours: z.array(z.object({ days: texts, hours: texts })),
  socialLinks: z.record(z.enum(SOCIAL_NETWORKS), z.string()),
  eur: z.boolean(),
  eurPerUsd: z.string(),
  defaultShippingFee: z.string(),
  paymentMethods: z.object({ card: z.boolean(), wallet: z.boolean(), cashOnDelivery: z.boolean() }),
  mailSender: z.object({ name: z.string(), address: z.string() }),
  reviewsNeedApproval: z.boolean(),
});

/** A rate typed (in any digits), or NaN so the schema refuses it under the field. */
const rateOf = (text: string) => {
  const plain = westernDigits(text).trim();
  return /^\d+(\.\d+)?$/.test(plain) ? Number(plain) : Number.NaN;
};

/**
 * The form's schema: the settings whose section differs from `saved`, converted to the API's body
 * and checked as the server checks them. Only those: a section the owner did not touch is neither
 * sent nor held against the save (the server replaces each setting given whole, and checks only those).
 */
export function settingsFormSchema(saved: SettingsFormValues) {
  return FormShape.transform((values): z.input<typeof UpdateShopSettingsBody> => {
    const changed = (field: keyof SettingsFormValues) => JSON.stringify(values[field]) !== JSON.stringify(saved[field]);
    const body: z.input<typeof UpdateShopSettingsBody> = {};
    const whole = [
      'shopName',
      'contact',
      'openingHours',
      'socialLinks',
      'paymentMethods',
      'mailSender',
      'reviewsNeedApproval',
    ] as const;
    for (const setting of whole) if (changed(setting)) Object.assign(body, { [setting]: values[setting] });
    if (changed('eur')) body.currencies = values.eur ? ['USD', 'EUR'] : ['USD'];
    // Euros need a rate; without euros an empty rate is left as saved.
    if ((changed('eur') || changed('eurPerUsd')) && (values.eur || values.eurPerUsd.trim() !== '')) {
      body.eurPerUsd = rateOf(values.eurPerUsd);
    }
    if (changed('defaultShippingFee')) {
      const fee = values.defaultShippingFee;
      body.defaultShippingFee = fee.trim() === '' ? 0 : (centsOf(fee) ?? Number.NaN);
    }
    return body;
  }).pipe(UpdateShopSettingsBody);
}

/** The form's values for the settings as saved. */
export function formValuesOf(settings: ShopSettings): SettingsFormValues {
  return {
    shopName: settings.shopName,
    contact: settings.contact,
    openingHours: settings.openingHours,
    socialLinks: settings.socialLinks,
    eur: settings.currencies.includes('EUR'),
    eurPerUsd: settings.eurPerUsd === null ? '' : String(settings.eurPerUsd),
    defaultShippingFee: amountText(settings.defaultShippingFee),
    paymentMethods: settings.paymentMethods,
    mailSender: settings.mailSender,
    reviewsNeedApproval: settings.reviewsNeedApproval,
  };
}

/**
 * A field's error in the owner's language: the general kinds (required, too long, an email) as
 * everywhere, and one sentence saying what the field takes for the rest. `field` is the form's path.
 */
export function settingsFieldError(
  field: string,
  error: FieldError | undefined,
  t: Translate,
  m: (key: SettingsMessageKey, values?: Record<string, string | number>) => string,
  locale: string,
): string | undefined {
  if (!error) return undefined;
  if (error.type === 'server') return error.message;
  if (error.type === 'too_big' && field !== 'eurPerUsd' && field !== 'defaultShippingFee')
    return fieldErrorText(error, t);
  if (field === 'contact.phone') return m('phoneFormat');
  if (field === 'contact.fax') return m('faxFormat');
  if (field.startsWith('socialLinks.')) return m('linkFormat');
  if (field === 'eurPerUsd') return m('rateFormat', { max: EUR_PER_USD_MAX.toLocaleString(locale) });
  if (field === 'defaultShippingFee') return m('feeFormat', { max: formatCents(SHIPPING_FEE_MAX_CENTS, locale) });
  if (field === 'paymentMethods') return m('paymentRequired');
  return fieldErrorText(error, t);
}

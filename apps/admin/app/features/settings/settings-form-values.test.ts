import { describe, expect, it } from 'vitest';
import type { ShopSettings } from '@shop/contract';
import type { Translate } from '../../i18n/i18n';
import type { SettingsMessageKey } from './messages';
import { formValuesOf, settingsFieldError, settingsFormSchema, type SettingsFormValues } from './settings-form-values';

const t: Translate = Object.assign((key: string, values?: object) => `${key}${values ? JSON.stringify(values) : ''}`, {
  language: 'en' as const,
});
const m = (key: SettingsMessageKey, values?: Record<string, string | number>) =>
  `${key}${values ? JSON.stringify(values) : ''}`;

const saved: ShopSettings = {
  shopName: { en: 'Palestine Heritage', ar: 'تراث فلسطين' },
  contact: {
    email: 'hello@shop.example',
    phone: '+970 2 296 0000',
    fax: '',
    address: { en: 'Al-Irsal Street, Ramallah', ar: 'شارع الإرسال، رام الله' },
  },
  openingHours: [
    { days: { en: 'Monday to Friday', ar: 'الاثنين إلى الجمعة' }, hours: { en: '8AM - 6PM', ar: '8 ص - 6 م' } },
    { days: { en: 'Saturday and Sunday', ar: 'السبت والأحد' }, hours: { en: 'Closed', ar: 'مغلق' } },
  ],
  socialLinks: {
    facebook: '',
    instagram: 'https://instagram.com/shop',
    x: '',
    youtube: '',
    tiktok: '',
    pinterest: '',
    linkedin: '',
  },
  currencies: ['USD', 'EUR'],
  eurPerUsd: 0.92,
  defaultShippingFee: 450,
  paymentMethods: { card: true, wallet: false, cashOnDelivery: true },
  mailSender: { name: '', address: 'orders@shop.example' },
  reviewsNeedApproval: false,
};

const typed = (change: (values: SettingsFormValues) => void) => {
  const values = structuredClone(formValuesOf(saved));
  change(values);
  return values;
};
const schema = settingsFormSchema(formValuesOf(saved));
const firstIssues = (values: SettingsFormValues) => {
  const parsed = schema.safeParse(values);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.reverse().map((issue) => [issue.path.join('.'), issue.code]));
};

describe('the settings form', () => {
  it('sends nothing while nothing was changed', () => {
    expect(schema.parse(formValuesOf(saved))).toEqual({});
  });

  it('sends only the settings changed, each whole, converted for the API', () => {
    const values = typed((v) => {
      v.shopName.ar = 'تراث';
      v.defaultShippingFee = '٥';
    });
    expect(schema.parse(values)).toEqual({
      shopName: { en: 'Palestine Heritage', ar: 'تراث' },
      defaultShippingFee: 500,
    });
    expect(schema.parse(typed((v) => (v.reviewsNeedApproval = true)))).toEqual({ reviewsNeedApproval: true });
    // Changed and changed back: not sent.
    expect(schema.parse(typed((v) => (v.contact.address.ar = saved.contact.address.ar)))).toEqual({});
  });

  it('does not hold a setting the owner did not touch against the save', () => {
    const shop = settingsFormSchema(
      formValuesOf({ ...saved, mailSender: { name: '', address: 'no-reply@localhost' } }),
    );
    const values = structuredClone(formValuesOf({ ...saved, mailSender: { name: '', address: 'no-reply@localhost' } }));
    values.shopName.ar = 'تراث';
    expect(shop.parse(values)).toEqual({ shopName: { en: 'Palestine Heritage', ar: 'تراث' } });
    values.mailSender.name = 'The shop';
    expect(shop.safeParse(values).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['mailSender.address']);
  });

  it('offers euros only with a rate, and keeps the saved rate when euros are turned off', () => {
    expect(schema.parse(typed((v) => (v.eur = false)))).toEqual({ currencies: ['USD'], eurPerUsd: 0.92 });
    expect(schema.parse(typed((v) => ((v.eur = false), (v.eurPerUsd = ''))))).toEqual({ currencies: ['USD'] });
    expect(firstIssues(typed((v) => (v.eurPerUsd = '')))).toEqual({ eurPerUsd: 'invalid_type' });
    const euros = settingsFormSchema(formValuesOf({ ...saved, currencies: ['USD'], eurPerUsd: null }));
    const offered = structuredClone(formValuesOf({ ...saved, currencies: ['USD'], eurPerUsd: null }));
    offered.eur = true;
    expect(euros.safeParse(offered).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['eurPerUsd']);
    offered.eurPerUsd = '٠٫٩';
    expect(euros.parse(offered)).toEqual({ currencies: ['USD', 'EUR'], eurPerUsd: 0.9 });
  });

  it('refuses under each field what the server would refuse', () => {
    expect(
      firstIssues(
        typed((v) => {
          v.shopName.en = ' ';
          v.contact.email = 'not-an-address';
          v.contact.phone = 'call us';
          v.socialLinks.x = 'http://x.com/shop';
          v.eurPerUsd = '0';
          v.defaultShippingFee = '4.555';
          v.paymentMethods = { card: false, wallet: false, cashOnDelivery: false };
        }),
      ),
    ).toEqual({
      'shopName.en': 'too_small',
      'contact.email': 'invalid_format',
      'contact.phone': 'invalid_format',
      'socialLinks.x': 'custom',
      eurPerUsd: 'too_small',
      defaultShippingFee: 'invalid_type',
      paymentMethods: 'custom',
    });
  });

  it('says what each field takes in the owner’s language', () => {
    const error = (field: string, type: string, message = 'English') =>
      settingsFieldError(field, { type, message }, t, m, 'en-GB');
    expect(error('shopName.en', 'too_small')).toBe('form.required');
    expect(error('contact.address.ar', 'too_big', 'At most 300 characters')).toBe('form.tooLong{"max":"300"}');
    expect(error('contact.email', 'invalid_format', 'Expected an email address')).toBe('form.email');
    expect(error('contact.phone', 'invalid_format')).toBe('phoneFormat');
    expect(error('socialLinks.tiktok', 'custom')).toBe('linkFormat');
    expect(error('eurPerUsd', 'too_big')).toBe('rateFormat{"max":"100"}');
    expect(error('defaultShippingFee', 'invalid_type')).toBe('feeFormat{"max":"$10,000.00"}');
    expect(error('paymentMethods', 'custom')).toBe('paymentRequired');
    expect(error('contact.email', 'server', 'From the server')).toBe('From the server');
  });
});

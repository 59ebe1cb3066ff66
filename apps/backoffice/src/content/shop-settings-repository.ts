// The shop's settings: one row of the `settings` table per setting, keyed as the storefront has
// always read them (site_title, eur_per_usd) and by snake_case names for the newer ones.
import { inArray, sql } from 'drizzle-orm';
import { PaymentMethod, ShopSettings, type PaymentMethodCode } from '@shop/contract';
import type { Executor } from '../db/database';
import { settings } from '../db/schema';
import { findShopName } from '../mail/shop-name-repository';
import { shippedContact } from './setting-labels';

export type SettingName = keyof ShopSettings;

/** The key of each setting's row. */
export const SettingKey = {
  shopName: 'site_title',
  contact: 'contact_details',
  openingHours: 'opening_hours',
  socialLinks: 'social_links',
  currencies: 'currencies',
  eurPerUsd: 'eur_per_usd',
  defaultShippingFee: 'default_shipping_fee',
  paymentMethods: 'payment_methods',
  mailSender: 'mail_sender',
  reviewsNeedApproval: 'reviews_need_approval',
} as const satisfies Record<SettingName, string>;

const SETTING_NAMES = Object.keys(SettingKey) as SettingName[];

/**
 * The saved settings among `names`, each checked against its schema: a row that does not hold a
 * valid value (written by hand, or by an older version) counts as never saved.
 */
export async function findSavedSettings<Name extends SettingName>(
  db: Executor,
  names: readonly Name[],
): Promise<Partial<Pick<ShopSettings, Name>>> {
  const keys = names.map((name) => SettingKey[name]);
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, keys));
  const saved: Partial<Pick<ShopSettings, Name>> = {};
  for (const name of names) {
    const row = rows.find((candidate) => candidate.key === SettingKey[name]);
    if (!row) continue;
    const parsed = ShopSettings.shape[name].safeParse(row.value);
    if (parsed.success) saved[name] = parsed.data as ShopSettings[Name];
  }
  return saved;
}

/** Every setting: the saved one, or what the shop does without it. */
export async function readShopSettings(db: Executor, fallbacks: { mailFrom: string }): Promise<ShopSettings> {
  const saved = await findSavedSettings(db, SETTING_NAMES);
  const rate = saved.eurPerUsd ?? null;
  const shipped = shippedContact();
  return {
    shopName: saved.shopName ?? { en: '', ar: '' },
    contact: saved.contact ?? shipped.contact,
    openingHours: saved.openingHours ?? shipped.openingHours,
    socialLinks: saved.socialLinks ?? {
      facebook: '',
      instagram: '',
      x: '',
      youtube: '',
      tiktok: '',
      pinterest: '',
      linkedin: '',
    },
    // Before currencies could be chosen, a shop with a rate offered euros.
    currencies: saved.currencies ?? (rate === null ? ['USD'] : ['USD', 'EUR']),
    eurPerUsd: rate,
    defaultShippingFee: saved.defaultShippingFee ?? 0,
    paymentMethods: saved.paymentMethods ?? { card: true, wallet: true, cashOnDelivery: true },
    mailSender: saved.mailSender ?? { name: '', address: fallbacks.mailFrom },
    reviewsNeedApproval: saved.reviewsNeedApproval ?? false,
  };
}

/** Saves the given settings, each replacing its row whole. */
export async function saveSettings(db: Executor, changes: Partial<ShopSettings>): Promise<void> {
  const rows = Object.entries(changes)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ({ key: SettingKey[name as SettingName], value }));
  if (rows.length === 0) return;
  await db
    .insert(settings)
    .values(rows)
    .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value`, updatedAt: sql`now()` } });
}

/** The payment methods checkout offers (every one, until the owner turns some off). */
export async function offeredPaymentMethods(db: Executor): Promise<ShopSettings['paymentMethods']> {
  return (
    (await findSavedSettings(db, ['paymentMethods'])).paymentMethods ?? {
      card: true,
      wallet: true,
      cashOnDelivery: true,
    }
  );
}

/** Whether checkout offers a payment method (every one is, until the owner turns some off). */
export async function paymentMethodOffered(db: Executor, method: PaymentMethodCode): Promise<boolean> {
  const offered = await offeredPaymentMethods(db);
  if (method === PaymentMethod.Card) return offered.card;
  if (method === PaymentMethod.Wallet) return offered.wallet;
  return offered.cashOnDelivery;
}

/** The shipping fee, in US cents, a new product starts with. */
export async function defaultShippingFee(db: Executor): Promise<number> {
  return (await findSavedSettings(db, ['defaultShippingFee'])).defaultShippingFee ?? 0;
}

/** Whether a shopper's new review waits for staff approval (not until the owner says so). */
export async function reviewsNeedApproval(db: Executor): Promise<boolean> {
  return (await findSavedSettings(db, ['reviewsNeedApproval'])).reviewsNeedApproval ?? false;
}

/**
 * The rate of a currency the shop offers, in units per US dollar, or undefined when it is not
 * offered (EUR switched off, or no rate).
 */
export async function offeredCurrencyRate(db: Executor, code: 'USD' | 'EUR'): Promise<number | undefined> {
  if (code === 'USD') return 1;
  const saved = await findSavedSettings(db, ['currencies', 'eurPerUsd']);
  if (saved.currencies && !saved.currencies.includes(code)) return undefined;
  return saved.eurPerUsd ?? undefined;
}

/**
 * Who a mail in a language comes from: the saved sender, its name left empty meaning the shop's
 * name in that language; MAIL_FROM until the owner saves one.
 */
export async function findMailSender(
  db: Executor,
  languageId: number,
  fallbacks: { mailFrom: string },
): Promise<{ name: string; address: string }> {
  const [saved, shopName] = await Promise.all([findSavedSettings(db, ['mailSender']), findShopName(db, languageId)]);
  return { name: saved.mailSender?.name || shopName, address: saved.mailSender?.address ?? fallbacks.mailFrom };
}

// Between a banner or campaign as the API answers it and the form that edits it: the form holds
// what staff type (times in their own time zone) and is checked with the contract's create schema
// after conversion, so the browser refuses what the server would.
import type { FieldError } from 'react-hook-form';
import { z } from 'zod';
import {
  CreateBannerBody,
  CreateCampaignBody,
  type AdminBanner,
  type AdminCampaign,
  type BilingualText,
} from '@shop/contract';
import type { Translate } from '../../i18n/i18n';
import { fieldErrorText } from '../../lib/form-errors';
import { dateTimeInputValue, isoOfDateTimeInput } from '../../ui/date-time-input';
import type { ContentTranslate } from './messages';

const text = z.object({ en: z.string(), ar: z.string() });
const schedule = { startsAt: z.string(), endsAt: z.string(), isActive: z.boolean() };
const emptyText = (): BilingualText => ({ en: '', ar: '' });

export interface BannerFormValues {
  imageUrl: string;
  topTitle: BilingualText;
  mainTitle: BilingualText;
  bottomTitle: BilingualText;
  leftButtonText: BilingualText;
  leftButtonUrl: string;
  rightButtonText: BilingualText;
  rightButtonUrl: string;
  /** datetime-local values; '' for none. */
  startsAt: string;
  endsAt: string;
  isActive: boolean;
}

export const BANNER_FIELDS = [
  'imageUrl',
  'topTitle',
  'mainTitle',
  'bottomTitle',
  'leftButtonText',
  'leftButtonUrl',
  'rightButtonText',
  'rightButtonUrl',
  'startsAt',
  'endsAt',
  'isActive',
] as const;

export const BannerForm = z
  .object({
    imageUrl: z.string(),
    topTitle: text,
    mainTitle: text,
    bottomTitle: text,
    leftButtonText: text,
    leftButtonUrl: z.string(),
    rightButtonText: text,
    rightButtonUrl: z.string(),
    ...schedule,
  })
  .transform((values): z.input<typeof CreateBannerBody> => ({
    ...values,
    startsAt: isoOfDateTimeInput(values.startsAt),
    endsAt: isoOfDateTimeInput(values.endsAt),
  }))
  .pipe(CreateBannerBody);

export function bannerFormValues(banner?: AdminBanner): BannerFormValues {
  return {
    imageUrl: banner?.imageUrl ?? '',
    topTitle: banner?.topTitle ?? emptyText(),
    mainTitle: banner?.mainTitle ?? emptyText(),
    bottomTitle: banner?.bottomTitle ?? emptyText(),
    leftButtonText: banner?.leftButtonText ?? emptyText(),
    leftButtonUrl: banner?.leftButtonUrl ?? '',
    rightButtonText: banner?.rightButtonText ?? emptyText(),
    rightButtonUrl: banner?.rightButtonUrl ?? '',
    startsAt: dateTimeInputValue(banner?.startsAt),
    endsAt: dateTimeInputValue(banner?.endsAt),
    isActive: banner?.isActive ?? true,
  };
}

export interface CampaignFormValues {
  mainTitle: BilingualText;
  discountTitle: BilingualText;
  body: BilingualText;
  coverPictureUrl: string;
  startsAt: string;
  endsAt: string;
  isActive: boolean;
}

export const CAMPAIGN_FIELDS = [
  'mainTitle',
  'discountTitle',
  'body',
  'coverPictureUrl',
  'startsAt',
  'endsAt',
  'isActive',
] as const;

export const CampaignForm = z
  .object({ mainTitle: text, discountTitle: text, body: text, coverPictureUrl: z.string(), ...schedule })
  .transform((values): z.input<typeof CreateCampaignBody> => ({
    ...values,
    startsAt: isoOfDateTimeInput(values.startsAt),
    endsAt: isoOfDateTimeInput(values.endsAt),
  }))
  .pipe(CreateCampaignBody);

export function campaignFormValues(campaign?: AdminCampaign): CampaignFormValues {
  return {
    mainTitle: campaign?.mainTitle ?? emptyText(),
    discountTitle: campaign?.discountTitle ?? emptyText(),
    body: campaign?.body ?? emptyText(),
    coverPictureUrl: campaign?.coverPictureUrl ?? '',
    startsAt: dateTimeInputValue(campaign?.startsAt),
    endsAt: dateTimeInputValue(campaign?.endsAt),
    isActive: campaign?.isActive ?? true,
  };
}

/**
 * Only what differs from the row as loaded. A date counts only when the member touched it (the
 * input keeps minutes, so an untouched start set to the second through the API stays as it is).
 */
export function changedFields<Body extends object>(
  body: Body,
  row: object,
  fields: readonly (keyof Body & string)[],
  dirty: Partial<Record<string, unknown>>,
): Partial<Body> {
  const changes: Partial<Body> = {};
  const before = row as Record<string, unknown>;
  for (const field of fields) {
    const changed =
      field === 'startsAt' || field === 'endsAt'
        ? Boolean(dirty[field])
        : JSON.stringify(body[field]) !== JSON.stringify(before[field]);
    if (changed) changes[field] = body[field];
  }
  return changes;
}

/** A field's error in the member's language: pictures, links and dates say what they take. */
export function contentFieldError(
  field: string,
  error: FieldError | undefined,
  t: Translate,
  m: ContentTranslate,
): string | undefined {
  if (!error) return undefined;
  if (error.type === 'server' && error.message) return error.message;
  if (/Url$/.test(field) && error.type !== 'too_big') {
    return /^(imageUrl|coverPictureUrl)$/.test(field) ? m('imageError') : m('linkError');
  }
  if (field === 'endsAt' && /after/i.test(error.message ?? '')) return m('endsAfterStart');
  if ((field === 'startsAt' || field === 'endsAt') && error.type !== 'custom') return m('dateError');
  return fieldErrorText(error, t);
}

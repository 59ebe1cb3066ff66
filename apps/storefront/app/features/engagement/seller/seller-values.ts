import {
  type FieldFailure,
  type FieldValue,
  FormRules,
  type ScreenLabelSet,
  passwordsMatch,
  isCommonPassword,
  validateForm,
} from '@shop/contract';

import type { FormAnswer } from '../../../lib/forms/form-answer';
import type { LocationChoice } from '../../../lib/forms/location-choice';
import { rulesInLanguage } from '../../../lib/forms/localized-rules';
import type { ShopLanguage } from '../../../lib/language';

/** The seller form's text boxes, by the wire names of create-vendor-request. */
export interface SellerText {
  FirstName: string;
  LastName: string;
  EmailAddress: string;
  Password: string;
  ConfirmPassword: string;
  MobileNo: string;
  PostalCode: string;
  AddressLineOne: string;
}

/** What the form posts to the page's action: the texts and the chosen ids (-999 when not chosen). */
export interface SellerPost extends SellerText {
  CountryID: number;
  StateProvinceId: number;
  CityId: number;
}

/** The post of the form: texts trimmed, passwords exactly as typed, ids as chosen. */
export function sellerPost(text: SellerText, location: LocationChoice): SellerPost {
  return {
    FirstName: text.FirstName.trim(),
    LastName: text.LastName.trim(),
    EmailAddress: text.EmailAddress.trim(),
    Password: text.Password,
    ConfirmPassword: text.ConfirmPassword,
    MobileNo: text.MobileNo.trim(),
    PostalCode: text.PostalCode.trim(),
    AddressLineOne: text.AddressLineOne.trim(),
    CountryID: location.countryId,
    StateProvinceId: location.stateId,
    CityId: location.cityId,
  };
}

/** The seller form's text boxes, as they are posted. */
export const SELLER_TEXT_FIELDS = [
  'FirstName',
  'LastName',
  'EmailAddress',
  'Password',
  'ConfirmPassword',
  'MobileNo',
  'PostalCode',
  'AddressLineOne',
] as const satisfies readonly (keyof SellerText)[];

/** Every field the seller form posts. */
export const SELLER_FIELDS = [...SELLER_TEXT_FIELDS, 'CountryID', 'StateProvinceId', 'CityId'] as const;

/**
 * The first thing wrong with a seller request, and its field, or null: the spec's become-seller
 * rules in order, then 'Password does not match!' (pointing at the confirmation).
 */
export function sellerFieldFailure(
  post: Record<keyof SellerPost, FieldValue>,
  language: ShopLanguage,
  labels: ScreenLabelSet<'BecomeVendor'>,
): FieldFailure | null {
  const rules = rulesInLanguage(
    FormRules.becomeSeller,
    {
      FirstName: labels.lbl_vendor_first_name,
      LastName: labels.lbl_vendor_last_name,
      EmailAddress: labels.lbl_vendor_email,
      Password: labels.lbl_vendor_password,
      ConfirmPassword: labels.lbl_vendor_confirm_password,
      CountryID: labels.lbl_vendor_country,
      AddressLineOne: labels.lbl_vendor_address,
      StateProvinceId: labels.lbl_vendor_state,
      CityId: labels.lbl_vendor_city,
      MobileNo: labels.lbl_vendor_mobile,
      PostalCode: labels.lbl_vendor_postal_code,
    },
    language.code,
  );
  const failure = validateForm(rules, post, { isCommonPassword });
  if (failure) return failure;
  const mismatch = passwordsMatch(post.Password, post.ConfirmPassword);
  return mismatch ? { field: 'ConfirmPassword', message: mismatch } : null;
}

/**
 * The first thing wrong with a seller request, as the toast says it, or null. Run by the form
 * before sending and by the page's action again.
 */
export function sellerFailure(
  post: Record<keyof SellerPost, FieldValue>,
  language: ShopLanguage,
  labels: ScreenLabelSet<'BecomeVendor'>,
): string | null {
  return sellerFieldFailure(post, language, labels)?.message ?? null;
}

/** What the seller form's action answers: the request was filed, or the message to show. */
export type SellerAnswer = FormAnswer;

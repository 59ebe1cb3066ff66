import type { FormAnswer } from '../../lib/forms/form-answer';
import {
  type FieldFailure,
  type FieldValue,
  FormRules,
  NOT_CHOSEN_ID,
  type ScreenLabelSet,
  type UserRow,
  validateForm,
} from '@shop/contract';

import { type LocationChoice, NO_LOCATION } from '../../lib/forms/location-choice';
import { rulesInLanguage } from '../../lib/forms/localized-rules';
import type { ShopLanguage } from '../../lib/language';
import type { parseStoredRecord } from '../../lib/session/stored-user';

type StoredRecord = NonNullable<ReturnType<typeof parseStoredRecord>>;
type ProfileLabels = ScreenLabelSet<'UpdateProfile'>;

/** The profile form's text boxes, by the wire names of update-profile. */
export interface ProfileText {
  FirstName: string;
  LastName: string;
  MobileNo: string;
  AddressLineOne: string;
  PostalCode: string;
}

/** What the form posts to the page's action: the texts and the chosen ids (-999 when not chosen). */
export interface ProfilePost extends ProfileText {
  CountryID: number;
  StateProvinceId: number;
  CityId: number;
}

export const EMPTY_PROFILE_TEXT: ProfileText = {
  FirstName: '',
  LastName: '',
  MobileNo: '',
  AddressLineOne: '',
  PostalCode: '',
};

const idOrNotChosen = (id: number | null | undefined) => (id != null && id >= 1 ? id : NOT_CHOSEN_ID);

/** The form as the stored login result fills it in (spec: profile prefilled from the user record). */
export function profileFormFromRecord(record: Partial<UserRow> | null): {
  text: ProfileText;
  location: LocationChoice;
} {
  if (!record) return { text: EMPTY_PROFILE_TEXT, location: NO_LOCATION };
  const text = (value: string | null | undefined) => value ?? '';
  return {
    text: {
      FirstName: text(record.FirstName),
      LastName: text(record.LastName),
      MobileNo: text(record.MobileNo),
      AddressLineOne: text(record.AddressLineOne),
      PostalCode: text(record.PostalCode),
    },
    location: {
      countryId: idOrNotChosen(record.CountryID),
      countryName: text(record.CountryName),
      stateId: idOrNotChosen(record.StateProvinceID),
      stateName: text(record.StateName),
      cityId: idOrNotChosen(record.CityID),
      cityName: text(record.CityName),
    },
  };
}

/** The post of the form: texts trimmed, ids as chosen. */
export function profilePost(text: ProfileText, location: LocationChoice): ProfilePost {
  return {
    FirstName: text.FirstName.trim(),
    LastName: text.LastName.trim(),
    MobileNo: text.MobileNo.trim(),
    AddressLineOne: text.AddressLineOne.trim(),
    PostalCode: text.PostalCode.trim(),
    CountryID: location.countryId,
    StateProvinceId: location.stateId,
    CityId: location.cityId,
  };
}

// The seller form's checks of the address selects: Country required, state and city optional ids.
const LOCATION_RULES = FormRules.becomeSeller.filter((rule) =>
  ['CountryID', 'StateProvinceId', 'CityId'].includes(rule.field),
);

/** The profile form's text boxes, as they are posted. */
export const PROFILE_TEXT_FIELDS = [
  'FirstName',
  'LastName',
  'MobileNo',
  'AddressLineOne',
  'PostalCode',
] as const satisfies readonly (keyof ProfileText)[];

/** Every field the profile form posts. */
export const PROFILE_FIELDS = [...PROFILE_TEXT_FIELDS, 'CountryID', 'StateProvinceId', 'CityId'] as const;

/**
 * The first thing wrong with a profile post, and its field, or null. The spec's profile rules
 * (names, shipping address, numeric postal code), then the address selects: a country is needed
 * as on sign-up, or the selects would show no country while the account keeps one.
 */
export function profileFieldFailure(
  post: Record<keyof ProfilePost, FieldValue>,
  language: ShopLanguage,
  labels: ProfileLabels,
): FieldFailure | null {
  const rules = [
    ...rulesInLanguage(
      FormRules.profileUpdate,
      {
        FirstName: labels.lbl_profile_first_name,
        LastName: labels.lbl_profile_last_name,
        AddressLineOne: labels.lbl_profile_address,
        PostalCode: labels.lbl_profile_postal_code,
      },
      language.code,
    ),
    ...rulesInLanguage(
      LOCATION_RULES,
      {
        CountryID: labels.lbl_profile_country,
        StateProvinceId: labels.lbl_profile_state,
        CityId: labels.lbl_profile_city,
      },
      language.code,
    ),
  ];
  return validateForm(rules, post);
}

/**
 * The first thing wrong with a profile post, as the toast says it, or null. Run by the form
 * before sending and by the page's action again.
 */
export function profileFailure(
  post: Record<keyof ProfilePost, FieldValue>,
  language: ShopLanguage,
  labels: ProfileLabels,
): string | null {
  return profileFieldFailure(post, language, labels)?.message ?? null;
}

/**
 * The stored login result after a saved profile (spec section 4: the local user record is
 * updated): names, contact, address, and the chosen place by id and name. Other fields (email)
 * stay as they were.
 */
export function storedUserAfterUpdate(
  record: StoredRecord | null,
  userId: number,
  post: ProfilePost,
  location: LocationChoice,
): StoredRecord {
  const chosen = (id: number) => (id === NOT_CHOSEN_ID ? null : id);
  return {
    ...record,
    UserID: userId,
    FirstName: post.FirstName,
    LastName: post.LastName,
    MobileNo: post.MobileNo,
    AddressLineOne: post.AddressLineOne,
    PostalCode: post.PostalCode,
    CountryID: chosen(location.countryId),
    CountryName: chosen(location.countryId) === null ? null : location.countryName,
    StateProvinceID: chosen(location.stateId),
    StateName: chosen(location.stateId) === null ? null : location.stateName,
    CityID: chosen(location.cityId),
    CityName: chosen(location.cityId) === null ? null : location.cityName,
  };
}

/** A saved profile answers the user id, so the browser can keep the record even if it had none. */
export type ProfileAnswer = FormAnswer<{ userId: number }>;

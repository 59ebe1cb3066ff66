import {
  type FieldFailure,
  type FieldValue,
  FormRules,
  type LanguageCode,
  type ScreenLabelSet,
  isCommonPassword,
  passwordsMatch,
  validateForm,
} from '@shop/contract';

import { rulesInLanguage } from '../../lib/forms/localized-rules';

// The spec's rules of the account forms (section 5), their fields named as each page names them.
// The page checks with them before sending and the server action checks again with the same.

/** Every field of the login form, as it is posted. */
export const LOGIN_FIELDS = FormRules.login.map((rule) => rule.field);

export function loginRules(labels: ScreenLabelSet<'Login'>, language: LanguageCode) {
  return rulesInLanguage(
    FormRules.login,
    { Email: labels.lbl_login_email, Password: labels.lbl_login_password },
    language,
  );
}

/** Every field of the sign-up form, as it is posted. */
export const SIGNUP_FIELDS = FormRules.signup.map((rule) => rule.field);

export function signupRules(labels: ScreenLabelSet<'Signup'>, language: LanguageCode) {
  return rulesInLanguage(
    FormRules.signup,
    {
      FirstName: labels.lbl_signup_first_name,
      LastName: labels.lbl_signup_last_name,
      EmailAddress: labels.lbl_signup_email,
      Password: labels.lbl_signup_password,
      CountryID: labels.lbl_signup_country,
      AddressLineOne: labels.lbl_signup_address,
      StateProvinceId: labels.lbl_signup_state,
      CityId: labels.lbl_signup_city,
      MobileNo: labels.lbl_signup_contact_no,
      PostalCode: labels.lbl_signup_postal_code,
    },
    language,
  );
}

export function resetEmailRules(labels: ScreenLabelSet<'ResetPassword'>, language: LanguageCode) {
  return rulesInLanguage(FormRules.resetStep1, { Email: labels.lbl_reset_email }, language);
}

export function resetPasswordRules(labels: ScreenLabelSet<'ResetPassword'>, language: LanguageCode) {
  return rulesInLanguage(
    FormRules.resetStep2,
    {
      Email: labels.lbl_reset_email,
      Otp: labels.lbl_reset_otp,
      Password: labels.lbl_reset_new_password,
      ConfirmPassword: labels.lbl_reset_confirm_password,
    },
    language,
  );
}

export type ResetPasswordValues = Partial<Record<'Email' | 'Otp' | 'Password' | 'ConfirmPassword', FieldValue>>;

/** The first problem of the reset's second step: a field rule, then 'Password does not match!'; null when fine. */
export function resetPasswordFailure(
  labels: ScreenLabelSet<'ResetPassword'>,
  language: LanguageCode,
  values: ResetPasswordValues,
): FieldFailure | null {
  const failure = validateForm(resetPasswordRules(labels, language), values, { isCommonPassword });
  if (failure) return failure;
  const mismatch = passwordsMatch(values.Password, values.ConfirmPassword);
  return mismatch ? { field: 'ConfirmPassword', message: mismatch } : null;
}

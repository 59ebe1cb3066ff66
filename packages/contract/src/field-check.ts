// The shared field check of spec section 5, and the section 5 table as data. Browser forms and
// back-office handlers run the same rules, so a value one side accepts the other accepts too.
import type { isCommonPassword } from './common-passwords';
import { FieldLimit, NOT_CHOSEN_ID } from './constants';
import { Messages, fieldMaxLength, fieldMinLength, fieldNotNumber, fieldRequired } from './messages';

export type FieldType = 'text' | 'email' | 'number' | 'password' | 'textarea';
export type FieldValue = string | number | null | undefined;

export interface FieldCheck {
  /** Shown in messages, e.g. 'First Name'. */
  label: string;
  value: FieldValue;
  type?: FieldType;
  /** Maximum length in characters. */
  limit?: number;
  /** Minimum length in characters. */
  min?: number;
  /** Defaults to true; an empty optional field passes every other check. */
  required?: boolean;
  /** A new password: refuse the most common ones (Messages.commonPassword). */
  notCommon?: boolean;
  /**
   * The common-password test `notCommon` needs, passed in (`isCommonPassword` of this package) so
   * that the list of passwords only travels to the pages whose forms take a new password.
   */
  isCommonPassword?: typeof isCommonPassword;
}

// WHATWG's form email pattern, except that the domain needs at least one dot.
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
const DIGITS = /^\d+$/;

/** True for a value the check treats as not filled in: null, whitespace, or for a numeric select the "not chosen" id -999. */
export function isBlank(value: FieldValue, type: FieldType = 'text'): boolean {
  if (value == null) return true;
  const text = String(value).trim();
  return text === '' || (type === 'number' && text === String(NOT_CHOSEN_ID));
}

/**
 * Checks one field in the spec's order: required → minimum length → maximum length → email format.
 * Returns the first failing message, or null when the value passes. Lengths count the value as typed.
 * For type 'number' the value must also be digits only, else '{label} should be a number' (not a
 * spec message: the spec only says such inputs are numeric). With `notCommon`, a common password
 * fails last with Messages.commonPassword (not in the spec either).
 */
export function checkField({
  label,
  value,
  type = 'text',
  limit,
  min,
  required = true,
  notCommon = false,
  isCommonPassword,
}: FieldCheck): string | null {
  if (isBlank(value, type)) return required ? fieldRequired(label) : null;
  const text = String(value);
  if (min !== undefined && text.length < min) return fieldMinLength(label, min);
  if (limit !== undefined && text.length > limit) return fieldMaxLength(label, limit);
  if (type === 'email' && !EMAIL_PATTERN.test(text.trim())) return Messages.invalidEmail;
  if (type === 'number' && !DIGITS.test(text.trim())) return fieldNotNumber(label);
  if (notCommon) {
    if (!isCommonPassword) throw new Error(`checkField: ${label} refuses common passwords, give it isCommonPassword`);
    if (isCommonPassword(text)) return Messages.commonPassword;
  }
  return null;
}

/** Gives Messages.passwordMismatch when the two passwords differ, else null. */
export function passwordsMatch(password: FieldValue, confirmation: FieldValue): string | null {
  return (password ?? '') === (confirmation ?? '') ? null : Messages.passwordMismatch;
}

export interface FormRule {
  /** The wire field name the value travels under, e.g. 'FirstName'. */
  field: string;
  label: string;
  type: FieldType;
  limit: number;
  min?: number;
  required: boolean;
  /** A new password: the most common ones are refused. */
  notCommon?: boolean;
  /** The browser's hint for an empty field, where the spec gives one. */
  hint?: string;
}

export type FormName =
  | 'newsletter'
  | 'login'
  | 'signup'
  | 'review'
  | 'contact'
  | 'coupon'
  | 'profileUpdate'
  | 'becomeSeller'
  | 'resetStep1'
  | 'resetStep2'
  | 'search';

const L = FieldLimit;

/** The forms of spec section 5, one rule per checked field, in the order the form checks them. */
export const FormRules = {
  newsletter: [{ field: 'SubscriberEmail', label: 'Email', type: 'email', limit: L.email, required: true }],
  login: [
    { field: 'Email', label: 'Email', type: 'email', limit: L.email, required: true },
    { field: 'Password', label: 'Password', type: 'password', limit: L.loginPassword, required: true },
  ],
  signup: [
    { field: 'FirstName', label: 'First Name', type: 'text', limit: L.firstName, required: true },
    { field: 'LastName', label: 'Last Name', type: 'text', limit: L.lastName, required: true },
    { field: 'EmailAddress', label: 'Email', type: 'email', limit: L.accountEmail, required: true },
    {
      field: 'Password',
      label: 'Password',
      type: 'password',
      min: L.newPasswordMin,
      limit: L.accountPassword,
      required: true,
      notCommon: true,
    },
    { field: 'CountryID', label: 'Country', type: 'number', limit: L.country, required: true },
    { field: 'AddressLineOne', label: 'Shipping address', type: 'textarea', limit: L.address, required: true },
    { field: 'StateProvinceId', label: 'state', type: 'number', limit: L.stateOrCity, required: false },
    { field: 'CityId', label: 'city', type: 'number', limit: L.stateOrCity, required: false },
    { field: 'MobileNo', label: 'contact no', type: 'text', limit: L.mobile, required: false },
    { field: 'PostalCode', label: 'postal code', type: 'text', limit: L.postalCode, required: false },
  ],
  review: [
    { field: 'ReviewerName', label: 'Name', type: 'text', limit: L.reviewText, required: true },
    { field: 'ReviewerEmail', label: 'Email', type: 'email', limit: L.reviewText, required: true },
    { field: 'ReviewTitle', label: 'Review Title', type: 'text', limit: L.reviewText, required: true },
    // The form's label promises 1000 characters; the spec's check used 200 (docs/spec-deviations.md).
    { field: 'ReviewBody', label: 'Review Body', type: 'textarea', limit: L.reviewBody, required: true },
    { field: 'ProductId', label: 'Product Id', type: 'number', limit: L.productIdDigits, required: true },
  ],
  contact: [
    {
      field: 'FullName',
      label: 'Name',
      type: 'text',
      limit: L.contactName,
      required: true,
      hint: Messages.contactNameHint,
    },
    {
      field: 'Email',
      label: 'Email',
      type: 'email',
      limit: L.contactEmail,
      required: true,
      hint: Messages.contactEmailHint,
    },
    {
      field: 'PhoneNumber',
      label: 'Phone Number',
      type: 'text',
      limit: L.contactPhone,
      required: true,
      hint: Messages.contactPhoneHint,
    },
    {
      field: 'Subject',
      label: 'Subject',
      type: 'text',
      limit: L.contactSubject,
      required: true,
      hint: Messages.contactSubjectHint,
    },
    {
      field: 'Message',
      label: 'Message',
      type: 'textarea',
      limit: L.contactMessage,
      required: true,
      hint: Messages.contactMessageHint,
    },
  ],
  coupon: [{ field: 'CouponCode', label: 'Coupon Code', type: 'text', limit: L.coupon, required: true }],
  profileUpdate: [
    { field: 'FirstName', label: 'First Name', type: 'text', limit: L.firstName, required: true },
    { field: 'LastName', label: 'Last Name', type: 'text', limit: L.lastName, required: true },
    { field: 'AddressLineOne', label: 'Shipping address', type: 'textarea', limit: L.address, required: true },
    { field: 'PostalCode', label: 'Postal Code', type: 'number', limit: L.postalCode, required: false },
  ],
  becomeSeller: [
    { field: 'FirstName', label: 'First Name', type: 'text', limit: L.firstName, required: true },
    { field: 'LastName', label: 'Last Name', type: 'text', limit: L.lastName, required: true },
    { field: 'EmailAddress', label: 'Email', type: 'email', limit: L.accountEmail, required: true },
    {
      field: 'Password',
      label: 'Password',
      type: 'password',
      min: L.newPasswordMin,
      limit: L.accountPassword,
      required: true,
      notCommon: true,
    },
    {
      field: 'ConfirmPassword',
      label: 'Confirm Password',
      type: 'password',
      min: L.newPasswordMin,
      limit: L.accountPassword,
      required: true,
    },
    { field: 'CountryID', label: 'Country', type: 'number', limit: L.country, required: true },
    { field: 'AddressLineOne', label: 'Home address', type: 'textarea', limit: L.address, required: true },
    { field: 'StateProvinceId', label: 'State', type: 'number', limit: L.stateOrCity, required: false },
    { field: 'CityId', label: 'City', type: 'number', limit: L.stateOrCity, required: false },
    { field: 'MobileNo', label: 'Mobile', type: 'text', limit: L.mobile, required: false },
    { field: 'PostalCode', label: 'Postal Code', type: 'text', limit: L.postalCode, required: false },
  ],
  resetStep1: [{ field: 'Email', label: 'Email', type: 'email', limit: L.email, required: true }],
  resetStep2: [
    { field: 'Email', label: 'Email', type: 'email', limit: L.email, required: true },
    { field: 'Otp', label: 'OTP', type: 'text', min: L.otpMin, limit: L.otpMax, required: true },
    {
      field: 'Password',
      label: 'Password',
      type: 'password',
      min: L.resetPasswordMin,
      limit: L.resetPasswordMax,
      required: true,
      notCommon: true,
    },
    {
      field: 'ConfirmPassword',
      label: 'Confirm Password',
      type: 'password',
      min: L.resetPasswordMin,
      limit: L.resetPasswordMax,
      required: true,
    },
  ],
  search: [
    { field: 'SearchTerm', label: 'Search', type: 'text', min: L.searchMin, limit: L.searchMax, required: true },
  ],
} as const satisfies Record<FormName, readonly FormRule[]>;

/** Wire field names of one form's rules. */
export type FieldOf<R extends readonly FormRule[]> = R[number]['field'];
export type FormValues<R extends readonly FormRule[]> = Partial<Record<FieldOf<R>, FieldValue>>;

export interface FieldFailure<F extends string = string> {
  field: F;
  message: string;
}

/** What a form check may need besides the rules: the common-password test for new passwords. */
export interface FormCheckOptions {
  isCommonPassword?: typeof isCommonPassword;
}

/** The first rule the values break, in rule order, or null when the form may be sent. */
export function validateForm<R extends readonly FormRule[]>(
  rules: R,
  values: FormValues<R>,
  options: FormCheckOptions = {},
): FieldFailure<FieldOf<R>> | null {
  return validateFormAll(rules, values, options)[0] ?? null;
}

/** Every rule the values break, in rule order (one failure per field at most). */
export function validateFormAll<R extends readonly FormRule[]>(
  rules: R,
  values: FormValues<R>,
  options: FormCheckOptions = {},
): FieldFailure<FieldOf<R>>[] {
  const failures: FieldFailure<FieldOf<R>>[] = [];
  for (const rule of rules) {
    const field = rule.field as FieldOf<R>;
    const message = checkField({
      ...rule,
      value: (values as Record<string, FieldValue>)[field],
      isCommonPassword: options.isCommonPassword,
    });
    if (message !== null) failures.push({ field, message });
  }
  return failures;
}

// Sign-up, login, profile, seller requests and password reset.
import { z } from 'zod';
import { FieldLimit } from '../constants';
import { Messages, ResponseMsg, fieldMinLength } from '../messages';
import { RecordValueJson, ResponseMsgRow } from './common';
import {
  emailText,
  newPasswordText,
  optionalText,
  passwordText,
  requiredText,
  requiredWireId,
  wireChoiceId,
  wireId,
} from './wire';

const L = FieldLimit;

/** The User entity as the server answers it (stored whole in the browser under 'user'). */
export const UserRow = z.object({
  /** User id, at least 1. */
  UserID: wireId(),
  /** First name. */
  FirstName: z.string(),
  /** Last name. */
  LastName: z.string(),
  /** Email address (the login name). */
  EmailAddress: z.string(),
  /** Contact number. */
  MobileNo: z.string().nullable(),
  /** Shipping address. */
  AddressLineOne: z.string().nullable(),
  /** Country id. */
  CountryID: wireId().nullable(),
  /** Country name. */
  CountryName: z.string().nullable(),
  /** State id (spelled StateProvinceID in answers). */
  StateProvinceID: wireId().nullable(),
  /** State name. */
  StateName: z.string().nullable(),
  /** City id (spelled CityID in answers). */
  CityID: wireId().nullable(),
  /** City name. */
  CityName: z.string().nullable(),
  /** Postal code. */
  PostalCode: z.string().nullable(),
});
export type UserRow = z.infer<typeof UserRow>;

/** Params of get-user-login. */
export const LoginParams = z.object({
  /** Email address. */
  Email: emailText('Email', L.email),
  /** Password: any that sign-up or a reset could have created (the login form takes the same 150). */
  Password: passwordText('Password', L.loginPassword),
  /** Unused extra data. */
  recordValueJson: RecordValueJson,
});
export type LoginParams = z.infer<typeof LoginParams>;

/** A successful login row: the User fields plus ResponseMsg 'Login Successfully'. */
export const LoginSuccessRow = UserRow.extend({
  /** 'Login Successfully'. */
  ResponseMsg: z.literal(ResponseMsg.loginOk),
});
export type LoginSuccessRow = z.infer<typeof LoginSuccessRow>;

/** A row of get-user-login: a LoginSuccessRow, or only a ResponseMsg saying why not. */
export const LoginResultRow = z.union([LoginSuccessRow, ResponseMsgRow]);
export type LoginResultRow = z.infer<typeof LoginResultRow>;

/** True when a login row is a success carrying the user. */
export function isLoginSuccess(row: LoginResultRow | undefined): row is LoginSuccessRow {
  return row !== undefined && row.ResponseMsg === ResponseMsg.loginOk && 'UserID' in row;
}

const accountFields = {
  /** First name. */
  FirstName: requiredText('First Name', L.firstName),
  /** Last name. */
  LastName: requiredText('Last Name', L.lastName),
  /** Email address (the login name). */
  EmailAddress: emailText('Email', L.accountEmail),
  /** Contact number; '' when not given. */
  MobileNo: optionalText('contact no', L.mobile),
  /** City id, or -999 when not chosen (spelled CityId in payloads). */
  CityId: wireChoiceId(),
  /** State id, or -999 when not chosen (spelled StateProvinceId in payloads). */
  StateProvinceId: wireChoiceId(),
  /** Postal code; '' when not given. */
  PostalCode: optionalText('postal code', L.postalCode),
  /** Country id; required ('Country is required', also for -999). */
  CountryID: requiredWireId('Country'),
  /** Unused extra data. */
  recordValueJson: RecordValueJson,
};

/** Params of signup-user; answered with ResponseMsg 'Saved Successfully' or 'Email already exists!'. */
export const SignupParams = z.object({
  ...accountFields,
  /** Password in plain text: 8 .. 150 characters, not a common one. */
  Password: newPasswordText('Password', L.accountPassword),
  /** Shipping address. */
  AddressLineOne: requiredText('Shipping address', L.address),
});
export type SignupParams = z.infer<typeof SignupParams>;

/** Most characters of a password as en-ur-drow-pass-rndom returns it. */
export const ENCRYPTED_PASSWORD_MAX_LENGTH = 1000;

/** Params of create-vendor-request; same answers as sign-up. */
export const VendorRequestParams = z.object({
  ...accountFields,
  /** Password as returned by en-ur-drow-pass-rndom (so longer than the typed one). */
  Password: passwordText('Password', ENCRYPTED_PASSWORD_MAX_LENGTH),
  /** Home address. */
  AddressLineOne: requiredText('Home address', L.address),
});
export type VendorRequestParams = z.infer<typeof VendorRequestParams>;

/** Params of en-ur-drow-pass-rndom/en-ur-drow-pass-rndom. */
export const EncryptPasswordParams = z.object({
  /** The seller's chosen password in plain text: 8 .. 150 characters, not a common one. */
  Password: newPasswordText('Password', L.accountPassword),
});
export type EncryptPasswordParams = z.infer<typeof EncryptPasswordParams>;

/** The row of en-ur-drow-pass-rndom (its shape is not in the spec). */
export const EncryptedPasswordRow = z.object({
  /** The password in encrypted form, to send as create-vendor-request's Password. */
  EncryptedPassword: z.string(),
});
export type EncryptedPasswordRow = z.infer<typeof EncryptedPasswordRow>;

/** Params of update-profile; answered with a ResponseMsgRow. */
export const UpdateProfileParams = z.object({
  /** Must be the signed-in user. */
  UserID: wireId(),
  /** First name. */
  FirstName: requiredText('First Name', L.firstName),
  /** Last name. */
  LastName: requiredText('Last Name', L.lastName),
  /** Contact number; '' when not given. */
  MobileNo: optionalText('Mobile', L.mobile),
  /** Shipping address. */
  AddressLineOne: requiredText('Shipping address', L.address),
  /** City id, or -999 when not chosen. */
  CityId: wireChoiceId(),
  /** State id, or -999 when not chosen. */
  StateProvinceId: wireChoiceId(),
  /** Postal code; '' when not given. */
  PostalCode: optionalText('Postal Code', L.postalCode),
  /** Country id; an addition (the screen has a country select the spec's payload omits). */
  CountryID: wireId().optional(),
  /** Unused extra data. */
  recordValueJson: RecordValueJson,
});
export type UpdateProfileParams = z.infer<typeof UpdateProfileParams>;

/** Params of validate-email-send-otp; success is message 'Sent Successfully'. */
export const SendOtpParams = z.object({
  /** Address of the account; the code is mailed there. */
  Email: emailText('Email', L.email),
});
export type SendOtpParams = z.infer<typeof SendOtpParams>;

/** Params of validate-otp-change-password; success is message 'Password reset successfully'. */
export const ResetPasswordParams = z
  .object({
    /** Address of the account. */
    Email: emailText('Email', L.email),
    /** The one-time code from the mail, 5 .. 15 characters. */
    Otp: requiredText('OTP', L.otpMax).min(L.otpMin, fieldMinLength('OTP', L.otpMin)),
    /** New password, 8 .. 150 characters, not a common one. */
    Password: newPasswordText('Password', L.resetPasswordMax),
    /** Must equal Password. */
    ConfirmPassword: passwordText('Confirm Password', L.resetPasswordMax, L.resetPasswordMin),
  })
  .refine((params) => params.Password === params.ConfirmPassword, {
    message: Messages.passwordMismatch,
    path: ['ConfirmPassword'],
  });
export type ResetPasswordParams = z.infer<typeof ResetPasswordParams>;

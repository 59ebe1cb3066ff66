import type { LoginSuccessRow } from '@shop/contract';

import type { FormFailure } from '../../lib/forms/form-answer';

// What the account screens' actions answer the browser. Messages are the spec's English texts
// (or the back-office's own words); the page shows them as toasts in its language.

/**
 * The login form's answer: the non-secret login row the browser keeps under `user` (the session
 * token stays in the httpOnly cookie), or why not. `forgetUser` is set when the back-office said
 * no or could not be asked, so the browser forgets any stored user (spec section 4).
 */
export type LoginAnswer = { ok: true; user: LoginSuccessRow } | (FormFailure & { forgetUser: boolean });

/** The sign-up fields the page shows again after a refusal (never the password). */
export type SignupKeptValues = Partial<
  Record<'FirstName' | 'LastName' | 'EmailAddress' | 'MobileNo' | 'PostalCode' | 'AddressLineOne' | 'CountryID', string>
>;

/**
 * The sign-up form's answer: the account was made, with the login row when the automatic login
 * worked (null sends the shopper to the login page), or why not.
 */
export type SignupAnswer = { ok: true; user: LoginSuccessRow | null } | (FormFailure & { values: SignupKeptValues });

/** Which of the reset screen's two forms was sent: the `intent` field of each. */
export const ResetIntent = {
  sendCode: 'send-code',
  changePassword: 'change-password',
} as const;

/** The two steps of the password reset screen. */
export type ResetStep = 'email' | 'code';

/**
 * The reset screen's answer: the code was sent (show step 2 for `email`), the password was
 * changed (`done`), or why not, with the step to stay on.
 */
export type ResetAnswer =
  | { ok: true; step: 'code'; email: string }
  | { ok: true; step: 'done' }
  | (FormFailure & { step: ResetStep; email: string });

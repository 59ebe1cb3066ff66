import {
  EMPTY_RECORD_VALUE_JSON,
  type LoginSuccessRow,
  Messages,
  ResponseMsg,
  isLoginSuccess,
  validateForm,
} from '@shop/contract';
import { data } from 'react-router';

import { backofficeFor } from '../../lib/backoffice.server';
import { isCrossSiteRequest } from '../../lib/forms/cross-site.server';
import { ExplainedStatus, failureMessage, failureStatus } from '../../lib/forms/backoffice-failure.server';
import { formTexts } from '../../lib/forms/form-texts';
import { labelsFor } from '../../lib/labels/labels';
import { loadLabels } from '../../lib/labels/labels.server';
import type { ShopLanguage } from '../../lib/language';
import { clearedSessionCookie, sessionCookie, sessionFromRequest } from '../../lib/session/session.server';
import type { LoginAnswer } from './account-answers';
import { LOGIN_FIELDS, loginRules } from './account-rules';

/** A login at the back-office: the row and the Set-Cookie value keeping its session, or why not. */
export type BackofficeLogin =
  { ok: true; user: LoginSuccessRow; setCookie: string } | { ok: false; message: string; status: number };

/**
 * get-user-login with an email and password already checked. Success is the row with ResponseMsg
 * 'Login Successfully' and a session token (spec section 7); an account the shop disabled says so;
 * any other row is 'Incorrect email or password!', a 429 the back-office's own words (how long to wait), anything else the spec's
 * generic error.
 */
export async function loginAtBackoffice(
  request: Request,
  language: ShopLanguage,
  email: string,
  password: string,
): Promise<BackofficeLogin> {
  const result = await backofficeFor(request, language).call('get-user-login', {
    Email: email.trim(),
    Password: password,
    recordValueJson: EMPTY_RECORD_VALUE_JSON,
  });
  if (result.ok) {
    const row = result.rows[0];
    if (isLoginSuccess(row) && result.token) {
      return { ok: true, user: row, setCookie: sessionCookie(request, { token: result.token, userId: row.UserID }) };
    }
    // The right password of an account the shop disabled: the shopper is told so, and whom to ask.
    if (row?.ResponseMsg === ResponseMsg.accountDisabled) {
      return { ok: false, message: ResponseMsg.accountDisabled, status: 200 };
    }
    if (row?.ResponseMsg !== ResponseMsg.loginFailed) console.error('login: unexpected answer', { rows: result.rows });
    return { ok: false, message: Messages.loginFailed, status: 200 };
  }
  // Only a 429 is explained: the login's input was checked already, and a refused login is a row.
  const explained = [ExplainedStatus.tooManyRequests];
  const status = failureStatus(result, explained);
  if (status !== result.status) {
    console.error('login: get-user-login failed', { status: result.status, errorMessage: result.errorMessage });
  }
  return { ok: false, message: failureMessage(result, Messages.genericError, language.code, explained), status };
}

/**
 * The login form's action (spec sections 4 and 8): Email and Password checked again with the
 * login rules, then logged in at the back-office. Success sets the httpOnly session cookie and
 * answers the login row for the browser to keep. A failure at the back-office also forgets any
 * session the browser still holds: the shopper is not signed in any more.
 */
export async function logIn(request: Request, language: ShopLanguage, form: FormData) {
  if (isCrossSiteRequest(request)) {
    return data<LoginAnswer>({ ok: false, message: Messages.genericError, forgetUser: false }, { status: 403 });
  }
  const values = formTexts(form, LOGIN_FIELDS);
  const labels = labelsFor('Login', await loadLabels(request, language, ['Login']));
  const failure = validateForm(loginRules(labels, language.code), values);
  if (failure) return data<LoginAnswer>({ ok: false, message: failure.message, forgetUser: false }, { status: 400 });

  const login = await loginAtBackoffice(request, language, values.Email!, values.Password!);
  if (login.ok) {
    return data<LoginAnswer>({ ok: true, user: login.user }, { headers: { 'Set-Cookie': login.setCookie } });
  }
  const headers = sessionFromRequest(request) ? { 'Set-Cookie': clearedSessionCookie(request) } : undefined;
  return data<LoginAnswer>({ ok: false, message: login.message, forgetUser: true }, { status: login.status, headers });
}

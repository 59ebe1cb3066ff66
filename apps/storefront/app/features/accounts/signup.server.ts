import {
  EMPTY_RECORD_VALUE_JSON,
  Messages,
  NOT_CHOSEN_ID,
  ResponseMsg,
  isBlank,
  isCommonPassword,
  validateForm,
} from '@shop/contract';
import { data } from 'react-router';

import { backofficeFor } from '../../lib/backoffice.server';
import { isCrossSiteRequest } from '../../lib/forms/cross-site.server';
import { failureMessage, failureStatus } from '../../lib/forms/backoffice-failure.server';
import { formTexts } from '../../lib/forms/form-texts';
import { labelsFor } from '../../lib/labels/labels';
import { loadLabels } from '../../lib/labels/labels.server';
import type { ShopLanguage } from '../../lib/language';
import type { SignupAnswer, SignupKeptValues } from './account-answers';
import { SIGNUP_FIELDS, signupRules } from './account-rules';
import { loginAtBackoffice } from './login.server';

/** A select's id as the back-office takes it: an unchosen state or city travels as -999 (spec section 5). */
function chosenId(text: string | null): number {
  return isBlank(text) ? NOT_CHOSEN_ID : Number(text);
}

/**
 * The sign-up form's action (spec sections 4, 5 and 8): the fields checked again with the
 * sign-up rules, then signup-user. 'Saved Successfully' logs the new customer in at once (the
 * session cookie is set here, in the same answer); when that login fails the page sends them to
 * the login screen. 'Email already exists!' and the back-office's own words for a 400 (naming
 * the field) or a 429 are shown as they are, anything else as the spec's generic error. A refusal
 * gives back what was typed (except the password) so a page without scripts keeps it.
 */
export async function signUp(request: Request, language: ShopLanguage, form: FormData) {
  const values = formTexts(form, SIGNUP_FIELDS);
  const kept: SignupKeptValues = {
    FirstName: values.FirstName ?? '',
    LastName: values.LastName ?? '',
    EmailAddress: values.EmailAddress ?? '',
    MobileNo: values.MobileNo ?? '',
    PostalCode: values.PostalCode ?? '',
    AddressLineOne: values.AddressLineOne ?? '',
    CountryID: values.CountryID ?? '',
  };
  const refuse = (message: string, status: number) =>
    data<SignupAnswer>({ ok: false, message, values: kept }, { status });
  if (isCrossSiteRequest(request)) return refuse(Messages.genericError, 403);

  const labels = labelsFor('Signup', await loadLabels(request, language, ['Signup']));
  const failure = validateForm(signupRules(labels, language.code), values, { isCommonPassword });
  if (failure) return refuse(failure.message, 400);

  const email = values.EmailAddress!.trim();
  const password = values.Password!;
  const result = await backofficeFor(request, language).call('signup-user', {
    FirstName: values.FirstName!.trim(),
    LastName: values.LastName!.trim(),
    EmailAddress: email,
    Password: password,
    CountryID: Number(values.CountryID),
    StateProvinceId: chosenId(values.StateProvinceId),
    CityId: chosenId(values.CityId),
    MobileNo: values.MobileNo?.trim() ?? '',
    PostalCode: values.PostalCode?.trim() ?? '',
    AddressLineOne: values.AddressLineOne!.trim(),
    recordValueJson: EMPTY_RECORD_VALUE_JSON,
  });

  if (!result.ok) {
    const status = failureStatus(result);
    if (status !== result.status) {
      console.error('signup: signup-user failed', { status: result.status, errorMessage: result.errorMessage });
    }
    return refuse(failureMessage(result, Messages.genericError, language.code), status);
  }
  const outcome = result.rows[0]?.ResponseMsg;
  if (outcome === ResponseMsg.emailExists) return refuse(Messages.emailExists, 409);
  if (outcome !== ResponseMsg.saved) {
    console.error('signup: unexpected answer', { rows: result.rows });
    return refuse(Messages.genericError, 502);
  }

  // The spec: sign-up logs the new customer in; if that fails, they log in themselves.
  const login = await loginAtBackoffice(request, language, email, password);
  if (!login.ok) {
    console.error('signup: automatic login failed', { message: login.message, status: login.status });
    return data<SignupAnswer>({ ok: true, user: null });
  }
  return data<SignupAnswer>({ ok: true, user: login.user }, { headers: { 'Set-Cookie': login.setCookie } });
}

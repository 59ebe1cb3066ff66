import { Messages, isCommonPassword, validateForm } from '@shop/contract';
import { useState } from 'react';
import { Link } from 'react-router';

import { type LocationChoice, NO_LOCATION, chooseCountry, optionById } from '../../lib/forms/location-choice';
import type { LocationOption } from '../../lib/forms/locations';
import { useLabels } from '../../lib/labels/labels';
import { localizedPath, useLanguage } from '../../lib/language';
import { saveStoredUser } from '../../lib/session/stored-user';
import { CheckedForm, SubmitButton } from '../../ui/forms/checked-form';
import { FormCard } from '../../ui/forms/form-card';
import { TextAreaField, TextField } from '../../ui/forms/form-fields';
import { FormOutcome } from '../../ui/forms/form-outcome';
import { textLinkClass } from '../../ui/forms/form-styles';
import { LocationSelects } from '../../ui/forms/location-selects';
import type { SignupAnswer, SignupKeptValues } from './account-answers';
import { AccountPage, AccountSwitch } from './account-page';
import { SIGNUP_FIELDS, signupRules } from './account-rules';
import { useAccountAnswer } from './use-account-answer';

/**
 * Sign-up (spec sections 2, 4, 5 and 8): names, email, password, country → state → city,
 * contact number, postal code and shipping address. Checked here first, then by the route's
 * action, which also logs the new customer in. Success says 'Signup Successfully!' and goes home
 * signed in, or to the login page when the automatic login did not work.
 */
export function SignupScreen({
  countries,
  answer,
}: {
  countries: readonly LocationOption[];
  answer: SignupAnswer | undefined;
}) {
  const language = useLanguage();
  const labels = useLabels('Signup');
  useSignupAnswer(answer);

  return (
    <AccountPage
      title={labels.lbl_signup_title}
      homeLabel={labels.lbl_signup_breadcrumb_home}
      breadcrumbLabel={labels.lbl_signup_breadcrumb_current}
    >
      <div className="mx-auto w-full max-w-3xl">
        <FormCard labelledBy="signup-heading">
          {answer ? (
            <FormOutcome ok={answer.ok} message={answer.ok ? Messages.signupSuccess : answer.message}>
              {answer.ok ? (
                <Link to={localizedPath(language, answer.user ? '/' : '/login')} className={textLinkClass}>
                  {answer.user ? labels.lbl_signup_breadcrumb_home : labels.lbl_signup_login_link}
                </Link>
              ) : null}
            </FormOutcome>
          ) : null}
          <h2 id="signup-heading" className="text-2xl font-bold text-olive-900">
            {labels.lbl_signup_heading}
          </h2>
          <p className="mt-1 text-sm text-olive-800">{labels.lbl_signup_required_hint}</p>
          <SignupForm countries={countries} kept={answer && !answer.ok ? answer.values : {}} />
          <AccountSwitch
            question={labels.lbl_signup_have_account}
            to="/login"
            linkText={labels.lbl_signup_login_link}
          />
        </FormCard>
      </div>
    </AccountPage>
  );
}

/** Each answer of the sign-up action, once settled: keep the user and go on, or say why not. */
function useSignupAnswer(answer: SignupAnswer | undefined) {
  useAccountAnswer(answer, (settled) => {
    if (settled.user) saveStoredUser(settled.user);
    return { message: Messages.signupSuccess, goTo: settled.user ? '/' : '/login' };
  });
}

/** The form, checked before it is sent; `kept` is what a refused form had (never the password). */
function SignupForm({ countries, kept }: { countries: readonly LocationOption[]; kept: SignupKeptValues }) {
  const language = useLanguage();
  const labels = useLabels('Signup');
  // A page without scripts shows a refused form again with the country it had.
  const [location, setLocation] = useState<LocationChoice>(() =>
    chooseCountry(NO_LOCATION, optionById(countries, kept.CountryID ?? '')),
  );

  return (
    <CheckedForm
      fields={SIGNUP_FIELDS}
      failure={(values) => validateForm(signupRules(labels, language.code), values, { isCommonPassword })}
      className="mt-6 grid gap-5 sm:grid-cols-2"
    >
      <SignupAccountFields kept={kept} />
      <LocationSelects
        value={location}
        onChange={setLocation}
        countries={countries}
        labels={{
          country: labels.lbl_signup_country,
          selectCountry: labels.lbl_signup_select_country,
          state: labels.lbl_signup_state,
          selectState: labels.lbl_signup_select_state,
          city: labels.lbl_signup_city,
          selectCity: labels.lbl_signup_select_city,
        }}
      />
      <SignupContactFields kept={kept} />
      <div className="sm:col-span-2">
        <SubmitButton>{labels.lbl_signup_submit}</SubmitButton>
      </div>
    </CheckedForm>
  );
}

/** Names, email and password: the fields before the address selects. */
function SignupAccountFields({ kept }: { kept: SignupKeptValues }) {
  const labels = useLabels('Signup');
  return (
    <>
      <TextField
        name="FirstName"
        autoComplete="given-name"
        required
        label={labels.lbl_signup_first_name}
        placeholder={labels.lbl_signup_first_name_placeholder}
        defaultValue={kept.FirstName}
      />
      <TextField
        name="LastName"
        autoComplete="family-name"
        required
        label={labels.lbl_signup_last_name}
        placeholder={labels.lbl_signup_last_name_placeholder}
        defaultValue={kept.LastName}
      />
      <TextField
        name="EmailAddress"
        type="email"
        inputMode="email"
        autoComplete="email"
        ltr
        required
        label={labels.lbl_signup_email}
        placeholder={labels.lbl_signup_email_placeholder}
        defaultValue={kept.EmailAddress}
      />
      <TextField
        name="Password"
        type="password"
        autoComplete="new-password"
        required
        label={labels.lbl_signup_password}
        placeholder={labels.lbl_signup_password_placeholder}
        hint={labels.lbl_signup_password_hint}
      />
    </>
  );
}

/** Contact number, postal code and shipping address: the fields after the address selects. */
function SignupContactFields({ kept }: { kept: SignupKeptValues }) {
  const labels = useLabels('Signup');
  return (
    <>
      <TextField
        name="MobileNo"
        type="tel"
        autoComplete="tel"
        ltr
        label={labels.lbl_signup_contact_no}
        placeholder={labels.lbl_signup_contact_no_placeholder}
        defaultValue={kept.MobileNo}
      />
      <TextField
        name="PostalCode"
        autoComplete="postal-code"
        ltr
        label={labels.lbl_signup_postal_code}
        placeholder={labels.lbl_signup_postal_code_placeholder}
        defaultValue={kept.PostalCode}
      />
      <TextAreaField
        name="AddressLineOne"
        rows={3}
        autoComplete="street-address"
        required
        label={labels.lbl_signup_address}
        placeholder={labels.lbl_signup_address_placeholder}
        defaultValue={kept.AddressLineOne}
        className="sm:col-span-2"
      />
    </>
  );
}

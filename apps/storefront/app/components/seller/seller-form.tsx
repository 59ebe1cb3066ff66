import { FieldLimit, Messages } from '@shop/contract';
import { type FormEvent, useEffect, useEffectEvent, useId, useState } from 'react';
import { Link, useFetcher } from 'react-router';

import { type LocationChoice, NO_LOCATION } from '../../lib/forms/location-choice';
import { fillLabel, useLabels } from '../../lib/labels/labels';
import { localizedPath, useLanguage } from '../../lib/language';
import { useHydrated } from '../../lib/use-hydrated';
import { notify } from '../../lib/toast';
import type { LocationOption } from '../../routes/api.locations';
import type { SellerAnswer } from '../../routes/become-seller';
import { TextAreaField, TextField } from '../forms/form-fields';
import { LocationSelects } from '../forms/location-selects';
import { EMPTY_SELLER_TEXT, type SellerText, sellerFailure, sellerPost } from './seller-values';

/**
 * The become-seller form (spec sections 2, 5 and 8): checked with the seller rules (each failure
 * an error toast, nothing sent), then sent to the page's action; a filed request says so and
 * clears the form.
 */
export function SellerForm({ countries }: { countries: readonly LocationOption[] }) {
  const language = useLanguage();
  const labels = useLabels('BecomeVendor');
  const formId = useId();
  const fetcher = useFetcher<SellerAnswer>();
  const [text, setText] = useState<SellerText>(EMPTY_SELLER_TEXT);
  const [location, setLocation] = useState<LocationChoice>(NO_LOCATION);
  const busy = fetcher.state !== 'idle';
  // The form is sent by script (as JSON): until the page is hydrated the button waits.
  const hydrated = useHydrated();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const post = sellerPost(text, location);
    const failure = sellerFailure(post, language, labels);
    if (failure) {
      notify('error', failure, language.code);
      return;
    }
    void fetcher.submit({ ...post }, { method: 'post', encType: 'application/json', defaultShouldRevalidate: false });
  }

  // A sent form starts empty again; adjusted while rendering the answer, not after it.
  const answer = fetcher.data;
  const [clearedFor, setClearedFor] = useState(answer);
  if (answer !== clearedFor) {
    setClearedFor(answer);
    if (answer?.ok) {
      setText(EMPTY_SELLER_TEXT);
      setLocation(NO_LOCATION);
    }
  }

  // One toast per answer.
  const showAnswer = useEffectEvent((shown: SellerAnswer) => {
    notify(shown.ok ? 'success' : 'error', shown.ok ? Messages.sellerRequestCreated : shown.message, language.code);
  });
  useEffect(() => {
    if (answer) showAnswer(answer);
  }, [answer]);

  const set = (field: keyof SellerText) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setText((current) => ({ ...current, [field]: value }));
  };
  const id = (name: string) => `${formId}-${name}`;

  return (
    <section
      aria-labelledby={id('heading')}
      className="rounded-xl border border-sand-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id={id('heading')} className="text-xl font-bold text-olive-900 sm:text-2xl">
        {labels.lbl_vendor_heading}
      </h2>
      <p className="mt-1 text-sm text-olive-700">{labels.lbl_vendor_required_hint}</p>
      <form method="post" onSubmit={submit} noValidate aria-busy={busy} className="mt-6 grid gap-5 sm:grid-cols-2">
        <TextField
          id={id('first-name')}
          label={labels.lbl_vendor_first_name}
          required
          name="FirstName"
          autoComplete="given-name"
          placeholder={labels.lbl_vendor_first_name_placeholder}
          value={text.FirstName}
          onChange={set('FirstName')}
        />
        <TextField
          id={id('last-name')}
          label={labels.lbl_vendor_last_name}
          required
          name="LastName"
          autoComplete="family-name"
          placeholder={labels.lbl_vendor_last_name_placeholder}
          value={text.LastName}
          onChange={set('LastName')}
        />
        <TextField
          id={id('email')}
          label={labels.lbl_vendor_email}
          required
          name="EmailAddress"
          type="email"
          inputMode="email"
          dir="ltr"
          autoComplete="email"
          placeholder={labels.lbl_vendor_email_placeholder}
          value={text.EmailAddress}
          onChange={set('EmailAddress')}
        />
        <TextField
          id={id('mobile')}
          label={labels.lbl_vendor_mobile}
          name="MobileNo"
          type="tel"
          dir="ltr"
          autoComplete="tel"
          maxLength={FieldLimit.mobile}
          placeholder={labels.lbl_vendor_mobile_placeholder}
          value={text.MobileNo}
          onChange={set('MobileNo')}
        />
        <TextField
          id={id('password')}
          label={labels.lbl_vendor_password}
          required
          name="Password"
          type="password"
          autoComplete="new-password"
          placeholder={labels.lbl_vendor_password_placeholder}
          hint={fillLabel(labels.lbl_vendor_password_hint, { n: FieldLimit.newPasswordMin })}
          value={text.Password}
          onChange={set('Password')}
        />
        <TextField
          id={id('confirm-password')}
          label={labels.lbl_vendor_confirm_password}
          required
          name="ConfirmPassword"
          type="password"
          autoComplete="new-password"
          placeholder={labels.lbl_vendor_confirm_password_placeholder}
          value={text.ConfirmPassword}
          onChange={set('ConfirmPassword')}
        />
        <div className="grid gap-5 sm:col-span-2 sm:grid-cols-2">
          <LocationSelects
            idPrefix={formId}
            value={location}
            onChange={setLocation}
            countries={countries}
            countryRequired
            labels={{
              country: labels.lbl_vendor_country,
              selectCountry: labels.lbl_vendor_select_country,
              state: labels.lbl_vendor_state,
              selectState: labels.lbl_vendor_select_state,
              city: labels.lbl_vendor_city,
              selectCity: labels.lbl_vendor_select_city,
            }}
          />
          <TextField
            id={id('postal-code')}
            label={labels.lbl_vendor_postal_code}
            name="PostalCode"
            dir="ltr"
            autoComplete="postal-code"
            placeholder={labels.lbl_vendor_postal_code_placeholder}
            value={text.PostalCode}
            onChange={set('PostalCode')}
          />
        </div>
        <TextAreaField
          id={id('address')}
          label={labels.lbl_vendor_address}
          required
          name="AddressLineOne"
          rows={3}
          autoComplete="street-address"
          placeholder={labels.lbl_vendor_address_placeholder}
          value={text.AddressLineOne}
          onChange={set('AddressLineOne')}
          className="sm:col-span-2"
        />
        <div className="flex flex-col items-stretch gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
          <button
            type="submit"
            disabled={!hydrated || busy}
            className="rounded-md bg-olive-700 px-8 py-3 font-semibold text-sand-50 hover:bg-olive-800 disabled:opacity-60"
          >
            {labels.lbl_vendor_submit}
          </button>
          <Link
            to={localizedPath(language, '/login')}
            className="text-center font-semibold text-olive-800 underline-offset-4 hover:text-olive-950 hover:underline"
          >
            {labels.lbl_vendor_login_link}
          </Link>
        </div>
      </form>
    </section>
  );
}

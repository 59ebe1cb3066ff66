import { FieldLimit, Messages } from '@shop/contract';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';

import { formTextsOrEmpty } from '../../../lib/forms/form-texts';
import { type LocationChoice, NO_LOCATION } from '../../../lib/forms/location-choice';
import { useFormPost } from '../../../ui/forms/use-form-post';
import { fillLabel, useLabels } from '../../../lib/labels/labels';
import { localizedPath, useLanguage } from '../../../lib/language';
import type { LocationOption } from '../../../lib/forms/locations';
import { FormCard } from '../../../ui/forms/form-card';
import { TextAreaField, TextField } from '../../../ui/forms/form-fields';
import { submitButtonClass, textLinkClass } from '../../../ui/forms/form-styles';
import { LocationSelects } from '../../../ui/forms/location-selects';
import { PostedForm } from '../../../ui/forms/posted-form';
import { SELLER_TEXT_FIELDS, sellerFieldFailure, sellerPost } from './seller-values';
import type { sendSellerRequest } from './send-seller-request.server';

/**
 * The become-seller form (spec sections 2, 5 and 8): checked with the seller rules (each failure
 * an error toast, nothing sent), then sent to the page's action; a filed request says so and
 * clears the form.
 */
export function SellerForm({ countries }: { countries: readonly LocationOption[] }) {
  const language = useLanguage();
  const labels = useLabels('BecomeVendor');
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [location, setLocation] = useState<LocationChoice>(NO_LOCATION);
  // A filed request clears the form.
  const form = useFormPost(useFetcher<typeof sendSellerRequest>(), Messages.sellerRequestCreated, () => {
    formRef.current?.reset();
    setLocation(NO_LOCATION);
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    const post = sellerPost(formTextsOrEmpty(new FormData(event.currentTarget), SELLER_TEXT_FIELDS), location);
    form.send(event, { ...post }, sellerFieldFailure(post, language, labels));
  }

  return (
    <FormCard labelledBy={headingId}>
      <h2 id={headingId} className="text-xl font-bold text-olive-900 sm:text-2xl">
        {labels.lbl_vendor_heading}
      </h2>
      <p className="mt-1 text-sm text-olive-700">{labels.lbl_vendor_required_hint}</p>
      <PostedForm form={form} formRef={formRef} onSubmit={submit} className="mt-6 grid gap-5 sm:grid-cols-2">
        <SellerAccountFields />
        <SellerAddressFields location={location} onLocationChange={setLocation} countries={countries} />
        <div className="flex flex-col items-stretch gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
          <button type="submit" disabled={!form.ready} className={submitButtonClass}>
            {labels.lbl_vendor_submit}
          </button>
          <Link to={localizedPath(language, '/login')} className={`text-center ${textLinkClass}`}>
            {labels.lbl_vendor_login_link}
          </Link>
        </div>
      </PostedForm>
    </FormCard>
  );
}

/** Names, email, mobile number and the password twice. */
function SellerAccountFields() {
  const labels = useLabels('BecomeVendor');
  return (
    <>
      <TextField
        label={labels.lbl_vendor_first_name}
        required
        name="FirstName"
        autoComplete="given-name"
        placeholder={labels.lbl_vendor_first_name_placeholder}
      />
      <TextField
        label={labels.lbl_vendor_last_name}
        required
        name="LastName"
        autoComplete="family-name"
        placeholder={labels.lbl_vendor_last_name_placeholder}
      />
      <TextField
        label={labels.lbl_vendor_email}
        required
        name="EmailAddress"
        type="email"
        inputMode="email"
        ltr
        autoComplete="email"
        placeholder={labels.lbl_vendor_email_placeholder}
      />
      <TextField
        label={labels.lbl_vendor_mobile}
        name="MobileNo"
        type="tel"
        ltr
        autoComplete="tel"
        maxLength={FieldLimit.mobile}
        placeholder={labels.lbl_vendor_mobile_placeholder}
      />
      <TextField
        label={labels.lbl_vendor_password}
        required
        name="Password"
        type="password"
        autoComplete="new-password"
        placeholder={labels.lbl_vendor_password_placeholder}
        hint={fillLabel(labels.lbl_vendor_password_hint, { n: FieldLimit.newPasswordMin })}
      />
      <TextField
        label={labels.lbl_vendor_confirm_password}
        required
        name="ConfirmPassword"
        type="password"
        autoComplete="new-password"
        placeholder={labels.lbl_vendor_confirm_password_placeholder}
      />
    </>
  );
}

/** Country, state, city and postal code, then the address. */
function SellerAddressFields({
  location,
  onLocationChange,
  countries,
}: {
  location: LocationChoice;
  onLocationChange: (next: LocationChoice) => void;
  countries: readonly LocationOption[];
}) {
  const labels = useLabels('BecomeVendor');
  return (
    <>
      <div className="grid gap-5 sm:col-span-2 sm:grid-cols-2">
        <LocationSelects
          value={location}
          onChange={onLocationChange}
          countries={countries}
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
          label={labels.lbl_vendor_postal_code}
          name="PostalCode"
          ltr
          autoComplete="postal-code"
          placeholder={labels.lbl_vendor_postal_code_placeholder}
        />
      </div>
      <TextAreaField
        label={labels.lbl_vendor_address}
        required
        name="AddressLineOne"
        rows={3}
        autoComplete="street-address"
        placeholder={labels.lbl_vendor_address_placeholder}
        className="sm:col-span-2"
      />
    </>
  );
}

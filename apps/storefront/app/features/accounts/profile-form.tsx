import { FieldLimit, Messages, Timing } from '@shop/contract';
import { type FormEvent, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { Link, useFetcher, useNavigate } from 'react-router';

import { formTextsOrEmpty } from '../../lib/forms/form-texts';
import type { LocationChoice } from '../../lib/forms/location-choice';
import { useFormPost } from '../../ui/forms/use-form-post';
import { useLabels } from '../../lib/labels/labels';
import { localizedPath, useLanguage } from '../../lib/language';
import { saveStoredUser, useStoredUserRecord } from '../../lib/session/stored-user';
import type { ProfilePost, ProfileText } from './profile-values';
import type { updateProfile } from './update-profile.server';
import type { LocationOption } from '../../lib/forms/locations';
import { FormCard } from '../../ui/forms/form-card';
import { TextAreaField, TextField } from '../../ui/forms/form-fields';
import { submitButtonClass, textLinkClass } from '../../ui/forms/form-styles';
import { LocationSelects } from '../../ui/forms/location-selects';
import { PostedForm } from '../../ui/forms/posted-form';
import {
  PROFILE_TEXT_FIELDS,
  profileFieldFailure,
  profileFormFromRecord,
  profilePost,
  storedUserAfterUpdate,
} from './profile-values';

/**
 * The profile form (spec sections 2, 4, 5 and 8). It is filled in from the stored login result,
 * which only the browser holds: the server renders it empty and it is filled in as the page
 * hydrates (the `key` below starts it again once the record is readable).
 */
export function ProfileForm({ countries }: { countries: readonly LocationOption[] }) {
  const record = useStoredUserRecord();
  return <ProfileFields key={record ? 'stored' : 'empty'} countries={countries} />;
}

function ProfileFields({ countries }: { countries: readonly LocationOption[] }) {
  const language = useLanguage();
  const labels = useLabels('UpdateProfile');
  const record = useStoredUserRecord();
  const headingId = useId();
  const [initial] = useState(() => profileFormFromRecord(record));
  const [location, setLocation] = useState<LocationChoice>(initial.location);
  // What the last submission sent, to keep in the stored record once the server saved it.
  const sent = useRef<{ post: ProfilePost; location: LocationChoice } | null>(null);
  // A saved profile is kept in the stored login result too (spec section 4).
  const form = useFormPost(useFetcher<typeof updateProfile>(), Messages.profileUpdated, (answer) => {
    if (!sent.current) return;
    saveStoredUser(storedUserAfterUpdate(record, answer.userId, sent.current.post, sent.current.location));
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    const post = profilePost(formTextsOrEmpty(new FormData(event.currentTarget), PROFILE_TEXT_FIELDS), location);
    if (form.send(event, { ...post }, profileFieldFailure(post, language, labels))) sent.current = { post, location };
  }

  useHomeAfterSave(form.answer?.ok ? form.answer : undefined);

  return (
    <FormCard labelledBy={headingId}>
      <h2 id={headingId} className="text-xl font-bold text-olive-900 sm:text-2xl">
        {labels.lbl_profile_heading}
      </h2>
      <p className="mt-1 text-sm text-olive-700">{labels.lbl_profile_required_hint}</p>
      <PostedForm form={form} onSubmit={submit} className="mt-6 grid gap-5 sm:grid-cols-2">
        <ProfileContactFields text={initial.text} />
        <div className="grid gap-5 sm:col-span-2 sm:grid-cols-3">
          <LocationSelects
            value={location}
            onChange={setLocation}
            countries={countries}
            labels={{
              country: labels.lbl_profile_country,
              selectCountry: labels.lbl_profile_select_country,
              state: labels.lbl_profile_state,
              selectState: labels.lbl_profile_select_state,
              city: labels.lbl_profile_city,
              selectCity: labels.lbl_profile_select_city,
            }}
          />
        </div>
        <ProfileAddressField text={initial.text} />
        <div className="flex flex-col-reverse items-stretch gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
          <Link to={localizedPath(language, '/')} className={`text-center ${textLinkClass}`}>
            {labels.lbl_profile_go_home}
          </Link>
          <button type="submit" disabled={!form.ready} className={submitButtonClass}>
            {labels.lbl_profile_submit}
          </button>
        </div>
      </PostedForm>
    </FormCard>
  );
}

/** After a save (each `saved` answer) the shopper goes home (spec: after 1 second). */
function useHomeAfterSave(saved: object | undefined) {
  const language = useLanguage();
  const navigate = useNavigate();
  const goHome = useEffectEvent(() => void navigate(localizedPath(language, '/')));
  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(goHome, Timing.profileRedirect);
    return () => window.clearTimeout(timer);
  }, [saved]);
}

/** Names, mobile number and postal code, filled in from the stored record. */
function ProfileContactFields({ text }: { text: ProfileText }) {
  const labels = useLabels('UpdateProfile');
  return (
    <>
      <TextField
        label={labels.lbl_profile_first_name}
        required
        name="FirstName"
        autoComplete="given-name"
        placeholder={labels.lbl_profile_first_name_placeholder}
        defaultValue={text.FirstName}
      />
      <TextField
        label={labels.lbl_profile_last_name}
        required
        name="LastName"
        autoComplete="family-name"
        placeholder={labels.lbl_profile_last_name_placeholder}
        defaultValue={text.LastName}
      />
      <TextField
        label={labels.lbl_profile_mobile}
        name="MobileNo"
        type="tel"
        ltr
        autoComplete="tel"
        maxLength={FieldLimit.mobile}
        placeholder={labels.lbl_profile_mobile_placeholder}
        defaultValue={text.MobileNo}
      />
      <TextField
        label={labels.lbl_profile_postal_code}
        name="PostalCode"
        inputMode="numeric"
        ltr
        autoComplete="postal-code"
        placeholder={labels.lbl_profile_postal_code_placeholder}
        defaultValue={text.PostalCode}
      />
    </>
  );
}

/** The shipping address, filled in from the stored record. */
function ProfileAddressField({ text }: { text: ProfileText }) {
  const labels = useLabels('UpdateProfile');
  return (
    <TextAreaField
      label={labels.lbl_profile_address}
      required
      name="AddressLineOne"
      rows={3}
      autoComplete="street-address"
      placeholder={labels.lbl_profile_address_placeholder}
      defaultValue={text.AddressLineOne}
      className="sm:col-span-2"
    />
  );
}

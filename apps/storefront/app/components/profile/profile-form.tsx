import { FieldLimit, Messages, Timing } from '@shop/contract';
import { type FormEvent, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { Link, useFetcher, useNavigate } from 'react-router';

import type { LocationChoice } from '../../lib/forms/location-choice';
import { useLabels } from '../../lib/labels/labels';
import { localizedPath, useLanguage } from '../../lib/language';
import { useHydrated } from '../../lib/use-hydrated';
import { saveStoredUser, useStoredUserRecord } from '../../lib/session/stored-user';
import { notify } from '../../lib/toast';
import type { ProfileAnswer } from '../../routes/update-profile';
import type { LocationOption } from '../../routes/api.locations';
import { TextAreaField, TextField } from '../forms/form-fields';
import { LocationSelects } from '../forms/location-selects';
import {
  type ProfilePost,
  type ProfileText,
  profileFailure,
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
  const navigate = useNavigate();
  const record = useStoredUserRecord();
  const formId = useId();
  const fetcher = useFetcher<ProfileAnswer>();
  const [initial] = useState(() => profileFormFromRecord(record));
  const [text, setText] = useState<ProfileText>(initial.text);
  const [location, setLocation] = useState<LocationChoice>(initial.location);
  // What the last submission sent, to keep in the stored record once the server saved it.
  const sent = useRef<{ post: ProfilePost; location: LocationChoice } | null>(null);
  const busy = fetcher.state !== 'idle';
  // The form is sent by script (as JSON): until the page is hydrated the button waits.
  const hydrated = useHydrated();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const post = profilePost(text, location);
    const failure = profileFailure(post, language, labels);
    if (failure) {
      notify('error', failure, language.code);
      return;
    }
    sent.current = { post, location };
    void fetcher.submit({ ...post }, { method: 'post', encType: 'application/json', defaultShouldRevalidate: false });
  }

  const showAnswer = useEffectEvent((answer: ProfileAnswer) => {
    if (!answer.ok) {
      notify('error', answer.message, language.code);
      return;
    }
    if (sent.current)
      saveStoredUser(storedUserAfterUpdate(record, answer.userId, sent.current.post, sent.current.location));
    notify('success', Messages.profileUpdated, language.code);
  });
  const goHome = useEffectEvent(() => void navigate(localizedPath(language, '/')));

  // One toast per answer; after a save the shopper goes home (spec: after 1 second).
  const answer = fetcher.data;
  useEffect(() => {
    if (!answer) return;
    showAnswer(answer);
    if (!answer.ok) return;
    const timer = window.setTimeout(goHome, Timing.profileRedirect);
    return () => window.clearTimeout(timer);
  }, [answer]);

  const set = (field: keyof ProfileText) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setText((current) => ({ ...current, [field]: value }));
  };

  return (
    <section
      aria-labelledby={`${formId}-heading`}
      className="rounded-xl border border-sand-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id={`${formId}-heading`} className="text-xl font-bold text-olive-900 sm:text-2xl">
        {labels.lbl_profile_heading}
      </h2>
      <p className="mt-1 text-sm text-olive-700">{labels.lbl_profile_required_hint}</p>
      <form method="post" onSubmit={submit} noValidate aria-busy={busy} className="mt-6 grid gap-5 sm:grid-cols-2">
        <TextField
          id={`${formId}-first-name`}
          label={labels.lbl_profile_first_name}
          required
          name="FirstName"
          autoComplete="given-name"
          placeholder={labels.lbl_profile_first_name_placeholder}
          value={text.FirstName}
          onChange={set('FirstName')}
        />
        <TextField
          id={`${formId}-last-name`}
          label={labels.lbl_profile_last_name}
          required
          name="LastName"
          autoComplete="family-name"
          placeholder={labels.lbl_profile_last_name_placeholder}
          value={text.LastName}
          onChange={set('LastName')}
        />
        <TextField
          id={`${formId}-mobile`}
          label={labels.lbl_profile_mobile}
          name="MobileNo"
          type="tel"
          dir="ltr"
          autoComplete="tel"
          maxLength={FieldLimit.mobile}
          placeholder={labels.lbl_profile_mobile_placeholder}
          value={text.MobileNo}
          onChange={set('MobileNo')}
        />
        <TextField
          id={`${formId}-postal-code`}
          label={labels.lbl_profile_postal_code}
          name="PostalCode"
          inputMode="numeric"
          dir="ltr"
          autoComplete="postal-code"
          placeholder={labels.lbl_profile_postal_code_placeholder}
          value={text.PostalCode}
          onChange={set('PostalCode')}
        />
        <div className="grid gap-5 sm:col-span-2 sm:grid-cols-3">
          <LocationSelects
            idPrefix={formId}
            value={location}
            onChange={setLocation}
            countries={countries}
            countryRequired
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
        <TextAreaField
          id={`${formId}-address`}
          label={labels.lbl_profile_address}
          required
          name="AddressLineOne"
          rows={3}
          autoComplete="street-address"
          placeholder={labels.lbl_profile_address_placeholder}
          value={text.AddressLineOne}
          onChange={set('AddressLineOne')}
          className="sm:col-span-2"
        />
        <div className="flex flex-col-reverse items-stretch gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
          <Link
            to={localizedPath(language, '/')}
            className="text-center font-semibold text-olive-800 underline-offset-4 hover:text-olive-950 hover:underline"
          >
            {labels.lbl_profile_go_home}
          </Link>
          <button
            type="submit"
            disabled={!hydrated || busy}
            className="rounded-md bg-olive-700 px-8 py-3 font-semibold text-sand-50 hover:bg-olive-800 disabled:opacity-60"
          >
            {labels.lbl_profile_submit}
          </button>
        </div>
      </form>
    </section>
  );
}

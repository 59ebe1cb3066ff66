import { EMPTY_RECORD_VALUE_JSON, Messages, NOT_CHOSEN_ID, ResponseMsg } from '@shop/contract';
import { data, redirect } from 'react-router';

import { ProfileForm } from '../features/accounts/profile-form';
import { PROFILE_FIELDS, profileFailure } from '../features/accounts/profile-values';
import { PageHero } from '../ui/page-hero';
import { backofficeFor } from '../lib/backoffice.server';
import { loadCountries } from '../lib/forms/countries.server';
import { failureMessage, failureStatus } from '../lib/forms/backoffice-failure.server';
import { isCrossSiteRequest } from '../lib/forms/cross-site.server';
import { formTextsOrEmpty } from '../lib/forms/form-texts';
import { labelsFor, useLabels } from '../lib/labels/labels';
import { loadLabels } from '../lib/labels/labels.server';
import { localizedPath, requireLanguage } from '../lib/language';
import { SESSION_REJECTED_STATUS, redirectToLogin, sessionFromRequest } from '../lib/session/session.server';
import { siteTitleFrom } from '../lib/static-page-meta';
import type { Route } from './+types/update-profile';
import type { ProfileAnswer } from '../features/accounts/profile-values';

export async function loader({ request, params }: Route.LoaderArgs) {
  const language = requireLanguage(params.lang);
  // Spec section 2: logged-out visitors are sent to the language's home page.
  if (!sessionFromRequest(request)) throw redirect(localizedPath(language, '/'));
  const [labels, countries] = await Promise.all([
    loadLabels(request, language, ['UpdateProfile']),
    loadCountries(request, language),
  ]);
  return { lang: language.code, labels, countries };
}

/**
 * Saves the profile (update-profile) for the session's own user: the UserID comes from the
 * session cookie, never from the browser. A form another site sent is refused (with the session
 * cookie's SameSite=Lax, this keeps other sites from changing a shopper's profile). The form's
 * rules are checked again here.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const language = requireLanguage(params.lang);
  if (isCrossSiteRequest(request)) {
    return data<ProfileAnswer>({ ok: false, message: Messages.genericError }, { status: 403 });
  }
  const session = sessionFromRequest(request) ?? redirectToLogin(request, language);
  const form = await request.formData().catch(() => null);
  if (!form) return data<ProfileAnswer>({ ok: false, message: Messages.genericError }, { status: 400 });

  const texts = formTextsOrEmpty(form, PROFILE_FIELDS);
  const post = {
    FirstName: texts.FirstName.trim(),
    LastName: texts.LastName.trim(),
    MobileNo: texts.MobileNo.trim(),
    AddressLineOne: texts.AddressLineOne.trim(),
    PostalCode: texts.PostalCode.trim(),
    CountryID: texts.CountryID || NOT_CHOSEN_ID,
    StateProvinceId: texts.StateProvinceId || NOT_CHOSEN_ID,
    CityId: texts.CityId || NOT_CHOSEN_ID,
  };
  const labels = labelsFor('UpdateProfile', await loadLabels(request, language, ['UpdateProfile']));
  const failure = profileFailure(post, language, labels);
  if (failure) return data<ProfileAnswer>({ ok: false, message: failure }, { status: 400 });

  const result = await backofficeFor(request, language).call('update-profile', {
    UserID: session.userId,
    FirstName: post.FirstName,
    LastName: post.LastName,
    MobileNo: post.MobileNo,
    AddressLineOne: post.AddressLineOne,
    PostalCode: post.PostalCode,
    CountryID: Number(post.CountryID),
    StateProvinceId: Number(post.StateProvinceId),
    CityId: Number(post.CityId),
    recordValueJson: EMPTY_RECORD_VALUE_JSON,
  });
  if (result.ok) {
    const outcome = result.rows[0]?.ResponseMsg;
    if (outcome === ResponseMsg.saved) return data<ProfileAnswer>({ ok: true, userId: session.userId });
    // The spec lists it as a possible answer of update-profile.
    if (outcome === ResponseMsg.emailExists) return data<ProfileAnswer>({ ok: false, message: Messages.emailExists });
    console.error('profile: update-profile did not save', { outcome });
    return data<ProfileAnswer>({ ok: false, message: Messages.genericError }, { status: 502 });
  }
  // The back-office no longer accepts the session: forget it and log in again.
  if (result.status === SESSION_REJECTED_STATUS) redirectToLogin(request, language);
  console.error('profile: update-profile failed', { status: result.status, errorMessage: result.errorMessage });
  return data<ProfileAnswer>(
    { ok: false, message: failureMessage(result, Messages.genericError) },
    { status: failureStatus(result) },
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const labels = labelsFor('UpdateProfile', loaderData.labels);
  return [
    { title: `${siteTitleFrom(matches, loaderData.lang)} - ${labels.lbl_profile_title}` },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function UpdateProfile({ loaderData }: Route.ComponentProps) {
  const labels = useLabels('UpdateProfile');
  return (
    <main id="main">
      <PageHero
        title={labels.lbl_profile_title}
        homeLabel={labels.lbl_profile_breadcrumb_home}
        breadcrumbLabel={labels.lbl_profile_breadcrumb_current}
      />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <ProfileForm countries={loaderData.countries} />
      </div>
    </main>
  );
}

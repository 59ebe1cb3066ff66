import { EMPTY_RECORD_VALUE_JSON, Messages, NOT_CHOSEN_ID, ResponseMsg } from '@shop/contract';
import { data } from 'react-router';

import { backofficeFor } from '../../lib/backoffice.server';
import { failureMessage, failureStatus } from '../../lib/forms/backoffice-failure.server';
import { isCrossSiteRequest } from '../../lib/forms/cross-site.server';
import { formTextsOrEmpty } from '../../lib/forms/form-texts';
import { labelsFor } from '../../lib/labels/labels';
import { loadLabels } from '../../lib/labels/labels.server';
import type { ShopLanguage } from '../../lib/language';
import { SESSION_REJECTED_STATUS, redirectToLogin, sessionFromRequest } from '../../lib/session/session.server';
import { PROFILE_FIELDS, type ProfileAnswer, profileFailure } from './profile-values';

const refuse = (message: string, status: number) => data<ProfileAnswer>({ ok: false, message }, { status });

/** The profile as the form posted it: texts trimmed, an unchosen select as -999. */
function postedProfile(form: FormData) {
  const texts = formTextsOrEmpty(form, PROFILE_FIELDS);
  return {
    FirstName: texts.FirstName.trim(),
    LastName: texts.LastName.trim(),
    MobileNo: texts.MobileNo.trim(),
    AddressLineOne: texts.AddressLineOne.trim(),
    PostalCode: texts.PostalCode.trim(),
    CountryID: texts.CountryID || NOT_CHOSEN_ID,
    StateProvinceId: texts.StateProvinceId || NOT_CHOSEN_ID,
    CityId: texts.CityId || NOT_CHOSEN_ID,
  };
}

type PostedProfile = ReturnType<typeof postedProfile>;

/**
 * Saves the profile (update-profile) for the session's own user: the UserID comes from the
 * session cookie, never from the browser. A form another site sent is refused (with the session
 * cookie's SameSite=Lax, this keeps other sites from changing a shopper's profile). The form's
 * rules are checked again here.
 */
export async function updateProfile(request: Request, language: ShopLanguage) {
  if (isCrossSiteRequest(request)) return refuse(Messages.genericError, 403);
  const session = sessionFromRequest(request) ?? redirectToLogin(request, language);
  const form = await request.formData().catch(() => null);
  if (!form) return refuse(Messages.genericError, 400);

  const post = postedProfile(form);
  const labels = labelsFor('UpdateProfile', await loadLabels(request, language, ['UpdateProfile']));
  const failure = profileFailure(post, language, labels);
  if (failure) return refuse(failure, 400);
  return saveProfile(request, language, session.userId, post);
}

/** update-profile at the back-office, and what the shopper is told of its answer. */
async function saveProfile(request: Request, language: ShopLanguage, userId: number, post: PostedProfile) {
  const result = await backofficeFor(request, language).call('update-profile', {
    UserID: userId,
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
    if (outcome === ResponseMsg.saved) return data<ProfileAnswer>({ ok: true, userId });
    // The spec lists it as a possible answer of update-profile.
    if (outcome === ResponseMsg.emailExists) return data<ProfileAnswer>({ ok: false, message: Messages.emailExists });
    console.error('profile: update-profile did not save', { outcome });
    return refuse(Messages.genericError, 502);
  }
  // The back-office no longer accepts the session: forget it and log in again.
  if (result.status === SESSION_REJECTED_STATUS) redirectToLogin(request, language);
  console.error('profile: update-profile failed', { status: result.status, errorMessage: result.errorMessage });
  return refuse(failureMessage(result, Messages.genericError, language.code), failureStatus(result));
}

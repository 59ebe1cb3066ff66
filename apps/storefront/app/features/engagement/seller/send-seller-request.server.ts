import { type BackofficeClient, EMPTY_RECORD_VALUE_JSON, Messages, NOT_CHOSEN_ID, ResponseMsg } from '@shop/contract';
import { data } from 'react-router';

import { backofficeFor } from '../../../lib/backoffice.server';
import { failureMessage, failureStatus } from '../../../lib/forms/backoffice-failure.server';
import { isCrossSiteRequest } from '../../../lib/forms/cross-site.server';
import { formTextsOrEmpty } from '../../../lib/forms/form-texts';
import { labelsFor } from '../../../lib/labels/labels';
import { loadLabels } from '../../../lib/labels/labels.server';
import type { ShopLanguage } from '../../../lib/language';
import { SELLER_FIELDS, type SellerAnswer, sellerFailure } from './seller-values';

const refuse = (message: string, status: number) => data<SellerAnswer>({ ok: false, message }, { status });

/** The request as the form posted it: texts trimmed, passwords as typed, an unchosen select as -999. */
function postedRequest(form: FormData) {
  const texts = formTextsOrEmpty(form, SELLER_FIELDS);
  return {
    FirstName: texts.FirstName.trim(),
    LastName: texts.LastName.trim(),
    EmailAddress: texts.EmailAddress.trim(),
    Password: texts.Password,
    ConfirmPassword: texts.ConfirmPassword,
    MobileNo: texts.MobileNo.trim(),
    PostalCode: texts.PostalCode.trim(),
    AddressLineOne: texts.AddressLineOne.trim(),
    CountryID: texts.CountryID || NOT_CHOSEN_ID,
    StateProvinceId: texts.StateProvinceId || NOT_CHOSEN_ID,
    CityId: texts.CityId || NOT_CHOSEN_ID,
  };
}

type PostedRequest = ReturnType<typeof postedRequest>;

/**
 * Files a seller request (spec sections 5, 7 and 8); a form another site sent is refused. The
 * form's rules are checked again; the password is first sealed by the back-office
 * (en-ur-drow-pass-rndom) and only the sealed value goes with create-vendor-request. The plain
 * password is neither logged nor sent anywhere else.
 */
export async function sendSellerRequest(request: Request, language: ShopLanguage) {
  if (isCrossSiteRequest(request)) return refuse(Messages.genericError, 403);
  const form = await request.formData().catch(() => null);
  if (!form) return refuse(Messages.genericError, 400);

  const post = postedRequest(form);
  const labels = labelsFor('BecomeVendor', await loadLabels(request, language, ['BecomeVendor']));
  const failure = sellerFailure(post, language, labels);
  if (failure) return refuse(failure, 400);

  const backoffice = backofficeFor(request, language);
  const sealed = await backoffice.call('en-ur-drow-pass-rndom/en-ur-drow-pass-rndom', { Password: post.Password });
  const sealedPassword = sealed.ok ? sealed.rows[0]?.EncryptedPassword : undefined;
  if (!sealedPassword) {
    console.error('seller request: password not sealed', sealed.ok ? { rows: sealed.rows.length } : sealed);
    const message = sealed.ok ? Messages.genericError : failureMessage(sealed, Messages.genericError, language.code);
    return refuse(message, sealed.ok ? 502 : failureStatus(sealed));
  }
  return createVendorRequest(backoffice, post, sealedPassword, language);
}

/** create-vendor-request with the sealed password, and what the shopper is told of its answer. */
async function createVendorRequest(
  backoffice: BackofficeClient,
  post: PostedRequest,
  sealedPassword: string,
  language: ShopLanguage,
) {
  const result = await backoffice.call('create-vendor-request', {
    FirstName: post.FirstName,
    LastName: post.LastName,
    EmailAddress: post.EmailAddress,
    Password: sealedPassword,
    MobileNo: post.MobileNo,
    AddressLineOne: post.AddressLineOne,
    CityId: Number(post.CityId),
    StateProvinceId: Number(post.StateProvinceId),
    PostalCode: post.PostalCode,
    CountryID: Number(post.CountryID),
    recordValueJson: EMPTY_RECORD_VALUE_JSON,
  });
  if (result.ok) {
    const outcome = result.rows[0]?.ResponseMsg;
    if (outcome === ResponseMsg.saved) return data<SellerAnswer>({ ok: true });
    if (outcome === ResponseMsg.emailExists) return data<SellerAnswer>({ ok: false, message: Messages.emailExists });
    console.error('seller request: create-vendor-request did not save', { outcome });
    return refuse(Messages.genericError, 502);
  }
  console.error('seller request: create-vendor-request failed', {
    status: result.status,
    errorMessage: result.errorMessage,
  });
  return refuse(failureMessage(result, Messages.genericError, language.code), failureStatus(result));
}

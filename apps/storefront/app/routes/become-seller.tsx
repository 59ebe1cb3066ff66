import { EMPTY_RECORD_VALUE_JSON, Messages, NOT_CHOSEN_ID, ResponseMsg } from '@shop/contract';
import { data } from 'react-router';

import { SellerForm } from '../features/engagement/seller/seller-form';
import { SELLER_FIELDS, sellerFailure } from '../features/engagement/seller/seller-values';
import { PageHero } from '../ui/page-hero';
import { backofficeFor } from '../lib/backoffice.server';
import { serverEnv } from '../lib/env.server';
import { loadCountries } from '../lib/forms/countries.server';
import { failureMessage, failureStatus } from '../lib/forms/backoffice-failure.server';
import { isCrossSiteRequest } from '../lib/forms/cross-site.server';
import type { FormAnswer } from '../lib/forms/form-answer';
import { formTextsOrEmpty } from '../lib/forms/form-texts';
import { labelsFor, useLabels } from '../lib/labels/labels';
import { loadLabels } from '../lib/labels/labels.server';
import { requireLanguage } from '../lib/language';
import { siteTitleFrom, staticPageMeta } from '../lib/static-page-meta';
import type { Route } from './+types/become-seller';

export type SellerAnswer = FormAnswer;

export async function loader({ request, params }: Route.LoaderArgs) {
  const language = requireLanguage(params.lang);
  const [labels, countries] = await Promise.all([
    loadLabels(request, language, ['BecomeVendor']),
    loadCountries(request, language),
  ]);
  return { lang: language.code, origin: serverEnv.STOREFRONT_URL, labels, countries };
}

/**
 * Files a seller request (spec sections 5, 7 and 8); a form another site sent is refused. The
 * form's rules are checked again; the password is first sealed by the back-office
 * (en-ur-drow-pass-rndom) and only the sealed value goes with create-vendor-request. The plain
 * password is neither logged nor sent anywhere else.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const language = requireLanguage(params.lang);
  if (isCrossSiteRequest(request)) {
    return data<SellerAnswer>({ ok: false, message: Messages.genericError }, { status: 403 });
  }
  const form = await request.formData().catch(() => null);
  if (!form) return data<SellerAnswer>({ ok: false, message: Messages.genericError }, { status: 400 });

  const texts = formTextsOrEmpty(form, SELLER_FIELDS);
  const post = {
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
  const labels = labelsFor('BecomeVendor', await loadLabels(request, language, ['BecomeVendor']));
  const failure = sellerFailure(post, language, labels);
  if (failure) return data<SellerAnswer>({ ok: false, message: failure }, { status: 400 });

  const backoffice = backofficeFor(request, language);
  const sealed = await backoffice.call('en-ur-drow-pass-rndom/en-ur-drow-pass-rndom', { Password: post.Password });
  const sealedPassword = sealed.ok ? sealed.rows[0]?.EncryptedPassword : undefined;
  if (!sealedPassword) {
    console.error('seller request: password not sealed', sealed.ok ? { rows: sealed.rows.length } : sealed);
    const message = sealed.ok ? Messages.genericError : failureMessage(sealed, Messages.genericError);
    return data<SellerAnswer>({ ok: false, message }, { status: sealed.ok ? 502 : failureStatus(sealed) });
  }

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
    return data<SellerAnswer>({ ok: false, message: Messages.genericError }, { status: 502 });
  }
  console.error('seller request: create-vendor-request failed', {
    status: result.status,
    errorMessage: result.errorMessage,
  });
  return data<SellerAnswer>(
    { ok: false, message: failureMessage(result, Messages.genericError) },
    { status: failureStatus(result) },
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const labels = labelsFor('BecomeVendor', loaderData.labels);
  return staticPageMeta({
    siteTitle: siteTitleFrom(matches, loaderData.lang),
    title: labels.lbl_vendor_title,
    description: labels.lbl_vendor_intro,
    origin: loaderData.origin,
    path: '/become-seller',
    language: loaderData.lang,
  });
};

export default function BecomeSeller({ loaderData }: Route.ComponentProps) {
  const labels = useLabels('BecomeVendor');
  return (
    <main id="main">
      <PageHero
        title={labels.lbl_vendor_title}
        homeLabel={labels.lbl_vendor_breadcrumb_home}
        breadcrumbLabel={labels.lbl_vendor_breadcrumb_current}
        lead={labels.lbl_vendor_intro}
      />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <SellerForm countries={loaderData.countries} />
      </div>
    </main>
  );
}

import { EMPTY_RECORD_VALUE_JSON, Messages, ResponseMsg } from '@shop/contract';
import { data } from 'react-router';

import { ContactDetails } from '../features/engagement/contact/contact-details';
import { ContactForm } from '../features/engagement/contact/contact-form';
import { CONTACT_FIELDS, contactFailure, contactPost } from '../features/engagement/contact/contact-values';
import { FacilitiesStrip } from '../features/content/home/facilities-strip';
import { PageHero } from '../ui/page-hero';
import { backofficeFor } from '../lib/backoffice.server';
import { serverEnv } from '../lib/env.server';
import { failureMessage, failureStatus } from '../lib/forms/backoffice-failure.server';
import { isCrossSiteRequest } from '../lib/forms/cross-site.server';
import type { FormAnswer } from '../lib/forms/form-answer';
import { formTextsOrEmpty } from '../lib/forms/form-texts';
import { labelsFor, useLabels } from '../lib/labels/labels';
import { loadLabels } from '../lib/labels/labels.server';
import { requireLanguage } from '../lib/language';
import { siteTitleFrom, staticPageMeta } from '../lib/static-page-meta';
import type { Route } from './+types/contact-us';

export type ContactAnswer = FormAnswer;

export async function loader({ request, params }: Route.LoaderArgs) {
  const language = requireLanguage(params.lang);
  return {
    lang: language.code,
    origin: serverEnv.STOREFRONT_URL,
    // The facilities strip beneath the form has its own labels.
    labels: await loadLabels(request, language, ['ContactUs', 'BestFacilities']),
  };
}

/**
 * Sends a contact message (contact-us) after checking the spec's contact rules again; a form
 * another site sent is refused. Success is the first row's ResponseMsg 'Saved Successfully';
 * anything else is the spec's generic error (or the back-office's own words for bad input and for
 * too many messages).
 */
export async function action({ request, params }: Route.ActionArgs) {
  const language = requireLanguage(params.lang);
  if (isCrossSiteRequest(request)) {
    return data<ContactAnswer>({ ok: false, message: Messages.genericError }, { status: 403 });
  }
  const form = await request.formData().catch(() => null);
  if (!form) return data<ContactAnswer>({ ok: false, message: Messages.genericError }, { status: 400 });

  const post = contactPost(formTextsOrEmpty(form, CONTACT_FIELDS));
  const labels = labelsFor('ContactUs', await loadLabels(request, language, ['ContactUs']));
  const failure = contactFailure(post, language, labels);
  if (failure) return data<ContactAnswer>({ ok: false, message: failure }, { status: 400 });

  const result = await backofficeFor(request, language).call('contact-us', {
    ...post,
    recordValueJson: EMPTY_RECORD_VALUE_JSON,
  });
  if (result.ok && result.rows[0]?.ResponseMsg === ResponseMsg.saved) return data<ContactAnswer>({ ok: true });
  if (result.ok) {
    console.error('contact: contact-us did not save', { outcome: result.rows[0]?.ResponseMsg });
    return data<ContactAnswer>({ ok: false, message: Messages.genericError }, { status: 502 });
  }
  console.error('contact: contact-us failed', { status: result.status, errorMessage: result.errorMessage });
  return data<ContactAnswer>(
    { ok: false, message: failureMessage(result, Messages.genericError) },
    { status: failureStatus(result) },
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const labels = labelsFor('ContactUs', loaderData.labels);
  return staticPageMeta({
    siteTitle: siteTitleFrom(matches, loaderData.lang),
    title: labels.lbl_contact_title,
    description: labels.lbl_contact_help_text,
    origin: loaderData.origin,
    path: '/contact-us',
    language: loaderData.lang,
  });
};

/**
 * Contact Us (spec section 2): breadcrumb, the shop's details on one side and the 'Drop Us A Line'
 * form on the other, the contact page's facilities strip beneath. The spec's 2-second loading
 * veil on opening is left out: the page is complete when it arrives.
 */
export default function ContactUs() {
  const labels = useLabels('ContactUs');
  return (
    <main id="main">
      <PageHero
        title={labels.lbl_contact_title}
        homeLabel={labels.lbl_contact_breadcrumb_home}
        breadcrumbLabel={labels.lbl_contact_breadcrumb_current}
        width="wide"
      />
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <ContactDetails />
        </div>
        <div className="lg:col-span-3">
          <ContactForm />
        </div>
      </div>
      <FacilitiesStrip variant="contact" />
    </main>
  );
}

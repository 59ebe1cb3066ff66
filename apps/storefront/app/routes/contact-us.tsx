import { FacilitiesStrip } from '../features/content/home/facilities-strip';
import { ContactUsScreen } from '../features/engagement/contact/contact-us-screen';
import { sendContactMessage } from '../features/engagement/contact/send-contact-message.server';
import { serverEnv } from '../lib/env.server';
import { labelsFor } from '../lib/labels/labels';
import { loadLabels } from '../lib/labels/labels.server';
import { requireLanguage } from '../lib/language';
import { siteTitleFrom, staticPageMeta } from '../lib/static-page-meta';
import type { Route } from './+types/contact-us';

export async function loader({ request, params }: Route.LoaderArgs) {
  const language = requireLanguage(params.lang);
  return {
    lang: language.code,
    origin: serverEnv.STOREFRONT_URL,
    // The facilities strip beneath the form has its own labels.
    labels: await loadLabels(request, language, ['ContactUs', 'BestFacilities']),
  };
}

/** Sends a contact message (features/engagement/contact/send-contact-message.server.ts). */
export async function action({ request, params }: Route.ActionArgs) {
  return sendContactMessage(request, requireLanguage(params.lang));
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

export default function ContactUs() {
  return <ContactUsScreen after={<FacilitiesStrip variant="contact" />} />;
}

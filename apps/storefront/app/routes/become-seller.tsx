import { BecomeSellerScreen } from '../features/engagement/seller/become-seller-screen';
import { sendSellerRequest } from '../features/engagement/seller/send-seller-request.server';
import { serverEnv } from '../lib/env.server';
import { loadCountries } from '../lib/forms/countries.server';
import { labelsFor } from '../lib/labels/labels';
import { loadLabels } from '../lib/labels/labels.server';
import { requireLanguage } from '../lib/language';
import { siteTitleFrom, staticPageMeta } from '../lib/static-page-meta';
import type { Route } from './+types/become-seller';

export async function loader({ request, params }: Route.LoaderArgs) {
  const language = requireLanguage(params.lang);
  const [labels, countries] = await Promise.all([
    loadLabels(request, language, ['BecomeVendor']),
    loadCountries(request, language),
  ]);
  return { lang: language.code, origin: serverEnv.STOREFRONT_URL, labels, countries };
}

/** Files a seller request (features/engagement/seller/send-seller-request.server.ts). */
export async function action({ request, params }: Route.ActionArgs) {
  return sendSellerRequest(request, requireLanguage(params.lang));
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
  return <BecomeSellerScreen countries={loaderData.countries} />;
}

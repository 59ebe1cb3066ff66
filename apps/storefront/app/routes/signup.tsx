import { redirect } from 'react-router';

import { revalidateUnlessSignedIn } from '../features/accounts/revalidation';
import { SignupScreen } from '../features/accounts/signup-screen';
import { signUp } from '../features/accounts/signup.server';
import { serverEnv } from '../lib/env.server';
import { loadCountries } from '../lib/forms/countries.server';
import { labelsFor } from '../lib/labels/labels';
import { loadLabels } from '../lib/labels/labels.server';
import { localizedPath, requireLanguage } from '../lib/language';
import { sessionFromRequest } from '../lib/session/session.server';
import { siteTitleFrom, staticPageMeta } from '../lib/static-page-meta';
import type { Route } from './+types/signup';

export async function loader({ request, params }: Route.LoaderArgs) {
  const language = requireLanguage(params.lang);
  // Someone already signed in has an account.
  if (sessionFromRequest(request)) throw redirect(localizedPath(language, '/'));
  const [labels, countries] = await Promise.all([
    loadLabels(request, language, ['Signup']),
    loadCountries(request, language),
  ]);
  return { lang: language.code, origin: serverEnv.STOREFRONT_URL, labels, countries };
}

export async function action({ request, params }: Route.ActionArgs) {
  const language = requireLanguage(params.lang);
  const form = await request.formData().catch(() => new FormData());
  return signUp(request, language, form);
}

export const shouldRevalidate = revalidateUnlessSignedIn;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const labels = labelsFor('Signup', loaderData.labels);
  return staticPageMeta({
    siteTitle: siteTitleFrom(matches, loaderData.lang),
    title: labels.lbl_signup_title,
    description: labels.lbl_signup_heading,
    origin: loaderData.origin,
    path: '/signup',
    language: loaderData.lang,
  });
};

export default function Signup({ loaderData, actionData }: Route.ComponentProps) {
  return <SignupScreen countries={loaderData.countries} answer={actionData} />;
}

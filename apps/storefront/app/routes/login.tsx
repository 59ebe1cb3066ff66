import { redirect } from 'react-router';

import { LoginScreen } from '../features/accounts/login-screen';
import { logIn } from '../features/accounts/login.server';
import { revalidateUnlessSignedIn } from '../features/accounts/revalidation';
import { serverEnv } from '../lib/env.server';
import { labelsFor } from '../lib/labels/labels';
import { loadLabels } from '../lib/labels/labels.server';
import { localizedPath, requireLanguage } from '../lib/language';
import { sessionFromRequest } from '../lib/session/session.server';
import { siteTitleFrom, staticPageMeta } from '../lib/static-page-meta';
import type { Route } from './+types/login';

export async function loader({ request, params }: Route.LoaderArgs) {
  const language = requireLanguage(params.lang);
  // Someone already signed in has nothing to do here.
  if (sessionFromRequest(request)) throw redirect(localizedPath(language, '/'));
  return {
    lang: language.code,
    origin: serverEnv.STOREFRONT_URL,
    labels: await loadLabels(request, language, ['Login']),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const language = requireLanguage(params.lang);
  const form = await request.formData().catch(() => new FormData());
  return logIn(request, language, form);
}

export const shouldRevalidate = revalidateUnlessSignedIn;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const labels = labelsFor('Login', loaderData.labels);
  return staticPageMeta({
    siteTitle: siteTitleFrom(matches, loaderData.lang),
    title: labels.lbl_login_title,
    description: labels.lbl_login_subheading,
    origin: loaderData.origin,
    path: '/login',
    language: loaderData.lang,
  });
};

export default function Login({ actionData }: Route.ComponentProps) {
  return <LoginScreen answer={actionData} />;
}

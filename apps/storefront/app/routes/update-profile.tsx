import { redirect } from 'react-router';

import { UpdateProfileScreen } from '../features/accounts/update-profile-screen';
import { updateProfile } from '../features/accounts/update-profile.server';
import { loadCountries } from '../lib/forms/countries.server';
import { labelsFor } from '../lib/labels/labels';
import { loadLabels } from '../lib/labels/labels.server';
import { localizedPath, requireLanguage } from '../lib/language';
import { sessionFromRequest } from '../lib/session/session.server';
import { siteTitleFrom } from '../lib/static-page-meta';
import type { Route } from './+types/update-profile';

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

/** Saves the session's own profile (features/accounts/update-profile.server.ts). */
export async function action({ request, params }: Route.ActionArgs) {
  return updateProfile(request, requireLanguage(params.lang));
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
  return <UpdateProfileScreen countries={loaderData.countries} />;
}

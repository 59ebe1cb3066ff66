import { ResetPasswordScreen } from '../features/accounts/reset-password-screen';
import { resetPassword } from '../features/accounts/password-reset.server';
import { serverEnv } from '../lib/env.server';
import { labelsFor } from '../lib/labels/labels';
import { loadLabels } from '../lib/labels/labels.server';
import { requireLanguage } from '../lib/language';
import { siteTitleFrom, staticPageMeta } from '../lib/static-page-meta';
import type { Route } from './+types/reset-password';

export async function loader({ request, params }: Route.LoaderArgs) {
  const language = requireLanguage(params.lang);
  return {
    lang: language.code,
    origin: serverEnv.STOREFRONT_URL,
    labels: await loadLabels(request, language, ['ResetPassword']),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const language = requireLanguage(params.lang);
  const form = await request.formData().catch(() => new FormData());
  return resetPassword(request, language, form);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const labels = labelsFor('ResetPassword', loaderData.labels);
  return [
    ...staticPageMeta({
      siteTitle: siteTitleFrom(matches, loaderData.lang),
      title: labels.lbl_reset_title,
      description: labels.lbl_reset_step1_text,
      origin: loaderData.origin,
      path: '/reset-password',
      language: loaderData.lang,
    }),
    { name: 'robots', content: 'noindex' },
  ];
};

export default function ResetPassword({ actionData }: Route.ComponentProps) {
  return <ResetPasswordScreen answer={actionData} />;
}

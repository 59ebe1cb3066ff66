import { Messages, validateForm } from '@shop/contract';
import type { FormEvent } from 'react';
import { Form, Link, redirect, useNavigate, useNavigation } from 'react-router';

import { AccountPage } from '../features/accounts/account-page';
import { FormCard } from '../ui/forms/form-card';
import { TextField } from '../ui/forms/form-fields';
import { FormOutcome } from '../ui/forms/form-outcome';
import { submitButtonClass, textLinkClass } from '../ui/forms/form-styles';
import { LOGIN_FIELDS, loginRules } from '../features/accounts/account-rules';
import { logIn } from '../features/accounts/login.server';
import { revalidateUnlessSignedIn } from '../features/accounts/revalidation';
import { serverEnv } from '../lib/env.server';
import { formTexts } from '../lib/forms/form-texts';
import { stopInvalidSubmit } from '../ui/forms/stop-invalid-submit';
import { useSettledAnswer } from '../lib/forms/use-settled-answer';
import { labelsFor, useLabels } from '../lib/labels/labels';
import { loadLabels } from '../lib/labels/labels.server';
import { localizedPath, requireLanguage, useLanguage } from '../lib/language';
import { clearStoredUser, saveStoredUser } from '../lib/session/stored-user';
import { sessionFromRequest } from '../lib/session/session.server';
import { siteTitleFrom, staticPageMeta } from '../lib/static-page-meta';
import { notify } from '../ui/toast';
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

/**
 * Login (spec sections 2, 4 and 8): email and password, a link to reset the password and one
 * to sign up. Checked here first (an error toast, nothing sent), then by the route's action,
 * which keeps the session in an httpOnly cookie. Success keeps the login row in the browser,
 * says 'Login successfully!' and goes to the language's home page.
 */
export default function Login({ actionData: answer }: Route.ComponentProps) {
  const language = useLanguage();
  const labels = useLabels('Login');
  const navigate = useNavigate();
  const busy = useNavigation().state === 'submitting';

  useSettledAnswer(answer, (settled) => {
    if (settled.ok) {
      saveStoredUser(settled.user);
      notify('success', Messages.loginSuccess, language.code);
      void navigate(localizedPath(language, '/'), { replace: true });
      return;
    }
    if (settled.forgetUser) clearStoredUser();
    notify('error', settled.message, language.code);
  });

  function check(event: FormEvent<HTMLFormElement>) {
    const values = formTexts(new FormData(event.currentTarget), LOGIN_FIELDS);
    stopInvalidSubmit(event, validateForm(loginRules(labels, language.code), values), language.code);
  }

  return (
    <AccountPage
      title={labels.lbl_login_title}
      homeLabel={labels.lbl_login_breadcrumb_home}
      breadcrumbLabel={labels.lbl_login_breadcrumb_current}
    >
      <div className="mx-auto w-full max-w-md">
        <FormCard labelledBy="login-heading">
          {answer ? (
            <FormOutcome ok={answer.ok} message={answer.ok ? Messages.loginSuccess : answer.message}>
              {answer.ok ? (
                <Link to={localizedPath(language, '/')} className={textLinkClass}>
                  {labels.lbl_login_breadcrumb_home}
                </Link>
              ) : null}
            </FormOutcome>
          ) : null}
          <h2 id="login-heading" className="text-2xl font-bold text-olive-900">
            {labels.lbl_login_heading}
          </h2>
          <p className="mt-1 text-olive-800">{labels.lbl_login_subheading}</p>
          <Form method="post" replace noValidate onSubmit={check} className="mt-6 flex flex-col gap-5" aria-busy={busy}>
            <TextField
              name="Email"
              type="email"
              inputMode="email"
              autoComplete="email"
              ltr
              required
              label={labels.lbl_login_email}
              placeholder={labels.lbl_login_email_placeholder}
            />
            <div className="flex flex-col gap-2">
              <TextField
                name="Password"
                type="password"
                autoComplete="current-password"
                required
                label={labels.lbl_login_password}
                placeholder={labels.lbl_login_password_placeholder}
              />
              <Link to={localizedPath(language, '/reset-password')} className={`self-end text-sm ${textLinkClass}`}>
                {labels.lbl_login_forgot}
              </Link>
            </div>
            <button type="submit" disabled={busy} className={submitButtonClass}>
              {labels.lbl_login_submit}
            </button>
          </Form>
          <p className="mt-8 border-t border-sand-200 pt-6 text-center text-olive-800">
            {labels.lbl_login_no_account}{' '}
            <Link to={localizedPath(language, '/signup')} className={textLinkClass}>
              {labels.lbl_login_signup_link}
            </Link>
          </p>
        </FormCard>
      </div>
    </AccountPage>
  );
}

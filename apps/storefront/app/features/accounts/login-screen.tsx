import { Messages, validateForm } from '@shop/contract';
import type { FormEvent } from 'react';
import { Form, Link, useNavigate, useNavigation } from 'react-router';

import { useSettledAnswer } from '../../lib/forms/use-settled-answer';
import { formTexts } from '../../lib/forms/form-texts';
import { useLabels } from '../../lib/labels/labels';
import { localizedPath, useLanguage } from '../../lib/language';
import { clearStoredUser, saveStoredUser } from '../../lib/session/stored-user';
import { FormCard } from '../../ui/forms/form-card';
import { TextField } from '../../ui/forms/form-fields';
import { FormOutcome } from '../../ui/forms/form-outcome';
import { submitButtonClass, textLinkClass } from '../../ui/forms/form-styles';
import { stopInvalidSubmit } from '../../ui/forms/stop-invalid-submit';
import { notify } from '../../ui/toast';
import type { LoginAnswer } from './account-answers';
import { AccountPage } from './account-page';
import { LOGIN_FIELDS, loginRules } from './account-rules';

/**
 * Login (spec sections 2, 4 and 8): email and password, a link to reset the password and one
 * to sign up. Checked here first (an error toast, nothing sent), then by the route's action,
 * which keeps the session in an httpOnly cookie. Success keeps the login row in the browser,
 * says 'Login successfully!' and goes to the language's home page.
 */
export function LoginScreen({ answer }: { answer: LoginAnswer | undefined }) {
  const language = useLanguage();
  const labels = useLabels('Login');
  useLoginAnswer(answer);

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
          <LoginForm />
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

/** Each answer of the login action, once settled: keep the user and go home, or say why not. */
function useLoginAnswer(answer: LoginAnswer | undefined) {
  const language = useLanguage();
  const navigate = useNavigate();
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
}

/** Email, password (with the link to reset it) and the button; checked before it is sent. */
function LoginForm() {
  const language = useLanguage();
  const labels = useLabels('Login');
  const busy = useNavigation().state === 'submitting';

  function check(event: FormEvent<HTMLFormElement>) {
    const values = formTexts(new FormData(event.currentTarget), LOGIN_FIELDS);
    stopInvalidSubmit(event, validateForm(loginRules(labels, language.code), values), language.code);
  }

  return (
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
  );
}

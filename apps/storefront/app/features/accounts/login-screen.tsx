import { Messages, validateForm } from '@shop/contract';
import { Link } from 'react-router';

import { useLabels } from '../../lib/labels/labels';
import { localizedPath, useLanguage } from '../../lib/language';
import { clearStoredUser, saveStoredUser } from '../../lib/session/stored-user';
import { CheckedForm, SubmitButton } from '../../ui/forms/checked-form';
import { FormCard } from '../../ui/forms/form-card';
import { TextField } from '../../ui/forms/form-fields';
import { FormOutcome } from '../../ui/forms/form-outcome';
import { textLinkClass } from '../../ui/forms/form-styles';
import type { LoginAnswer } from './account-answers';
import { AccountPage, AccountSwitch } from './account-page';
import { LOGIN_FIELDS, loginRules } from './account-rules';
import { LoginEmailField } from './login-email-field';
import { useAccountAnswer } from './use-account-answer';

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
          <AccountSwitch question={labels.lbl_login_no_account} to="/signup" linkText={labels.lbl_login_signup_link} />
        </FormCard>
      </div>
    </AccountPage>
  );
}

/** Each answer of the login action, once settled: keep the user and go home, or say why not. */
function useLoginAnswer(answer: LoginAnswer | undefined) {
  useAccountAnswer(
    answer,
    (settled) => {
      saveStoredUser(settled.user);
      return { message: Messages.loginSuccess, goTo: '/' };
    },
    (settled) => {
      if (settled.forgetUser) clearStoredUser();
    },
  );
}

/** Email, password (with the link to reset it) and the button; checked before it is sent. */
function LoginForm() {
  const language = useLanguage();
  const labels = useLabels('Login');

  return (
    <CheckedForm
      fields={LOGIN_FIELDS}
      failure={(values) => validateForm(loginRules(labels, language.code), values)}
      className="mt-6 flex flex-col gap-5"
    >
      <LoginEmailField label={labels.lbl_login_email} placeholder={labels.lbl_login_email_placeholder} />
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
      <SubmitButton>{labels.lbl_login_submit}</SubmitButton>
    </CheckedForm>
  );
}

import { Messages, validateForm } from '@shop/contract';
import { Children, type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';

import { useLabels } from '../../lib/labels/labels';
import { localizedPath, useLanguage } from '../../lib/language';
import { CheckedForm, SubmitButton } from '../../ui/forms/checked-form';
import { FormCard } from '../../ui/forms/form-card';
import { TextField } from '../../ui/forms/form-fields';
import { FormOutcome } from '../../ui/forms/form-outcome';
import { textLinkClass } from '../../ui/forms/form-styles';
import { type ResetAnswer, ResetIntent, type ResetStep } from './account-answers';
import { AccountPage } from './account-page';
import { resetEmailRules, resetPasswordFailure } from './account-rules';
import { LoginEmailField } from './login-email-field';
import { useAccountAnswer } from './use-account-answer';

/** Which form shows, and the email the code was asked for (kept across the two steps). */
interface ResetView {
  step: ResetStep;
  email: string;
}

/** The view an answer leads to; before any answer, step 1 with an empty email. */
function viewAfter(answer: ResetAnswer | undefined, current: ResetView): ResetView {
  if (!answer || (answer.ok && answer.step === 'done')) return current;
  return { step: answer.step, email: answer.email };
}

const INITIAL_VIEW: ResetView = { step: 'email', email: '' };

/**
 * Password reset (spec sections 2, 4, 5 and 8). Step 1 asks for the email and has a code mailed;
 * then that form gives way to step 2 (the code, the new password twice), with the cursor in the
 * code field. Success says so and goes to the login page; a failure shows the back-office's
 * message. A 'New Customer' panel leads to sign-up.
 */
export function ResetPasswordScreen({ answer }: { answer: ResetAnswer | undefined }) {
  const labels = useLabels('ResetPassword');
  useResetAnswer(answer);
  const { view, emailRef, otpRef, chooseAnotherEmail } = useResetView(answer);

  return (
    <AccountPage
      title={labels.lbl_reset_title}
      homeLabel={labels.lbl_reset_breadcrumb_home}
      breadcrumbLabel={labels.lbl_reset_breadcrumb_current}
    >
      <div className="grid gap-8 lg:grid-cols-5">
        <div className="lg:col-span-3">
          {view.step === 'email' ? (
            <EmailStep answer={answer} email={view.email} emailRef={emailRef} />
          ) : (
            <CodeStep answer={answer} email={view.email} otpRef={otpRef} onChangeEmail={chooseAnotherEmail} />
          )}
        </div>
        <NewCustomerPanel />
      </div>
    </AccountPage>
  );
}

/** Each answer of the reset action, once settled: a toast, and the login page once the password changed. */
function useResetAnswer(answer: ResetAnswer | undefined) {
  useAccountAnswer(answer, (settled) =>
    settled.step === 'code' ? { message: Messages.otpSent } : { message: Messages.passwordChanged, goTo: '/login' },
  );
}

/** The step shown and its email, moved by each answer; the cursor follows a change of step. */
function useResetView(answer: ResetAnswer | undefined) {
  const [view, setView] = useState<ResetView>(() => viewAfter(answer, INITIAL_VIEW));
  // Each new answer moves the view (on the server too, for a page without scripts).
  const [viewedAnswer, setViewedAnswer] = useState(answer);
  if (answer !== viewedAnswer) {
    setViewedAnswer(answer);
    setView((current) => viewAfter(answer, current));
  }
  const otpRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  // When one form gives way to the other, the cursor goes to the first field of the new one.
  const shownStep = useRef(view.step);
  useEffect(() => {
    if (shownStep.current === view.step) return;
    shownStep.current = view.step;
    (view.step === 'code' ? otpRef : emailRef).current?.focus();
  }, [view.step]);

  function chooseAnotherEmail() {
    setView((current) => ({ ...current, step: 'email' }));
  }

  return { view, emailRef, otpRef, chooseAnotherEmail };
}

interface StepProps {
  answer: ResetAnswer | undefined;
  /** The email of the view: typed in step 1, read-only in step 2. */
  email: string;
}

/**
 * The card of a step: the answer written into the page, the step's heading and text, then its form
 * (checked by `failure` before it is sent, posting `intent`) ending with its button and the way
 * back to the login page.
 */
function StepCard<Field extends string>({
  answer,
  step,
  heading,
  text,
  intent,
  fields,
  failure,
  submitLabel,
  children,
}: {
  answer: ResetAnswer | undefined;
  step: 1 | 2;
  heading: string;
  text: string;
  intent: string;
  fields: readonly Field[];
  failure: (values: Record<Field, string | null>) => { field?: string; message: string } | null;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <FormCard labelledBy={`reset-step${step}-heading`}>
      {answer ? <ResetOutcome answer={answer} /> : null}
      <h2 id={`reset-step${step}-heading`} className="text-2xl font-bold text-olive-900">
        {heading}
      </h2>
      <p id={`reset-step${step}-text`} className="mt-1 text-olive-800">
        {text}
      </p>
      <CheckedForm fields={fields} failure={failure} className="mt-6 flex flex-col gap-5">
        {/* One flat list, so the ids React generates for the fields do not depend on this card. */}
        {[
          <input key="intent" type="hidden" name="intent" value={intent} />,
          ...Children.toArray(children),
          <div key="submit" className="flex flex-wrap items-center justify-between gap-4">
            <SubmitButton>{submitLabel}</SubmitButton>
            <BackToLogin />
          </div>,
        ]}
      </CheckedForm>
    </FormCard>
  );
}

/** Step 1: the email a code is mailed to. */
function EmailStep({ answer, email, emailRef }: StepProps & { emailRef: RefObject<HTMLInputElement | null> }) {
  const language = useLanguage();
  const labels = useLabels('ResetPassword');

  return (
    <StepCard
      answer={answer}
      step={1}
      heading={labels.lbl_reset_step1_heading}
      text={labels.lbl_reset_step1_text}
      intent={ResetIntent.sendCode}
      fields={['Email']}
      failure={(values) => validateForm(resetEmailRules(labels, language.code), values)}
      submitLabel={labels.lbl_reset_send_code}
    >
      <LoginEmailField
        inputRef={emailRef}
        label={labels.lbl_reset_email}
        placeholder={labels.lbl_reset_email_placeholder}
        defaultValue={email}
      />
    </StepCard>
  );
}

/** Step 2: the mailed code and the new password twice, for the email of step 1. */
function CodeStep({
  answer,
  email,
  otpRef,
  onChangeEmail,
}: StepProps & { otpRef: RefObject<HTMLInputElement | null>; onChangeEmail: () => void }) {
  const language = useLanguage();
  const labels = useLabels('ResetPassword');

  return (
    <StepCard
      answer={answer}
      step={2}
      heading={labels.lbl_reset_step2_heading}
      text={labels.lbl_reset_step2_text}
      intent={ResetIntent.changePassword}
      fields={['Email', 'Otp', 'Password', 'ConfirmPassword']}
      failure={(values) => resetPasswordFailure(labels, language.code, values)}
      submitLabel={labels.lbl_reset_change_password}
    >
      <div className="flex flex-col gap-2">
        <TextField
          name="Email"
          type="email"
          autoComplete="username"
          ltr
          readOnly
          label={labels.lbl_reset_email}
          value={email}
        />
        <button type="button" onClick={onChangeEmail} className={`self-start text-sm ${textLinkClass}`}>
          {labels.lbl_reset_change_email}
        </button>
      </div>
      <NewPasswordFields otpRef={otpRef} />
    </StepCard>
  );
}

/** The code, the new password and its confirmation. */
function NewPasswordFields({ otpRef }: { otpRef: RefObject<HTMLInputElement | null> }) {
  const labels = useLabels('ResetPassword');
  return (
    <>
      <TextField
        inputRef={otpRef}
        name="Otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        ltr
        required
        label={labels.lbl_reset_otp}
        placeholder={labels.lbl_reset_otp_placeholder}
        aria-describedby="reset-step2-text"
      />
      <TextField
        name="Password"
        type="password"
        autoComplete="new-password"
        required
        label={labels.lbl_reset_new_password}
        placeholder={labels.lbl_reset_new_password_placeholder}
      />
      <TextField
        name="ConfirmPassword"
        type="password"
        autoComplete="new-password"
        required
        label={labels.lbl_reset_confirm_password}
        placeholder={labels.lbl_reset_confirm_password_placeholder}
      />
    </>
  );
}

function BackToLogin() {
  const language = useLanguage();
  const labels = useLabels('ResetPassword');
  return (
    <Link to={localizedPath(language, '/login')} className={`text-sm ${textLinkClass}`}>
      {labels.lbl_reset_back_to_login}
    </Link>
  );
}

/** The 'New Customer' panel beside the forms: the way to sign up. */
function NewCustomerPanel() {
  const language = useLanguage();
  const labels = useLabels('ResetPassword');
  return (
    <aside
      aria-labelledby="new-customer-heading"
      className="flex flex-col items-start gap-3 self-start rounded-xl bg-olive-800 p-6 text-sand-50 shadow-sm sm:p-8 lg:col-span-2"
    >
      <h2 id="new-customer-heading" className="text-xl font-bold text-white">
        {labels.lbl_reset_new_customer}
      </h2>
      <p className="leading-relaxed">{labels.lbl_reset_new_customer_text}</p>
      <Link
        to={localizedPath(language, '/signup')}
        className="mt-2 rounded-md bg-sand-50 px-5 py-2.5 font-semibold text-olive-900 hover:bg-sand-200"
      >
        {labels.lbl_reset_create_account}
      </Link>
    </aside>
  );
}

/** The server's answer written into the page for browsers without scripts. */
function ResetOutcome({ answer }: { answer: ResetAnswer }) {
  const language = useLanguage();
  const labels = useLabels('ResetPassword');
  if (!answer.ok) return <FormOutcome ok={false} message={answer.message} />;
  if (answer.step === 'code') return <FormOutcome ok message={Messages.otpSent} />;
  return (
    <FormOutcome ok message={Messages.passwordChanged}>
      <Link to={localizedPath(language, '/login')} className={textLinkClass}>
        {labels.lbl_reset_back_to_login}
      </Link>
    </FormOutcome>
  );
}

import { type CallResult, Messages, ResponseMsg, validateForm } from '@shop/contract';
import { data } from 'react-router';

import { backofficeFor } from '../../lib/backoffice.server';
import { isCrossSiteRequest } from '../../lib/forms/cross-site.server';
import { failureMessage, failureStatus } from '../../lib/forms/backoffice-failure.server';
import { formTexts } from '../../lib/forms/form-texts';
import { labelsFor } from '../../lib/labels/labels';
import { loadLabels } from '../../lib/labels/labels.server';
import type { ShopLanguage } from '../../lib/language';
import { type ResetAnswer, ResetIntent, type ResetStep } from './account-answers';
import { resetEmailRules, resetPasswordFailure } from './account-rules';

/**
 * A refused call leaves the shopper on `step` with the back-office's errorMessage (spec section 8:
 * it says why, e.g. a wrong code (400), or how long to wait (429)). When the back-office could
 * not answer properly (unreachable, 5xx) its words are not for shoppers: the spec's generic error.
 */
function failedCall(
  language: ShopLanguage,
  step: ResetStep,
  email: string,
  result: Extract<CallResult<unknown>, { ok: false }>,
  endpoint: string,
) {
  const status = failureStatus(result);
  if (status !== result.status) console.error(`password reset: ${endpoint} failed`, result);
  return data<ResetAnswer>(
    { ok: false, step, email, message: failureMessage(result, Messages.genericError, language.code) },
    { status },
  );
}

/**
 * The password reset screen's action (spec sections 2, 4, 5 and 8). Step 1 (`send-code`) checks
 * the email and asks validate-email-send-otp to mail a code; success ('Sent Successfully') moves
 * the page to step 2 for that email. Step 2 (`change-password`) checks the code and the new
 * password twice ('Password does not match!'), then validate-otp-change-password; success
 * ('Password reset successfully') is `done`. A failure shows the back-office's errorMessage.
 */
export async function resetPassword(request: Request, language: ShopLanguage, form: FormData) {
  const values = formTexts(form, ['intent', 'Email', 'Otp', 'Password', 'ConfirmPassword']);
  const email = values.Email?.trim() ?? '';
  const step: ResetStep = values.intent === ResetIntent.changePassword ? 'code' : 'email';
  const refuse = (message: string, status: number) =>
    data<ResetAnswer>({ ok: false, step, email, message }, { status });
  if (isCrossSiteRequest(request)) return refuse(Messages.genericError, 403);

  const labels = labelsFor('ResetPassword', await loadLabels(request, language, ['ResetPassword']));
  const backoffice = backofficeFor(request, language);

  if (step === 'email') {
    const failure = validateForm(resetEmailRules(labels, language.code), values);
    if (failure) return refuse(failure.message, 400);
    const result = await backoffice.call('validate-email-send-otp', { Email: email });
    if (!result.ok) return failedCall(language, step, email, result, 'validate-email-send-otp');
    if (result.message !== ResponseMsg.otpSent) {
      console.error('password reset: unexpected answer to validate-email-send-otp', { message: result.message });
      return refuse(Messages.genericError, 502);
    }
    return data<ResetAnswer>({ ok: true, step: 'code', email });
  }

  const failure = resetPasswordFailure(labels, language.code, values);
  if (failure) return refuse(failure.message, 400);
  const result = await backoffice.call('validate-otp-change-password', {
    Email: email,
    Otp: values.Otp!.trim(),
    Password: values.Password!,
    ConfirmPassword: values.ConfirmPassword!,
  });
  if (!result.ok) return failedCall(language, step, email, result, 'validate-otp-change-password');
  if (result.message !== ResponseMsg.passwordReset) {
    console.error('password reset: unexpected answer to validate-otp-change-password', { message: result.message });
    return refuse(Messages.genericError, 502);
  }
  return data<ResetAnswer>({ ok: true, step: 'done' });
}

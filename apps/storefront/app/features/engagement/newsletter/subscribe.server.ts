import {
  DEFAULT_LANGUAGE,
  EMPTY_RECORD_VALUE_JSON,
  FormRules,
  Language,
  Messages,
  ResponseMsg,
  isLanguageCode,
  validateForm,
} from '@shop/contract';
import { data } from 'react-router';

import { backofficeFor } from '../../../lib/backoffice.server';
import type { NewsletterResult } from './newsletter-result';

/**
 * POST /api/newsletter (the footer's form, field SubscriberEmail): checks the address with the
 * spec's newsletter rule, then subscribes it at the back-office (insert-subscriber). Success is
 * the first row's ResponseMsg 'Saved Successfully' (spec section 7); anything else is the spec's
 * 'An error occured. Please try again later!'.
 */
export async function subscribeToNewsletter(request: Request) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<NewsletterResult>({ ok: false, message: Messages.genericErrorLater }, { status: 400 });
  }
  const email = form.get('SubscriberEmail');
  const lang = form.get('lang');
  const language = Language[isLanguageCode(lang) ? lang : DEFAULT_LANGUAGE];

  const failure = validateForm(FormRules.newsletter, { SubscriberEmail: typeof email === 'string' ? email : null });
  if (failure) return data<NewsletterResult>({ ok: false, message: failure.message }, { status: 400 });

  const result = await backofficeFor(request, language).call('insert-subscriber', {
    SubscriberEmail: String(email).trim(),
    recordValueJson: EMPTY_RECORD_VALUE_JSON,
  });
  if (result.ok && result.rows[0]?.ResponseMsg === ResponseMsg.saved) return data<NewsletterResult>({ ok: true });

  if (!result.ok) {
    console.error('newsletter: insert-subscriber failed', { status: result.status, errorMessage: result.errorMessage });
  }
  return data<NewsletterResult>({ ok: false, message: Messages.genericErrorLater }, { status: result.ok ? 200 : 502 });
}

import { EMPTY_RECORD_VALUE_JSON, Messages, ResponseMsg } from '@shop/contract';
import { data } from 'react-router';

import { backofficeFor } from '../../../lib/backoffice.server';
import { failureMessage, failureStatus } from '../../../lib/forms/backoffice-failure.server';
import { isCrossSiteRequest } from '../../../lib/forms/cross-site.server';
import { formTextsOrEmpty } from '../../../lib/forms/form-texts';
import { labelsFor } from '../../../lib/labels/labels';
import { loadLabels } from '../../../lib/labels/labels.server';
import type { ShopLanguage } from '../../../lib/language';
import { CONTACT_FIELDS, type ContactAnswer, contactFailure, contactPost } from './contact-values';

const refuse = (message: string, status: number) => data<ContactAnswer>({ ok: false, message }, { status });

/**
 * Sends a contact message (contact-us) after checking the spec's contact rules again; a form
 * another site sent is refused. Success is the first row's ResponseMsg 'Saved Successfully';
 * anything else is the spec's generic error (or the back-office's own words for bad input and for
 * too many messages).
 */
export async function sendContactMessage(request: Request, language: ShopLanguage) {
  if (isCrossSiteRequest(request)) return refuse(Messages.genericError, 403);
  const form = await request.formData().catch(() => null);
  if (!form) return refuse(Messages.genericError, 400);

  const post = contactPost(formTextsOrEmpty(form, CONTACT_FIELDS));
  const labels = labelsFor('ContactUs', await loadLabels(request, language, ['ContactUs']));
  const failure = contactFailure(post, language, labels);
  if (failure) return refuse(failure, 400);

  const result = await backofficeFor(request, language).call('contact-us', {
    ...post,
    recordValueJson: EMPTY_RECORD_VALUE_JSON,
  });
  if (result.ok && result.rows[0]?.ResponseMsg === ResponseMsg.saved) return data<ContactAnswer>({ ok: true });
  if (result.ok) {
    console.error('contact: contact-us did not save', { outcome: result.rows[0]?.ResponseMsg });
    return refuse(Messages.genericError, 502);
  }
  console.error('contact: contact-us failed', { status: result.status, errorMessage: result.errorMessage });
  return refuse(failureMessage(result, Messages.genericError, language.code), failureStatus(result));
}

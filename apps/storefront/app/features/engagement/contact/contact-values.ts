import {
  type FieldFailure,
  type FieldValue,
  FormRules,
  type LanguageCode,
  type ScreenLabelSet,
  validateForm,
} from '@shop/contract';

import type { FormAnswer } from '../../../lib/forms/form-answer';
import { rulesInLanguage } from '../../../lib/forms/localized-rules';
import type { ShopLanguage } from '../../../lib/language';
import { translateMessage } from '../../../lib/messages';

/** The contact form's fields, by the wire names of contact-us. */
export interface ContactText {
  FullName: string;
  Email: string;
  PhoneNumber: string;
  Subject: string;
  Message: string;
}
export type ContactField = keyof ContactText;

/** The post of the form, trimmed. */
export function contactPost(text: ContactText): ContactText {
  return {
    FullName: text.FullName.trim(),
    Email: text.Email.trim(),
    PhoneNumber: text.PhoneNumber.trim(),
    Subject: text.Subject.trim(),
    Message: text.Message.trim(),
  };
}

/** The fields of the contact form, by the wire names of contact-us. */
export const CONTACT_FIELDS = [
  'FullName',
  'Email',
  'PhoneNumber',
  'Subject',
  'Message',
] as const satisfies readonly ContactField[];

/** The first thing wrong with a contact message, and its field, or null: the spec's contact rules in order. */
export function contactFieldFailure(
  post: Record<ContactField, FieldValue>,
  language: ShopLanguage,
  labels: ScreenLabelSet<'ContactUs'>,
): FieldFailure | null {
  const rules = rulesInLanguage(
    FormRules.contact,
    {
      FullName: labels.lbl_contact_name,
      Email: labels.lbl_contact_email_field,
      PhoneNumber: labels.lbl_contact_phone_field,
      Subject: labels.lbl_contact_subject,
      Message: labels.lbl_contact_message,
    },
    language.code,
  );
  return validateForm(rules, post);
}

/**
 * The first thing wrong with a contact message, as the toast says it, or null. Run by the form
 * before sending and by the page's action again.
 */
export function contactFailure(
  post: Record<ContactField, FieldValue>,
  language: ShopLanguage,
  labels: ScreenLabelSet<'ContactUs'>,
): string | null {
  return contactFieldFailure(post, language, labels)?.message ?? null;
}

/**
 * What the form says before sending, or null: an empty field gets the spec's hint ('Please enter
 * your email', which the browser used to say), then the contact rules run on the trimmed post.
 * The form checks itself (noValidate), so the shop speaks in the page's language, not the browser.
 */
export function contactFormFailure(
  text: ContactText,
  language: ShopLanguage,
  labels: ScreenLabelSet<'ContactUs'>,
): FieldFailure | null {
  const empty = CONTACT_FIELDS.find((field) => text[field] === '');
  if (empty) return { field: empty, message: contactHint(empty, language.code) };
  return contactFieldFailure(contactPost(text), language, labels);
}

/** The spec's hint for an empty field (spec section 5: 'Please enter your name' …), in the page's language. */
export function contactHint(field: ContactField, language: LanguageCode): string {
  const hint = FormRules.contact.find((rule) => rule.field === field)?.hint;
  return hint ? translateMessage(hint, language) : '';
}

/** What the contact form's action answers: the message was sent, or the message to show. */
export type ContactAnswer = FormAnswer;

import { Messages } from '@shop/contract';
import { type FormEvent, useId, useRef } from 'react';

import { formTextsOrEmpty } from '../../lib/forms/form-texts';
import { useFormPost } from '../../lib/forms/use-form-post';
import { useLabels } from '../../lib/labels/labels';
import { useLanguage } from '../../lib/language';
import type { ContactAnswer } from '../../routes/contact-us';
import { FormCard } from '../forms/form-card';
import { TextAreaField, TextField } from '../forms/form-fields';
import { CONTACT_FIELDS, type ContactField, contactFieldFailure, contactHint, contactPost } from './contact-values';

// Rows of the message box: room for a few sentences without pushing the button off a phone screen.
const MESSAGE_ROWS = 6;

/**
 * The 'Drop Us A Line' form (spec sections 2, 5 and 8). Every field is required: the browser
 * stops an empty one with the spec's hint ('Please enter your name' …, in the page's language);
 * then the spec's contact rules run (each failure an error toast, nothing sent). A sent message
 * says so and clears all five fields.
 */
export function ContactForm() {
  const language = useLanguage();
  const labels = useLabels('ContactUs');
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // A sent message clears all five fields.
  const form = useFormPost<ContactAnswer>(Messages.contactSent, () => formRef.current?.reset());

  function submit(event: FormEvent<HTMLFormElement>) {
    const post = contactPost(formTextsOrEmpty(new FormData(event.currentTarget), CONTACT_FIELDS));
    form.send(event, { ...post }, contactFieldFailure(post, language, labels));
  }

  // The browser's own check uses the spec's hint; typing clears it again.
  const fieldProps = (field: ContactField) => ({
    name: field,
    required: true,
    onChange: (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => {
      event.currentTarget.setCustomValidity('');
    },
    onInvalid: (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => {
      event.currentTarget.setCustomValidity(contactHint(field, language.code));
    },
  });

  return (
    <FormCard labelledBy={headingId} className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-2xl font-bold text-olive-900">
          {labels.lbl_contact_form_heading}
        </h2>
        <p className="text-olive-700">{labels.lbl_contact_form_text}</p>
      </div>
      <form ref={formRef} method="post" onSubmit={submit} aria-busy={form.busy} className="flex flex-col gap-5">
        <TextField
          label={labels.lbl_contact_name}
          autoComplete="name"
          placeholder={labels.lbl_contact_name_placeholder}
          {...fieldProps('FullName')}
        />
        <TextField
          label={labels.lbl_contact_email_field}
          type="email"
          inputMode="email"
          ltr
          autoComplete="email"
          placeholder={labels.lbl_contact_email_placeholder}
          {...fieldProps('Email')}
        />
        <TextField
          label={labels.lbl_contact_phone_field}
          type="tel"
          ltr
          autoComplete="tel"
          placeholder={labels.lbl_contact_phone_placeholder}
          {...fieldProps('PhoneNumber')}
        />
        <TextField
          label={labels.lbl_contact_subject}
          placeholder={labels.lbl_contact_subject_placeholder}
          {...fieldProps('Subject')}
        />
        <TextAreaField
          label={labels.lbl_contact_message}
          rows={MESSAGE_ROWS}
          placeholder={labels.lbl_contact_message_placeholder}
          {...fieldProps('Message')}
        />
        <div>
          <button
            type="submit"
            disabled={!form.ready}
            className="w-full rounded-md bg-poppy-600 px-8 py-3 font-semibold text-white hover:bg-poppy-700 disabled:opacity-70 sm:w-auto"
          >
            {form.busy ? labels.lbl_contact_sending : labels.lbl_contact_send}
          </button>
        </div>
      </form>
    </FormCard>
  );
}

import { type FieldFailure, Messages } from '@shop/contract';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';

import { formTextsOrEmpty } from '../../../lib/forms/form-texts';
import { useFormPost } from '../../../ui/forms/use-form-post';
import { useLabels } from '../../../lib/labels/labels';
import { useLanguage } from '../../../lib/language';
import { translateMessage } from '../../../lib/messages';
import { FormCard } from '../../../ui/forms/form-card';
import { TextAreaField, TextField } from '../../../ui/forms/form-fields';
import { PostedForm } from '../../../ui/forms/posted-form';
import { CONTACT_FIELDS, type ContactField, contactFormFailure, contactPost } from './contact-values';
import type { sendContactMessage } from './send-contact-message.server';

// Rows of the message box: room for a few sentences without pushing the button off a phone screen.
const MESSAGE_ROWS = 6;

/**
 * The 'Drop Us A Line' form (spec sections 2, 5 and 8). Every field is required. The form checks
 * itself rather than leave it to the browser, whose bubble speaks the browser's language: an empty
 * field gets the spec's hint ('Please enter your name' …), then the spec's contact rules run. Each
 * failure is an error toast and a line under its field (nothing sent). A sent message says so and
 * clears all five fields.
 */
export function ContactForm() {
  const language = useLanguage();
  const labels = useLabels('ContactUs');
  const headingId = useId();
  const fields = useFieldFailure();
  const formRef = useRef<HTMLFormElement>(null);
  // A sent message clears all five fields.
  const form = useFormPost(useFetcher<typeof sendContactMessage>(), Messages.contactSent, () =>
    formRef.current?.reset(),
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    const text = formTextsOrEmpty(new FormData(event.currentTarget), CONTACT_FIELDS);
    const found = contactFormFailure(text, language, labels);
    fields.setFailure(found);
    form.send(event, { ...contactPost(text) }, found);
  }

  return (
    <FormCard labelledBy={headingId} className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-2xl font-bold text-olive-900">
          {labels.lbl_contact_form_heading}
        </h2>
        <p className="text-olive-700">{labels.lbl_contact_form_text}</p>
      </div>
      <PostedForm form={form} formRef={formRef} onSubmit={submit} className="flex flex-col gap-5">
        <ContactFields fields={fields} />
        <div>
          <button
            type="submit"
            disabled={!form.ready}
            className="w-full rounded-md bg-poppy-600 px-8 py-3 font-semibold text-white hover:bg-poppy-700 disabled:opacity-70 sm:w-auto"
          >
            {form.busy ? labels.lbl_contact_sending : labels.lbl_contact_send}
          </button>
        </div>
      </PostedForm>
    </FormCard>
  );
}

/**
 * The failure the form shows, by field: `props` mark the field at fault and describe it by the
 * message that `withMessage` puts under it; typing in that field clears both.
 */
function useFieldFailure() {
  const language = useLanguage();
  const errorId = useId();
  const [failure, setFailure] = useState<FieldFailure | null>(null);

  const props = (field: ContactField) => ({
    name: field,
    required: true,
    'aria-invalid': failure?.field === field || undefined,
    'aria-describedby': failure?.field === field ? errorId : undefined,
    onChange: () => {
      if (failure?.field === field) setFailure(null);
    },
  });

  // The field, and under it what is wrong with it, if anything.
  const withMessage = (field: ContactField, control: ReactNode) => (
    <div className="flex flex-col gap-1.5">
      {control}
      {failure?.field === field ? (
        <p id={errorId} className="text-sm font-semibold text-poppy-700">
          {translateMessage(failure.message, language.code)}
        </p>
      ) : null}
    </div>
  );

  return { setFailure, props, withMessage };
}

/** The five fields, each with the line that says what is wrong with it. */
function ContactFields({ fields }: { fields: ReturnType<typeof useFieldFailure> }) {
  const labels = useLabels('ContactUs');
  return (
    <>
      {fields.withMessage(
        'FullName',
        <TextField
          label={labels.lbl_contact_name}
          autoComplete="name"
          placeholder={labels.lbl_contact_name_placeholder}
          {...fields.props('FullName')}
        />,
      )}
      {fields.withMessage(
        'Email',
        <TextField
          label={labels.lbl_contact_email_field}
          type="email"
          inputMode="email"
          ltr
          autoComplete="email"
          placeholder={labels.lbl_contact_email_placeholder}
          {...fields.props('Email')}
        />,
      )}
      {fields.withMessage(
        'PhoneNumber',
        <TextField
          label={labels.lbl_contact_phone_field}
          type="tel"
          ltr
          autoComplete="tel"
          placeholder={labels.lbl_contact_phone_placeholder}
          {...fields.props('PhoneNumber')}
        />,
      )}
      {fields.withMessage(
        'Subject',
        <TextField
          label={labels.lbl_contact_subject}
          placeholder={labels.lbl_contact_subject_placeholder}
          {...fields.props('Subject')}
        />,
      )}
      {fields.withMessage(
        'Message',
        <TextAreaField
          label={labels.lbl_contact_message}
          rows={MESSAGE_ROWS}
          placeholder={labels.lbl_contact_message_placeholder}
          {...fields.props('Message')}
        />,
      )}
    </>
  );
}

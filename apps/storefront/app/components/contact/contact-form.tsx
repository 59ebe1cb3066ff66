import { Messages } from '@shop/contract';
import { type FormEvent, useEffect, useEffectEvent, useId, useState } from 'react';
import { useFetcher } from 'react-router';

import { useLabels } from '../../lib/labels/labels';
import { useLanguage } from '../../lib/language';
import { useHydrated } from '../../lib/use-hydrated';
import { notify } from '../../lib/toast';
import type { ContactAnswer } from '../../routes/contact-us';
import { TextAreaField, TextField } from '../forms/form-fields';
import {
  type ContactField,
  type ContactText,
  EMPTY_CONTACT_TEXT,
  contactFailure,
  contactHint,
  contactPost,
} from './contact-values';

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
  const formId = useId();
  const fetcher = useFetcher<ContactAnswer>();
  const [text, setText] = useState<ContactText>(EMPTY_CONTACT_TEXT);
  const busy = fetcher.state !== 'idle';
  // The form is sent by script (as JSON): until the page is hydrated the button waits.
  const hydrated = useHydrated();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const post = contactPost(text);
    const failure = contactFailure(post, language, labels);
    if (failure) {
      notify('error', failure, language.code);
      return;
    }
    void fetcher.submit({ ...post }, { method: 'post', encType: 'application/json', defaultShouldRevalidate: false });
  }

  // A sent form starts empty again; adjusted while rendering the answer, not after it.
  const answer = fetcher.data;
  const [clearedFor, setClearedFor] = useState(answer);
  if (answer !== clearedFor) {
    setClearedFor(answer);
    if (answer?.ok) {
      setText(EMPTY_CONTACT_TEXT);
    }
  }

  // One toast per answer.
  const showAnswer = useEffectEvent((shown: ContactAnswer) => {
    notify(shown.ok ? 'success' : 'error', shown.ok ? Messages.contactSent : shown.message, language.code);
  });
  useEffect(() => {
    if (answer) showAnswer(answer);
  }, [answer]);

  // The browser's own check uses the spec's hint; typing clears it again.
  const fieldProps = (field: ContactField) => ({
    name: field,
    required: true,
    value: text[field],
    onChange: (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => {
      const value = event.currentTarget.value;
      event.currentTarget.setCustomValidity('');
      setText((current) => ({ ...current, [field]: value }));
    },
    onInvalid: (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => {
      event.currentTarget.setCustomValidity(contactHint(field, language.code));
    },
  });
  const id = (name: string) => `${formId}-${name}`;

  return (
    <section
      aria-labelledby={id('heading')}
      className="flex flex-col gap-6 rounded-xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <div className="flex flex-col gap-1">
        <h2 id={id('heading')} className="text-2xl font-bold text-olive-900">
          {labels.lbl_contact_form_heading}
        </h2>
        <p className="text-olive-700">{labels.lbl_contact_form_text}</p>
      </div>
      <form method="post" onSubmit={submit} aria-busy={busy} className="flex flex-col gap-5">
        <TextField
          id={id('name')}
          label={labels.lbl_contact_name}
          autoComplete="name"
          placeholder={labels.lbl_contact_name_placeholder}
          {...fieldProps('FullName')}
        />
        <TextField
          id={id('email')}
          label={labels.lbl_contact_email_field}
          type="email"
          inputMode="email"
          dir="ltr"
          autoComplete="email"
          placeholder={labels.lbl_contact_email_placeholder}
          {...fieldProps('Email')}
        />
        <TextField
          id={id('phone')}
          label={labels.lbl_contact_phone_field}
          type="tel"
          dir="ltr"
          autoComplete="tel"
          placeholder={labels.lbl_contact_phone_placeholder}
          {...fieldProps('PhoneNumber')}
        />
        <TextField
          id={id('subject')}
          label={labels.lbl_contact_subject}
          placeholder={labels.lbl_contact_subject_placeholder}
          {...fieldProps('Subject')}
        />
        <TextAreaField
          id={id('message')}
          label={labels.lbl_contact_message}
          rows={MESSAGE_ROWS}
          placeholder={labels.lbl_contact_message_placeholder}
          {...fieldProps('Message')}
        />
        <div>
          <button
            type="submit"
            disabled={!hydrated || busy}
            className="w-full rounded-md bg-poppy-600 px-8 py-3 font-semibold text-white hover:bg-poppy-700 disabled:opacity-70 sm:w-auto"
          >
            {busy ? labels.lbl_contact_sending : labels.lbl_contact_send}
          </button>
        </div>
      </form>
    </section>
  );
}

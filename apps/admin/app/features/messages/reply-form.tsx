// A reply mailed to the sender: the subject starts as "Re: " and theirs, the text is plain. Checked
// with the contract's ReplyMessageBody, so the browser refuses exactly what the server would.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  CONTACT_REPLY_BODY_MAX_LENGTH,
  CONTACT_REPLY_SUBJECT_MAX_LENGTH,
  ReplyMessageBody,
  type AdminMessage,
} from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { errorText } from '../../lib/error-text';
import { fieldErrorText } from '../../lib/form-errors';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { Notice } from '../../ui/notice';
import { replyToMessage } from './message-api';
import { inboxMessages } from './messages';
import { replySubject } from './message-view';

const controlClass =
  'block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 shadow-sm focus:border-emerald-700 focus:outline-2 focus:outline-emerald-700/30 aria-invalid:border-red-700';

export function ReplyForm({ message, onSent }: { message: AdminMessage; onSent: (message: AdminMessage) => void }) {
  const { t } = useI18n();
  const m = useMessages(inboxMessages);
  const id = useId();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string }>();
  const form = useForm<ReplyMessageBody>({
    resolver: zodResolver(ReplyMessageBody),
    defaultValues: { subject: replySubject(message.subject), body: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const bodyError = fieldErrorText(errors.body, t);

  const submit = form.handleSubmit(async (body) => {
    setNotice(undefined);
    try {
      const replied = await replyToMessage(message.id, body);
      form.reset({ subject: body.subject, body: '' });
      setNotice({ tone: 'success', text: m('replySent', { email: message.email }) });
      onSent(replied);
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(error, t) });
    }
  });

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-stone-200 bg-white p-4 sm:p-6">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-stone-900">
        {m('replyTitle')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        {m('replyHint')} <bdi dir="ltr">{message.email}</bdi>
      </p>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
        <TextField
          label={m('replySubject')}
          required
          maxLength={CONTACT_REPLY_SUBJECT_MAX_LENGTH}
          dir="auto"
          error={fieldErrorText(errors.subject, t)}
          {...form.register('subject')}
        />
        <div className="space-y-1">
          <label htmlFor={`${id}-body`} className="block text-sm font-medium text-stone-800">
            {m('replyBody')}
          </label>
          <textarea
            id={`${id}-body`}
            rows={8}
            required
            maxLength={CONTACT_REPLY_BODY_MAX_LENGTH}
            dir="auto"
            className={controlClass}
            aria-invalid={bodyError ? true : undefined}
            aria-describedby={bodyError ? `${id}-body-error` : undefined}
            {...form.register('body')}
          />
          {bodyError && (
            <p id={`${id}-body-error`} className="text-sm text-red-700">
              {bodyError}
            </p>
          )}
        </div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? m('sending') : m('send')}
        </Button>
      </form>
    </section>
  );
}

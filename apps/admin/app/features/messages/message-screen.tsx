// One contact message in full: who sent it (the email a mailto link), when, in which language, its
// text as typed; archived or moved back to the inbox; and the reply form.
import { useId, useState } from 'react';
import type { AdminMessage } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { errorText } from '../../lib/error-text';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { PageHeader } from '../../ui/page-header';
import { BackToMessages } from './back-to-messages';
import { updateMessage } from './message-api';
import { MessageStateBadge } from './message-state-badge';
import { formatMoment } from './message-view';
import { inboxMessages } from './messages';
import { ReplyForm } from './reply-form';

export function MessageScreen({ message: loaded }: { message: AdminMessage }) {
  const { t, locale } = useI18n();
  const m = useMessages(inboxMessages);
  const id = useId();
  const [message, setMessage] = useState(loaded);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string }>();
  const [busy, setBusy] = useState(false);
  const archived = message.archivedAt !== null;

  const toggleArchive = async () => {
    setNotice(undefined);
    setBusy(true);
    try {
      const changed = await updateMessage(message.id, { archived: !archived });
      setMessage(changed);
      setNotice({ tone: 'success', text: m(archived ? 'nowInInbox' : 'nowArchived') });
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(error, t) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader title={m('messageTitle')} actions={<BackToMessages />} />
      <div className="max-w-3xl space-y-6">
        <article
          aria-labelledby={`${id}-subject`}
          className="space-y-4 rounded-lg border border-stone-200 bg-white p-4 sm:p-6"
        >
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h2 id={`${id}-subject`} dir="auto" className="min-w-0 text-xl font-semibold break-words text-stone-900">
              {message.subject}
            </h2>
            <MessageStateBadge message={message} />
          </div>
          <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="font-medium text-stone-700">{m('from')}</dt>
            <dd dir="auto" className="text-start">
              {message.fullName}
            </dd>
            <dt className="font-medium text-stone-700">{m('email')}</dt>
            <dd className="min-w-0 break-all">
              <a
                href={`mailto:${message.email}`}
                dir="ltr"
                className="text-emerald-800 underline focus-visible:outline-2 focus-visible:outline-emerald-700"
              >
                {message.email}
              </a>
            </dd>
            {message.phoneNumber && (
              <>
                <dt className="font-medium text-stone-700">{m('phone')}</dt>
                <dd>
                  <bdi dir="ltr">{message.phoneNumber}</bdi>
                </dd>
              </>
            )}
            <dt className="font-medium text-stone-700">{m('language')}</dt>
            <dd>{m(message.language === 'ar' ? 'arabic' : 'english')}</dd>
            <dt className="font-medium text-stone-700">{m('received')}</dt>
            <dd>
              <time dateTime={message.createdAt}>{formatMoment(message.createdAt, locale)}</time>
            </dd>
            <dt className="font-medium text-stone-700">{m('repliedAt')}</dt>
            <dd>
              {message.repliedAt ? (
                <time dateTime={message.repliedAt}>{formatMoment(message.repliedAt, locale)}</time>
              ) : (
                m('never')
              )}
            </dd>
          </dl>
          <p
            dir="auto"
            className="border-t border-stone-100 pt-4 text-start break-words whitespace-pre-wrap text-stone-900"
          >
            {message.message}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" disabled={busy} onClick={() => void toggleArchive()}>
              {m(archived ? 'unarchive' : 'archive')}
            </Button>
          </div>
          {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
        </article>
        <ReplyForm message={message} onSent={setMessage} />
      </div>
    </>
  );
}

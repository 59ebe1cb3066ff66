// The newsletter's subscribers: searched, filtered by state, sorted and paged by the server through
// the URL; the same list as CSV; an address unsubscribed after a confirmation.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { AdminSubscriber, AdminSubscriberPage } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { errorText } from '../../lib/error-text';
import { buttonClass } from '../../ui/button';
import { DataTable } from '../../ui/data-table';
import type { ListQuery } from '../../ui/list-query';
import { Notice } from '../../ui/notice';
import { PageHeader } from '../../ui/page-header';
import { subscriberMessages } from './messages';
import { subscribersCsvUrl, unsubscribeSubscriber } from './subscriber-api';
import { useSubscriberColumns } from './subscriber-columns';
import { SubscriberFilters } from './subscriber-filters';

export function SubscriberListScreen({ query, page }: { query: ListQuery; page: AdminSubscriberPage }) {
  const { t } = useI18n();
  const m = useMessages(subscriberMessages);
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string }>();
  const noticeBox = useRef<HTMLDivElement>(null);
  const noticeFocus = useRef(false);

  useEffect(() => {
    if (!noticeFocus.current || !notice) return;
    noticeFocus.current = false;
    noticeBox.current?.focus();
  }, [notice]);

  const onUnsubscribe = useCallback(
    async (subscriber: AdminSubscriber) => {
      setNotice(undefined);
      try {
        await unsubscribeSubscriber(subscriber.id);
        noticeFocus.current = true;
        setNotice({ tone: 'success', text: m('unsubscribed', { email: subscriber.email }) });
        await revalidator.revalidate();
      } catch (error) {
        noticeFocus.current = true;
        setNotice({ tone: 'error', text: errorText(error, t) });
      }
    },
    [m, revalidator, t],
  );

  const columns = useSubscriberColumns(onUnsubscribe);
  return (
    <>
      <PageHeader
        title={m('title')}
        intro={m('intro')}
        actions={
          <a href={subscribersCsvUrl(query)} download className={buttonClass('secondary')} title={m('downloadCsvHint')}>
            {m('downloadCsv')}
          </a>
        }
      />
      <SubscriberFilters query={query} />
      <div ref={noticeBox} tabIndex={-1} className="mb-4 empty:hidden focus:outline-none">
        {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      </div>
      <DataTable caption={m('title')} columns={columns} page={page} query={query} rowKey={(row) => row.id} />
    </>
  );
}

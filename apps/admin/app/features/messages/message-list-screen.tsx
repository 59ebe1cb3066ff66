// The contact messages: the inbox, its unread messages or the archive, searched, sorted and paged by
// the server through the URL, with the unread count beside the heading.
import type { AdminMessagePage } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { DataTable } from '../../ui/data-table';
import type { ListQuery } from '../../ui/list-query';
import { PageHeader } from '../../ui/page-header';
import { inboxMessages } from './messages';
import { useMessageColumns } from './message-columns';
import { MessageFilters } from './message-filters';
import { BOX_TEXT, messageBoxOf } from './message-view';

export function MessageListScreen({ query, page }: { query: ListQuery; page: AdminMessagePage }) {
  const { locale } = useI18n();
  const m = useMessages(inboxMessages);
  const columns = useMessageColumns();
  return (
    <>
      <PageHeader
        title={m('title')}
        intro={m('intro')}
        actions={
          <p className="rounded-full bg-sky-100 px-3 py-1 text-sm font-semibold text-sky-900">
            {m('unreadCount', { count: page.unread.toLocaleString(locale) })}
          </p>
        }
      />
      <MessageFilters query={query} />
      <DataTable
        caption={`${m('title')}: ${m(BOX_TEXT[messageBoxOf(query.filters)])}`}
        columns={columns}
        page={page}
        query={query}
        rowKey={(message) => message.id}
      />
    </>
  );
}

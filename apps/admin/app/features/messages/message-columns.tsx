// The inbox's columns: who wrote, the subject (opening the message), when it came and its state;
// an unread message's row is bold.
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { AdminMessage } from '@shop/contract';
import { useI18n, useMessages } from '../../i18n/i18n';
import { inboxMessages } from './messages';
import { MessageStateBadge } from './message-state-badge';
import { formatMoment } from './message-view';

const column = createColumnHelper<AdminMessage>();

const weight = (message: AdminMessage) => (message.readAt === null ? 'font-bold' : 'font-normal');

export function useMessageColumns() {
  const { locale } = useI18n();
  const m = useMessages(inboxMessages);
  return useMemo(
    () =>
      [
        column.accessor('fullName', {
          header: m('from'),
          cell: (info) => (
            <span className={`flex flex-col ${weight(info.row.original)}`}>
              <span dir="auto">{info.getValue()}</span>
              <span dir="ltr" className="text-start text-xs text-stone-600">
                {info.row.original.email}
              </span>
            </span>
          ),
        }),
        column.accessor('subject', {
          header: m('subject'),
          cell: (info) => (
            <Link
              to={`/messages/${info.row.original.id}`}
              aria-label={m('open', { subject: info.getValue(), name: info.row.original.fullName })}
              className={`block max-w-xs min-w-40 text-emerald-800 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-700 ${weight(info.row.original)}`}
            >
              <span dir="auto" className="line-clamp-1">
                {info.getValue()}
              </span>
              <span dir="auto" className="line-clamp-1 text-xs font-normal text-stone-600">
                {info.row.original.message}
              </span>
            </Link>
          ),
        }),
        column.accessor('createdAt', {
          header: m('received'),
          cell: (info) => (
            <time dateTime={info.getValue()} className={`whitespace-nowrap ${weight(info.row.original)}`}>
              {formatMoment(info.getValue(), locale)}
            </time>
          ),
        }),
        column.display({
          id: 'state',
          header: m('state'),
          cell: (info) => <MessageStateBadge message={info.row.original} />,
        }),
      ] as ColumnDef<AdminMessage, unknown>[],
    [m, locale],
  );
}

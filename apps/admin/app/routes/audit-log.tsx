import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useLoaderData } from 'react-router';
import type { AuditEntry } from '@shop/contract';
import type { Route } from './+types/audit-log';
import { loadAuditPage } from '../features/audit/audit-api';
import { AuditChanges } from '../features/audit/audit-changes';
import { AuditFilters } from '../features/audit/audit-filters';
import { useI18n } from '../i18n/i18n';
import { DataTable } from '../ui/data-table';
import { readListQuery } from '../ui/list-query';
import { PageHeader } from '../ui/page-header';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = readListQuery(new URL(request.url).searchParams, 'at', 'desc');
  return { query, page: await loadAuditPage(query) };
}

const column = createColumnHelper<AuditEntry>();

export default function AuditLog() {
  const { query, page } = useLoaderData<typeof clientLoader>();
  const { t, locale } = useI18n();
  const columns = useMemo(
    () => [
      column.accessor('at', {
        header: t('audit.at'),
        enableSorting: false,
        cell: (info) => (
          <time dateTime={info.getValue()} className="whitespace-nowrap">
            {new Date(info.getValue()).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
        ),
      }),
      column.accessor('actor', {
        header: t('audit.actor'),
        enableSorting: false,
        cell: (info) => <span dir="ltr">{info.getValue()}</span>,
      }),
      column.accessor('action', { header: t('audit.action'), enableSorting: false }),
      column.accessor('resource', { header: t('audit.resource'), enableSorting: false }),
      column.accessor('resourceId', { header: t('audit.resourceId'), enableSorting: false }),
      column.accessor('address', {
        header: t('audit.address'),
        enableSorting: false,
        cell: (info) => <span dir="ltr">{info.getValue()}</span>,
      }),
      column.display({
        id: 'changes',
        header: t('audit.changes'),
        cell: (info) => <AuditChanges entry={info.row.original} />,
      }),
    ],
    [t, locale],
  );
  return (
    <>
      <PageHeader title={t('audit.title')} intro={t('audit.intro')} />
      <AuditFilters query={query} />
      <DataTable caption={t('audit.title')} columns={columns} page={page} query={query} rowKey={(entry) => entry.id} />
    </>
  );
}

// The seller requests, those waiting for a decision first: searched, filtered and paged by the
// server through the URL, newest first.
import type { AdminSellerRequestPage } from '@shop/contract';
import { useMessages } from '../../i18n/i18n';
import { DataTable } from '../../ui/data-table';
import type { ListQuery } from '../../ui/list-query';
import { PageHeader } from '../../ui/page-header';
import { sellerMessages } from './messages';
import { useSellerRequestColumns } from './seller-request-columns';
import { SellerRequestFilters } from './seller-request-filters';
import { sellerStatusChoice, STATUS_TEXT } from './seller-request-view';

export function SellerRequestListScreen({ query, page }: { query: ListQuery; page: AdminSellerRequestPage }) {
  const m = useMessages(sellerMessages);
  const columns = useSellerRequestColumns();
  const status = sellerStatusChoice(query.filters);
  return (
    <>
      <PageHeader title={m('title')} intro={m('intro')} />
      <SellerRequestFilters query={query} />
      <DataTable
        caption={`${m('title')}: ${m(status === 'all' ? 'allStatuses' : STATUS_TEXT[status])}`}
        columns={columns}
        page={page}
        query={query}
        rowKey={(request) => request.id}
      />
    </>
  );
}

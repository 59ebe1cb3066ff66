// The orders: searched, filtered, sorted and paged by the server through the URL; the same list as
// CSV; each order opened from its number.
import type { AdminOrderPage } from '@shop/contract';
import { useMessages } from '../../i18n/i18n';
import { buttonClass } from '../../ui/button';
import { DataTable } from '../../ui/data-table';
import type { ListQuery } from '../../ui/list-query';
import { PageHeader } from '../../ui/page-header';
import { orderMessages } from './messages';
import { ordersCsvUrl } from './order-api';
import { useOrderColumns } from './order-columns';
import { OrderFilters } from './order-filters';

export function OrderListScreen({ query, page }: { query: ListQuery; page: AdminOrderPage }) {
  const m = useMessages(orderMessages);
  const columns = useOrderColumns();
  return (
    <>
      <PageHeader
        title={m('title')}
        intro={m('intro')}
        actions={
          <a href={ordersCsvUrl(query)} download className={buttonClass('secondary')} title={m('downloadCsvHint')}>
            {m('downloadCsv')}
          </a>
        }
      />
      <OrderFilters query={query} />
      <DataTable caption={m('title')} columns={columns} page={page} query={query} rowKey={(order) => order.id} />
    </>
  );
}

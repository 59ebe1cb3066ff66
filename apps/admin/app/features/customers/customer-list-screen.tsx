// The customers: searched, filtered, sorted and paged by the server through the URL.
import type { AdminCustomerPage } from '@shop/contract';
import { useMessages } from '../../i18n/i18n';
import { DataTable } from '../../ui/data-table';
import type { ListQuery } from '../../ui/list-query';
import { PageHeader } from '../../ui/page-header';
import { useCustomerColumns } from './customer-columns';
import { CustomerFilters } from './customer-filters';
import { customerMessages } from './messages';

export function CustomerListScreen({ query, page }: { query: ListQuery; page: AdminCustomerPage }) {
  const m = useMessages(customerMessages);
  const columns = useCustomerColumns();
  return (
    <>
      <PageHeader title={m('title')} intro={m('intro')} />
      <CustomerFilters query={query} />
      <DataTable caption={m('title')} columns={columns} page={page} query={query} rowKey={(customer) => customer.id} />
    </>
  );
}

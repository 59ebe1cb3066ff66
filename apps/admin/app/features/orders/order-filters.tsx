import { useMessages } from '../../i18n/i18n';
import { TextField } from '../../ui/field';
import { ChoiceFilter, ListFilters } from '../../ui/list-filters';
import type { ListQuery } from '../../ui/list-query';
import { orderMessages } from './messages';
import { methodText, ORDER_STATUSES, PAYMENT_METHODS, statusText } from './order-view';

/** Search by number, email or name; narrow by status, payment method, the days placed and digital items. */
export function OrderFilters({ query }: { query: ListQuery }) {
  const m = useMessages(orderMessages);
  return (
    <ListFilters query={query} searchLabel={m('search')}>
      <ChoiceFilter
        query={query}
        name="status"
        label={m('filterStatus')}
        any={m('any')}
        choices={ORDER_STATUSES.map((status) => [String(status), m(statusText(status))])}
      />
      <ChoiceFilter
        query={query}
        name="paymentMethod"
        label={m('filterPayment')}
        any={m('any')}
        choices={PAYMENT_METHODS.map((method) => [String(method), m(methodText(method))])}
      />
      <ChoiceFilter
        query={query}
        name="digital"
        label={m('filterDigital')}
        any={m('any')}
        choices={[
          ['true', m('onlyDigital')],
          ['false', m('noDigital')],
        ]}
      />
      <div className="w-[calc(50%-0.375rem)] sm:w-44">
        <TextField label={m('from')} name="from" type="date" defaultValue={query.filters.from ?? ''} />
      </div>
      <div className="w-[calc(50%-0.375rem)] sm:w-44">
        <TextField label={m('to')} name="to" type="date" defaultValue={query.filters.to ?? ''} />
      </div>
    </ListFilters>
  );
}

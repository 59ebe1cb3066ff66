// The orders list for a spreadsheet: UTF-8 with a byte-order mark (Excel then reads Arabic names),
// a header row, amounts as decimals, and cells starting like a formula written with a leading apostrophe.
// papaparse is CommonJS: Node hands its exports over as the default export only (its types declare none).
// eslint-disable-next-line import-x/default
import Papa from 'papaparse';
import { ORDER_CSV_COLUMNS, OrderStatusName, type AdminOrderSummary, type OrderStatusId } from '@shop/contract';
import { toMoney } from '../../catalog/money';

const BYTE_ORDER_MARK = '\uFEFF';

/** The orders as CSV text, one line each under the header (ORDER_CSV_COLUMNS). */
export function ordersCsv(orders: AdminOrderSummary[]): string {
  const data = orders.map((order) => {
    const cells: Record<(typeof ORDER_CSV_COLUMNS)[number], string | number | boolean> = {
      ...order,
      status: OrderStatusName[order.status as OrderStatusId] ?? String(order.status),
      orderTotal: toMoney(order.orderTotal).toFixed(2),
      refundedTotal: toMoney(order.refundedTotal).toFixed(2),
    };
    return ORDER_CSV_COLUMNS.map((column) => cells[column]);
  });
  return (
    BYTE_ORDER_MARK + Papa.unparse({ fields: [...ORDER_CSV_COLUMNS], data }, { escapeFormulae: true, newline: '\r\n' })
  );
}

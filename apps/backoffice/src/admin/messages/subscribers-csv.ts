// The subscribers list for a spreadsheet: UTF-8 with a byte-order mark (so that Excel reads it as
// UTF-8), a header row, and cells starting like a formula written with a leading apostrophe: an
// address such as `=HYPERLINK(...)@example.com` passes the sign-up form.
// papaparse is CommonJS: Node hands its exports over as the default export only (its types declare none).
// eslint-disable-next-line import-x/default
import Papa from 'papaparse';
import { SUBSCRIBER_CSV_COLUMNS, type AdminSubscriber } from '@shop/contract';

const BYTE_ORDER_MARK = '\uFEFF';

/** The subscribers as CSV text, one line each under the header (SUBSCRIBER_CSV_COLUMNS). */
export function subscribersCsv(subscribers: AdminSubscriber[]): string {
  const data = subscribers.map((subscriber) => {
    const cells: Record<(typeof SUBSCRIBER_CSV_COLUMNS)[number], string | number> = {
      ...subscriber,
      confirmedAt: subscriber.confirmedAt ?? '',
      unsubscribedAt: subscriber.unsubscribedAt ?? '',
    };
    return SUBSCRIBER_CSV_COLUMNS.map((column) => cells[column]);
  });
  return (
    BYTE_ORDER_MARK +
    Papa.unparse({ fields: [...SUBSCRIBER_CSV_COLUMNS], data }, { escapeFormulae: true, newline: '\r\n' })
  );
}

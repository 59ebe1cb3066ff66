// Between the refund dialog and POST …/orders/:id/refund: the form holds what staff type (units per
// line, in any digits), bounded by what is left of each line; the body names the whole order or the
// lines with units. The server still decides the amount and refuses more than is left.
import { z } from 'zod';
import { ORDER_ACTION_REASON_MAX_LENGTH, type AdminOrderDetail, type AdminOrderRefundBody } from '@shop/contract';
import { westernDigits } from '../../ui/money';
import type { OrderMessageKey } from './messages';

export interface RefundFormValues {
  scope: 'lines' | 'whole';
  /** Units typed per line, keyed by lineKey(id); '' or '0' for none. */
  quantities: Record<string, string>;
  restock: boolean;
  reason: string;
}

type Line = Pick<AdminOrderDetail['lines'][number], 'id' | 'quantity' | 'refundedQuantity'>;

/** A line's key among the form's quantities (a bare number would make react-hook-form build an array). */
export const lineKey = (id: number) => `line${id}`;
const idOfKey = (key: string) => Number(key.slice('line'.length));

/** Units of a line not refunded yet. */
export const unitsLeft = (line: Line) => Math.max(0, line.quantity - line.refundedQuantity);

/** The lines that still have units to refund. */
export const refundableLines = <L extends Line>(lines: L[]) => lines.filter((line) => unitsLeft(line) > 0);

export const refundFormDefaults = (lines: Line[]): RefundFormValues => ({
  scope: refundableLines(lines).length > 0 ? 'lines' : 'whole',
  quantities: Object.fromEntries(refundableLines(lines).map((line) => [lineKey(line.id), '0'])),
  restock: true,
  reason: '',
});

/** A whole number typed in any digits; NaN when it is not one ('' is 0). */
const unitsOf = (text: string) => {
  const plain = westernDigits(text ?? '').trim();
  if (plain === '') return 0;
  return /^\d+$/.test(plain) ? Number(plain) : Number.NaN;
};

/**
 * The form's schema for an order's lines: each quantity a whole number from 0 to what is left,
 * at least one unit unless the whole order is refunded, the reason within its limit. Its messages
 * are the feature's message keys; it answers the API's body.
 */
export function refundFormSchema(lines: Line[]) {
  const left = new Map(lines.map((line) => [lineKey(line.id), unitsLeft(line)]));
  return z
    .object({
      scope: z.enum(['lines', 'whole']),
      quantities: z.record(z.string(), z.string()),
      restock: z.boolean(),
      reason: z.string(),
    })
    .superRefine((values, context) => {
      const issue = (path: (string | number)[], message: OrderMessageKey) =>
        context.addIssue({ code: 'custom', path, message });
      if (values.reason.trim().length > ORDER_ACTION_REASON_MAX_LENGTH) issue(['reason'], 'reasonTooLong');
      if (values.scope === 'whole') return;
      let total = 0;
      let typos = 0;
      for (const [id, text] of Object.entries(values.quantities)) {
        const units = unitsOf(text);
        if (Number.isNaN(units)) issue(['quantities', id], 'refundWholeNumber');
        else if (units > (left.get(id) ?? 0)) issue(['quantities', id], 'refundTooMany');
        else total += units;
        if (Number.isNaN(units) || units > (left.get(id) ?? 0)) typos += 1;
      }
      if (total === 0 && typos === 0) issue(['scope'], 'refundNoUnits');
    })
    .transform((values): AdminOrderRefundBody => refundBody(values));
}

/** The API's body of a checked form: the whole order, or the lines with at least one unit. */
export function refundBody(values: RefundFormValues): AdminOrderRefundBody {
  const reason = values.reason.trim();
  if (values.scope === 'whole') return { wholeOrder: true, lines: [], restock: values.restock, reason };
  const lines = Object.entries(values.quantities)
    .map(([key, text]) => ({ orderItemId: idOfKey(key), quantity: unitsOf(text) }))
    .filter((line) => line.quantity > 0);
  return { wholeOrder: false, lines, restock: values.restock, reason };
}

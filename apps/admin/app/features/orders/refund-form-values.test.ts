import { describe, expect, it } from 'vitest';
import { AdminOrderRefundBody } from '@shop/contract';
import {
  lineKey,
  refundableLines,
  refundFormDefaults,
  refundFormSchema,
  type RefundFormValues,
} from './refund-form-values';

// Two units of a thobe (one refunded already), three of a spice, one of an e-book refunded in full.
const lines = [
  { id: 11, quantity: 2, refundedQuantity: 1 },
  { id: 12, quantity: 3, refundedQuantity: 0 },
  { id: 13, quantity: 1, refundedQuantity: 1 },
];

const check = (values: Partial<RefundFormValues>) =>
  refundFormSchema(lines).safeParse({ ...refundFormDefaults(lines), ...values });

const issues = (values: Partial<RefundFormValues>) => {
  const result = check(values);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the refund form', () => {
  it('starts with no units of the lines that have some left, restocking', () => {
    expect(refundableLines(lines).map((line) => line.id)).toEqual([11, 12]);
    expect(refundFormDefaults(lines)).toEqual({
      scope: 'lines',
      quantities: { [lineKey(11)]: '0', [lineKey(12)]: '0' },
      restock: true,
      reason: '',
    });
    expect(refundFormDefaults([{ id: 13, quantity: 1, refundedQuantity: 1 }]).scope).toBe('whole');
  });

  it('sends the lines with units, in any digits, as the API takes them', () => {
    const result = check({ quantities: { [lineKey(11)]: '١', [lineKey(12)]: ' 2 ' }, reason: '  torn  ' });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      wholeOrder: false,
      lines: [
        { orderItemId: 11, quantity: 1 },
        { orderItemId: 12, quantity: 2 },
      ],
      restock: true,
      reason: 'torn',
    });
    expect(AdminOrderRefundBody.safeParse(result.data).success).toBe(true);
  });

  it('sends the whole order without lines, and keeps the restock choice', () => {
    const result = check({ scope: 'whole', quantities: { [lineKey(11)]: '7' }, restock: false });
    expect(result.data).toEqual({ wholeOrder: true, lines: [], restock: false, reason: '' });
    expect(AdminOrderRefundBody.safeParse(result.data).success).toBe(true);
  });

  it('refuses more units than are left, parts of units, and no units at all', () => {
    expect(issues({ quantities: { [lineKey(11)]: '2', [lineKey(12)]: '3' } })).toEqual([
      [`quantities.${lineKey(11)}`, 'refundTooMany'],
    ]);
    expect(issues({ quantities: { [lineKey(11)]: '0.5', [lineKey(12)]: '-1' } })).toEqual([
      [`quantities.${lineKey(11)}`, 'refundWholeNumber'],
      [`quantities.${lineKey(12)}`, 'refundWholeNumber'],
    ]);
    expect(issues({})).toEqual([['scope', 'refundNoUnits']]);
    expect(issues({ quantities: { [lineKey(13)]: '1' } })).toEqual([[`quantities.${lineKey(13)}`, 'refundTooMany']]);
  });

  it('refuses a reason longer than the API keeps', () => {
    expect(issues({ scope: 'whole', reason: 'x'.repeat(501) })).toEqual([['reason', 'reasonTooLong']]);
  });
});

import { describe, expect, it } from 'vitest';
import type { AdminCoupon } from '@shop/contract';
import type { Translate } from '../../i18n/i18n';
import { changesOf, CouponForm, couponFieldError, formValuesOf, type CouponFormValues } from './coupon-form-values';
import type { CouponMessageKey } from './messages';

const t: Translate = Object.assign((key: string, values?: object) => `${key}${values ? JSON.stringify(values) : ''}`, {
  language: 'en' as const,
});
const m = (key: CouponMessageKey, values?: Record<string, string | number>) =>
  `${key}${values ? JSON.stringify(values) : ''}`;

const typed = (values: Partial<CouponFormValues>): CouponFormValues => ({ ...formValuesOf(), ...values });
const issuesOf = (values: Partial<CouponFormValues>) => {
  const parsed = CouponForm.safeParse(typed(values));
  // The form shows each field's first issue, as react-hook-form's resolver does.
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.reverse().map((issue) => [issue.path.join('.'), issue.code]));
};

const saved: AdminCoupon = {
  id: 7,
  code: 'SPRING15',
  kind: 'fixed',
  value: 1550,
  minimumOrder: 5000,
  validFrom: '2026-03-01T08:00:00.000Z',
  validTo: '2026-03-31T21:59:59.000Z',
  totalUseLimit: 100,
  perCustomerLimit: 1,
  isActive: true,
  timesUsed: 3,
  redemptions: 3,
};

describe('the coupon form', () => {
  it('sends a percentage as a whole percent, amounts as cents, times in UTC and empty fields as none', () => {
    const parsed = CouponForm.parse(
      typed({ code: ' SUMMER10 ', kind: 'percentage', value: '10', validFrom: '2026-06-01T09:00' }),
    );
    expect(parsed).toEqual({
      code: 'SUMMER10',
      kind: 'percentage',
      value: 10,
      minimumOrder: 0,
      validFrom: new Date(2026, 5, 1, 9, 0).toISOString(),
      validTo: null,
      totalUseLimit: null,
      perCustomerLimit: null,
      isActive: true,
    });
    expect(
      CouponForm.parse(typed({ code: 'خصم٥', kind: 'fixed', value: '٥٫٥٠', minimumOrder: '25', totalUseLimit: '١٠٠' })),
    ).toMatchObject({ code: 'خصم٥', value: 550, minimumOrder: 2500, totalUseLimit: 100 });
  });

  it('refuses under each field what the server would refuse', () => {
    expect(issuesOf({ code: '', value: '10' })).toEqual({ code: 'too_small' });
    expect(issuesOf({ code: 'TEN OFF', value: '10' })).toEqual({ code: 'invalid_format' });
    expect(issuesOf({ code: 'A', kind: 'percentage', value: '101' })).toEqual({ value: 'custom' });
    expect(issuesOf({ code: 'A', kind: 'percentage', value: '9.5' })).toEqual({ value: 'invalid_type' });
    expect(issuesOf({ code: 'A', kind: 'fixed', value: '0' })).toEqual({ value: 'too_small' });
    expect(issuesOf({ code: 'A', kind: 'fixed', value: '5,5' })).toEqual({ value: 'invalid_type' });
    expect(issuesOf({ code: 'A', value: '5', minimumOrder: 'lots' })).toEqual({ minimumOrder: 'invalid_type' });
    expect(issuesOf({ code: 'A', value: '5', totalUseLimit: '0', perCustomerLimit: 'x' })).toEqual({
      totalUseLimit: 'too_small',
      perCustomerLimit: 'invalid_type',
    });
    expect(issuesOf({ code: 'A', value: '5', validFrom: '2026-06-02T09:00', validTo: '2026-06-01T09:00' })).toEqual({
      validTo: 'custom',
    });
  });

  it('shows a coupon as typed and reads it back unchanged', () => {
    const values = formValuesOf(saved);
    expect(values).toMatchObject({ kind: 'fixed', value: '15.50', minimumOrder: '50.00', totalUseLimit: '100' });
    const body = CouponForm.parse(values);
    // The end was set to the second through the API; the form keeps minutes, so it is sent only when touched.
    expect(changesOf(body, saved, {})).toEqual({});
    expect(changesOf(body, saved, { validTo: true })).toEqual({ validTo: '2026-03-31T21:59:00.000Z' });
    expect(changesOf({ ...body, kind: 'percentage', value: 15 }, saved, { kind: true, value: true })).toEqual({
      kind: 'percentage',
      value: 15,
    });
  });

  it('says what each field takes in the member’s language', () => {
    const error = (
      field: Parameters<typeof couponFieldError>[0],
      type: string,
      kind: 'percentage' | 'fixed' = 'fixed',
    ) => couponFieldError(field, { type, message: 'English' }, kind, t, m, 'en-GB');
    expect(error('code', 'too_small')).toBe('form.required');
    expect(error('code', 'invalid_format')).toBe('codeFormat');
    expect(error('code', 'taken')).toBe('codeTaken');
    expect(error('value', 'custom', 'percentage')).toBe('percentFormat{"min":"1","max":"100"}');
    expect(error('value', 'too_small')).toBe('amountFormat');
    expect(error('value', 'too_big')).toBe('amountTooLarge{"max":"$1,000,000.00"}');
    expect(error('validTo', 'custom')).toBe('endBeforeStart');
    expect(error('totalUseLimit', 'invalid_type')).toBe('limitFormat{"min":"1","max":"1,000,000"}');
    expect(couponFieldError('code', { type: 'server', message: 'From the server' }, 'fixed', t, m, 'en-GB')).toBe(
      'From the server',
    );
    expect(couponFieldError('code', undefined, 'fixed', t, m, 'en-GB')).toBeUndefined();
  });
});

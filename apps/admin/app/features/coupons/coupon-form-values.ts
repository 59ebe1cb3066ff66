// Between a coupon as the API answers it and the form that edits it: the form holds what staff
// type (amounts in dollars, times in their own time zone) and is checked with the contract's
// CreateCouponBody after conversion, so the browser refuses exactly what the server would.
import type { FieldError, FieldNamesMarkedBoolean } from 'react-hook-form';
import { z } from 'zod';
import {
  COUPON_CENTS_MAX,
  COUPON_PERCENT_MAX,
  COUPON_USES_MAX,
  CouponKind,
  CreateCouponBody,
  type AdminCoupon,
  type UpdateCouponBody,
} from '@shop/contract';
import type { Translate } from '../../i18n/i18n';
import { fieldErrorText } from '../../lib/form-errors';
import { dateTimeInputValue, isoOfDateTimeInput } from '../../ui/date-time-input';
import { amountText, centsOf, formatCents, westernDigits } from '../../ui/money';
import type { CouponMessageKey } from './messages';

/** The form's values: texts as typed. */
export interface CouponFormValues {
  code: string;
  kind: CouponKind;
  /** A whole percent, or an amount in dollars ("5.00"). */
  value: string;
  /** Dollars; '' for any order. */
  minimumOrder: string;
  /** A datetime-local value; '' for none. */
  validFrom: string;
  validTo: string;
  /** A whole number; '' for no limit. */
  totalUseLimit: string;
  perCustomerLimit: string;
  isActive: boolean;
}

/** Every field of the form, as the API names it (a 400 naming one is shown under it). */
export const COUPON_FORM_FIELDS = [
  'code',
  'kind',
  'value',
  'minimumOrder',
  'validFrom',
  'validTo',
  'totalUseLimit',
  'perCustomerLimit',
  'isActive',
] as const;
export type CouponFormField = (typeof COUPON_FORM_FIELDS)[number];

export const isCouponFormField = (field: string | undefined): field is CouponFormField =>
  (COUPON_FORM_FIELDS as readonly (string | undefined)[]).includes(field);

/** A whole number typed (in any digits), or NaN so the schema refuses it under the field. */
const wholeNumberOf = (text: string) => {
  const plain = westernDigits(text).trim();
  return /^\d+$/.test(plain) ? Number(plain) : Number.NaN;
};

const FormShape = z.object({
  code: z.string(),
  kind: CouponKind,
  value: z.string(),
  minimumOrder: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  totalUseLimit: z.string(),
  perCustomerLimit: z.string(),
  isActive: z.boolean(),
});

/** The form's schema: what was typed, converted to the API's body and checked as the server checks it. */
export const CouponForm = FormShape.transform((values): z.input<typeof CreateCouponBody> => ({
  code: values.code,
  kind: values.kind,
  value: values.kind === 'percentage' ? wholeNumberOf(values.value) : (centsOf(values.value) ?? Number.NaN),
  minimumOrder: values.minimumOrder.trim() === '' ? 0 : (centsOf(values.minimumOrder) ?? Number.NaN),
  validFrom: isoOfDateTimeInput(values.validFrom),
  validTo: isoOfDateTimeInput(values.validTo),
  totalUseLimit: values.totalUseLimit.trim() === '' ? null : wholeNumberOf(values.totalUseLimit),
  perCustomerLimit: values.perCustomerLimit.trim() === '' ? null : wholeNumberOf(values.perCustomerLimit),
  isActive: values.isActive,
})).pipe(CreateCouponBody);

/** The form's values for `coupon`, or for a new one (a percentage, no limits, active). */
export function formValuesOf(coupon?: AdminCoupon): CouponFormValues {
  if (!coupon) {
    return {
      code: '',
      kind: 'percentage',
      value: '',
      minimumOrder: '',
      validFrom: '',
      validTo: '',
      totalUseLimit: '',
      perCustomerLimit: '',
      isActive: true,
    };
  }
  return {
    code: coupon.code,
    kind: coupon.kind,
    value: coupon.kind === 'percentage' ? String(coupon.value) : amountText(coupon.value),
    minimumOrder: coupon.minimumOrder === 0 ? '' : amountText(coupon.minimumOrder),
    validFrom: dateTimeInputValue(coupon.validFrom),
    validTo: dateTimeInputValue(coupon.validTo),
    totalUseLimit: coupon.totalUseLimit === null ? '' : String(coupon.totalUseLimit),
    perCustomerLimit: coupon.perCustomerLimit === null ? '' : String(coupon.perCustomerLimit),
    isActive: coupon.isActive,
  };
}

/**
 * Only what differs from the coupon as loaded. A date counts only when the member touched it: the
 * input keeps minutes, so an untouched start set to the second through the API stays as it is.
 */
export function changesOf(
  body: CreateCouponBody,
  coupon: AdminCoupon,
  dirty: Partial<FieldNamesMarkedBoolean<CouponFormValues>>,
): UpdateCouponBody {
  const changes: UpdateCouponBody = {};
  for (const field of COUPON_FORM_FIELDS) {
    const changed = field === 'validFrom' || field === 'validTo' ? dirty[field] : body[field] !== coupon[field];
    if (changed) Object.assign(changes, { [field]: body[field] });
  }
  return changes;
}

/**
 * A field's error in the member's language. The contract's messages are English: each field gets
 * one sentence that says what it takes, whatever the check that failed.
 */
export function couponFieldError(
  field: CouponFormField,
  error: FieldError | undefined,
  kind: CouponKind,
  t: Translate,
  m: (key: CouponMessageKey, values?: Record<string, string | number>) => string,
  locale: string,
): string | undefined {
  if (!error) return undefined;
  if (error.type === 'server') return error.message;
  const count = (n: number) => n.toLocaleString(locale);
  const tooMuch = () => m('amountTooLarge', { max: formatCents(COUPON_CENTS_MAX, locale) });
  switch (field) {
    case 'code':
      if (error.type === 'taken') return m('codeTaken');
      return error.type === 'invalid_format' ? m('codeFormat') : fieldErrorText(error, t);
    case 'value':
      if (kind === 'percentage') return m('percentFormat', { min: count(1), max: count(COUPON_PERCENT_MAX) });
      return error.type === 'too_big' ? tooMuch() : m('amountFormat');
    case 'minimumOrder':
      return error.type === 'too_big' ? tooMuch() : m('minimumFormat');
    case 'validFrom':
      return m('dateFormat');
    case 'validTo':
      return error.type === 'custom' ? m('endBeforeStart') : m('dateFormat');
    case 'totalUseLimit':
    case 'perCustomerLimit':
      return m('limitFormat', { min: count(1), max: count(COUPON_USES_MAX) });
    default:
      return fieldErrorText(error, t);
  }
}

// The shop's service promises, named once so every content page (English and Arabic) states the
// same numbers. They agree with the labels the shop already shows: FAQ answers 2 and 4, and the
// facilities strip ('Returns within 14 days').

/** Days after delivery within which an item may be returned. */
export const RETURN_WINDOW_DAYS = 14;
/** Usual door-to-door time of Standard Shipping, in days. */
export const STANDARD_SHIPPING_DAYS = { min: 7, max: 14 } as const;
/** Usual time of the Express Courier, in working days. */
export const EXPRESS_SHIPPING_DAYS = { min: 3, max: 5 } as const;
/** Working days until a pickup order is ready in Ramallah. */
export const PICKUP_READY_DAYS = 2;
/** Working days we take to answer a return request. */
export const RETURN_REPLY_DAYS = 2;
/** Working days from receiving a return to refunding it. */
export const REFUND_DAYS = 5;
/** Days we take to answer a request about personal data. */
export const PRIVACY_REPLY_DAYS = 30;
/** Days past the estimate after which a parcel counts as late. */
export const LATE_PARCEL_DAYS = 7;

/** Most days that read as 'n أيام'; from eleven on Arabic counts with the singular 'n يوماً'. */
const ARABIC_PLURAL_COUNT_MAX = 10;

/**
 * A number of days in Arabic as it reads after a preposition (خلال، بعد، إلى): the dual and the
 * plural/singular counted forms differ, so a template with a bare number would be ungrammatical.
 */
export function arabicDays(count: number, { working = false } = {}): string {
  if (count === 1) return working ? 'يوم عمل واحد' : 'يوم واحد';
  if (count === 2) return working ? 'يومي عمل' : 'يومين';
  if (count <= ARABIC_PLURAL_COUNT_MAX) return working ? `${count} أيام عمل` : `${count} أيام`;
  return working ? `${count} يوم عمل` : `${count} يوماً`;
}

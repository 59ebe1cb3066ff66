import { EMPTY_RECORD_VALUE_JSON, FormRules, Language, Messages, validateForm } from '@shop/contract';

import { backofficeFor } from '../../lib/backoffice.server';
import type { CouponResult } from './coupon-result';
import { CouponRequest } from './coupon-request.server';

function answer(result: CouponResult, status = 200) {
  return Response.json(result, { status, headers: { 'Cache-Control': 'no-store' } });
}

/**
 * POST a `CouponRequest` → the discount the coupon gives the cart (get-coupon-code-discount-value/
 * calculate-coupon-discount). The code is checked with the spec's coupon rule first (required,
 * at most 30 characters). A discount missing or not above 0 is the spec's 'Invalid coupon code!'.
 */
export async function couponDiscount(request: Request) {
  const body: unknown = await request.json().catch(() => undefined);
  const parsed = CouponRequest.safeParse(body);
  if (!parsed.success) return answer({ ok: false, message: Messages.genericError }, 400);
  const { CouponCode, cart, currency, lang } = parsed.data;

  const failure = validateForm(FormRules.coupon, { CouponCode });
  if (failure) return answer({ ok: false, message: failure.message }, 400);

  const result = await backofficeFor(request, Language[lang]).call(
    'get-coupon-code-discount-value/calculate-coupon-discount',
    {
      CouponCode: CouponCode.trim(),
      cartJsonData: JSON.stringify(cart),
      CurrencyCode: currency,
      recordValueJson: EMPTY_RECORD_VALUE_JSON,
    },
  );
  if (result.ok) {
    const discount = result.rows[0]?.DiscountValueAfterCouponAppliedWithQuantity ?? 0;
    return discount > 0 ? answer({ ok: true, discount }) : answer({ ok: false, message: Messages.couponInvalid });
  }
  // The back-office refusing the code itself is an invalid code as far as the shopper can tell.
  if (result.status === 400) return answer({ ok: false, message: Messages.couponInvalid });
  console.error('api/coupon: calculate-coupon-discount failed', {
    status: result.status,
    errorMessage: result.errorMessage,
  });
  return answer({ ok: false, message: Messages.genericError }, 502);
}

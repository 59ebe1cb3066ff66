import { COUPON_MAX_LENGTH } from '@shop/contract';
import { type FormEvent, useState } from 'react';

import { useLabels } from '../../lib/labels/labels';

/** The coupon input (at most 30 characters) and 'Apply Coupon'; the page decides what applying means. */
export function CouponForm({ busy, onApply }: { busy: boolean; onApply: (code: string) => void }) {
  const labels = useLabels('Checkout');
  const [code, setCode] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply(code);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <label htmlFor="checkout-coupon" className="text-sm font-semibold text-olive-900">
        {labels.lbl_checkout_coupon_label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id="checkout-coupon"
          name="CouponCode"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          maxLength={COUPON_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          dir="ltr"
          placeholder={labels.lbl_checkout_coupon_placeholder}
          className="min-w-0 flex-1 rounded-md border border-olive-300 bg-white px-3 py-2 text-olive-950 placeholder:text-olive-600 rtl:text-end"
        />
        <button
          type="submit"
          disabled={busy}
          aria-busy={busy}
          className="rounded-md border border-olive-700 px-4 py-2 font-semibold text-olive-800 hover:bg-sand-100 disabled:opacity-60"
        >
          {labels.lbl_checkout_apply_coupon}
        </button>
      </div>
    </form>
  );
}

import { ORDER_NOTE_MAX_LENGTH } from '@shop/contract';

import { useLabels } from '../../lib/labels/labels';

/** The order notes (optional, at most the spec's length), sent with the order. */
export function OrderNotes({ note, onChange }: { note: string; onChange: (note: string) => void }) {
  const labels = useLabels('Checkout');
  return (
    <section className="flex flex-col gap-2 rounded-xl border border-sand-200 bg-white p-5 shadow-sm sm:p-6">
      <label htmlFor="checkout-notes" className="text-lg font-bold text-olive-900">
        {labels.lbl_checkout_order_notes}
      </label>
      <textarea
        id="checkout-notes"
        name="OrderNote"
        value={note}
        onChange={(event) => onChange(event.target.value)}
        maxLength={ORDER_NOTE_MAX_LENGTH}
        rows={4}
        placeholder={labels.lbl_checkout_order_notes_placeholder}
        className="rounded-md border border-olive-300 bg-white px-3 py-2 text-olive-950 placeholder:text-olive-600"
      />
    </section>
  );
}

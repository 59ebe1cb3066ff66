import { QuantityLimit, maxQuantityFor } from '@shop/contract';
import { useId } from 'react';

/**
 * The quantity counter: minus, the number (typed or stepped), plus. The parent applies the
 * spec's rules through `onWant` (never below 1; past the cap it warns and stays at the cap).
 */
export function QuantityCounter({
  quantity,
  orderMaximumQuantity,
  onWant,
  labels,
}: {
  quantity: number;
  orderMaximumQuantity: number;
  onWant: (quantity: number) => void;
  labels: { quantity: string; decrease: string; increase: string };
}) {
  const inputId = useId();
  const buttonClass =
    'flex size-10 items-center justify-center text-lg font-semibold text-olive-900 hover:bg-sand-100 disabled:cursor-not-allowed disabled:text-olive-300';
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-semibold text-olive-900">
        {labels.quantity}
      </label>
      <div className="flex w-fit items-center overflow-hidden rounded-md border border-olive-300 bg-white">
        <button
          type="button"
          aria-label={labels.decrease}
          aria-controls={inputId}
          disabled={quantity <= QuantityLimit.min}
          onClick={() => onWant(quantity - 1)}
          className={buttonClass}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={QuantityLimit.min}
          max={maxQuantityFor(orderMaximumQuantity)}
          value={quantity}
          onChange={(event) => {
            const wanted = event.currentTarget.valueAsNumber;
            // An emptied field waits for a number instead of jumping back to 1 mid-typing.
            if (!Number.isNaN(wanted)) onWant(wanted);
          }}
          className="h-10 w-14 [appearance:textfield] border-x border-olive-300 text-center text-olive-950 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button
          type="button"
          aria-label={labels.increase}
          aria-controls={inputId}
          onClick={() => onWant(quantity + 1)}
          className={buttonClass}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}

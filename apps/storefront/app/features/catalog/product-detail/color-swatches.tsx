import type { ShopCurrency } from '@shop/contract';

import type { OfferedOption } from './combinations';
import { AdditionalPrice, optionName } from './price-tag';
import type { ColorOption } from './product-view';

/**
 * The product's colours as a radio group: each swatch is a real radio input (arrow keys move
 * between them) named by the colour's name, drawn in its HexCode. A colour with nothing left is
 * shown crossed out, disabled, and named so ('Red (Out of Stock)').
 */
export function ColorSwatches({
  productId,
  legend,
  colors,
  selectedId,
  onSelect,
  currency,
  unavailableLabel,
}: {
  productId: number;
  legend: string;
  colors: readonly OfferedOption<ColorOption>[];
  selectedId: number | undefined;
  onSelect: (colorId: number) => void;
  currency: ShopCurrency;
  unavailableLabel: string;
}) {
  const selected = colors.find((color) => color.id === selectedId);
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-olive-900">
        {legend}
        {selected ? (
          <span className="ms-2 font-normal text-olive-700">
            <bdi>{selected.name}</bdi>
          </span>
        ) : null}
      </legend>
      <div className="flex flex-wrap gap-3">
        {colors.map((color) => {
          const name = optionName(
            color.name,
            color.additionalPrice,
            currency,
            color.available ? undefined : unavailableLabel,
          );
          return (
            <label key={color.id} className="relative flex flex-col items-center gap-1" title={name}>
              {/* Covers the swatch, so a click or tap lands on the radio itself. */}
              <input
                type="radio"
                name={`product-${productId}-color`}
                value={color.id}
                checked={color.id === selectedId}
                disabled={!color.available}
                onChange={() => onSelect(color.id)}
                aria-label={name}
                className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
              />
              <span
                aria-hidden="true"
                className="relative block size-9 overflow-hidden rounded-full border border-olive-300 shadow-inner ring-offset-2 peer-checked:ring-2 peer-checked:ring-olive-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-poppy-600 peer-disabled:opacity-40"
                style={{ backgroundColor: color.hexCode }}
              >
                {color.available ? null : (
                  // A diagonal stroke across the swatch: none of this colour is left.
                  <span className="absolute inset-x-0 top-1/2 h-0.5 -rotate-45 bg-poppy-700" />
                )}
              </span>
              <AdditionalPrice amount={color.additionalPrice} currency={currency} />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

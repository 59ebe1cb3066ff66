import type { OfferedOption } from './combinations';
import { type OptionGroupProps, OptionChoice, optionLabel } from './option-choice';
import { AdditionalPrice } from './price-tag';
import type { ColorOption } from './product-view';

/**
 * The product's colours as a radio group: each swatch is a real radio input (arrow keys move
 * between them) named by the colour's name, drawn in its HexCode. A colour with nothing left is
 * shown crossed out, disabled, and named so ('Red (Out of Stock)').
 */
export function ColorSwatches({
  colors,
  ...group
}: OptionGroupProps & { colors: readonly OfferedOption<ColorOption>[] }) {
  const selected = colors.find((color) => color.id === group.selectedId);
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-olive-900">
        {group.legend}
        {selected ? (
          <span className="ms-2 font-normal text-olive-700">
            <bdi>{selected.name}</bdi>
          </span>
        ) : null}
      </legend>
      <div className="flex flex-wrap gap-3">
        {colors.map((color) => {
          const name = optionLabel(color, group);
          return (
            <OptionChoice
              key={color.id}
              kind="color"
              option={color}
              label={name}
              group={group}
              className="relative flex flex-col items-center gap-1"
              title={name}
            >
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
              <AdditionalPrice amount={color.additionalPrice} currency={group.currency} />
            </OptionChoice>
          );
        })}
      </div>
    </fieldset>
  );
}

import type { OfferedOption } from './combinations';
import { type OptionGroupProps, OptionChoice, optionLabel } from './option-choice';
import { AdditionalPrice } from './price-tag';
import type { ProductOption } from './product-view';

/**
 * The product's sizes as a radio group of boxed short names. A size with nothing left (in the
 * chosen colour) is crossed out, disabled, and named so ('XL (Out of Stock)').
 */
export function SizeOptions({
  sizes,
  ...group
}: OptionGroupProps & { sizes: readonly OfferedOption<ProductOption>[] }) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-olive-900">{group.legend}</legend>
      <div className="flex flex-wrap gap-2">
        {sizes.map((size) => (
          <OptionChoice
            key={size.id}
            kind="size"
            option={size}
            label={optionLabel(size, group)}
            group={group}
            className="relative"
          >
            <span className="flex min-w-11 flex-col items-center rounded-md border border-olive-300 bg-white px-3 py-2 text-sm font-medium text-olive-900 peer-checked:border-olive-700 peer-checked:bg-olive-700 peer-checked:text-sand-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-poppy-600 peer-disabled:border-dashed peer-disabled:line-through hover:border-olive-500 peer-disabled:hover:border-olive-300">
              <bdi>{size.name}</bdi>
              <AdditionalPrice amount={size.additionalPrice} currency={group.currency} />
            </span>
          </OptionChoice>
        ))}
      </div>
    </fieldset>
  );
}

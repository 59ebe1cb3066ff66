import type { ShopCurrency } from '@shop/contract';

import type { OfferedOption } from './combinations';
import { AdditionalPrice, optionName } from './price-tag';
import type { ProductOption } from './product-view';

/**
 * The product's sizes as a radio group of boxed short names. A size with nothing left (in the
 * chosen colour) is crossed out, disabled, and named so ('XL (Out of Stock)').
 */
export function SizeOptions({
  productId,
  legend,
  sizes,
  selectedId,
  onSelect,
  currency,
  unavailableLabel,
}: {
  productId: number;
  legend: string;
  sizes: readonly OfferedOption<ProductOption>[];
  selectedId: number | undefined;
  onSelect: (sizeId: number) => void;
  currency: ShopCurrency;
  unavailableLabel: string;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-olive-900">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {sizes.map((size) => (
          <label key={size.id} className="relative">
            <input
              type="radio"
              name={`product-${productId}-size`}
              value={size.id}
              checked={size.id === selectedId}
              disabled={!size.available}
              onChange={() => onSelect(size.id)}
              aria-label={optionName(
                size.name,
                size.additionalPrice,
                currency,
                size.available ? undefined : unavailableLabel,
              )}
              className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
            />
            <span className="flex min-w-11 flex-col items-center rounded-md border border-olive-300 bg-white px-3 py-2 text-sm font-medium text-olive-900 peer-checked:border-olive-700 peer-checked:bg-olive-700 peer-checked:text-sand-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-poppy-600 peer-disabled:border-dashed peer-disabled:line-through hover:border-olive-500 peer-disabled:hover:border-olive-300">
              <bdi>{size.name}</bdi>
              <AdditionalPrice amount={size.additionalPrice} currency={currency} />
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

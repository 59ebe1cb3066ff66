import type { ShopCurrency } from '@shop/contract';
import type { ReactNode } from 'react';

import { AdditionalPrice, optionName } from './price-tag';
import type { VariantAttribute } from './product-view';
import type { Selection } from './variant-price';

/** The words around the choices, in the page's language (ProductVariants and ProductDetail labels). */
export interface VariantChoiceLabels {
  required: string;
  optional: string;
  /** The choice that sets an optional attribute back to nothing. */
  no: string;
}

/**
 * Every attribute other than colour and size as a radio group, with each value's additional
 * price; required attributes are marked. An optional attribute can be set back to "No". Shown in
 * the product page's Product Variants popup and in the quick view.
 */
export function VariantChoices({
  productId,
  variants,
  selection,
  onSelect,
  currency,
  labels,
}: {
  productId: number;
  variants: readonly VariantAttribute[];
  selection: Selection;
  onSelect: (attributeId: number, valueId: number | undefined) => void;
  currency: ShopCurrency;
  labels: VariantChoiceLabels;
}) {
  return (
    <div className="flex flex-col gap-5">
      {variants.map((variant) => {
        const name = `product-${productId}-attribute-${variant.attributeId}`;
        const chosen = selection[variant.attributeId];
        return (
          <fieldset key={variant.attributeId} data-attribute-id={variant.attributeId}>
            <legend className="mb-2 flex items-center gap-2 font-semibold text-olive-900">
              <bdi>{variant.name}</bdi>
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-medium ${
                  variant.required ? 'bg-poppy-600 text-white' : 'bg-sand-100 text-olive-800'
                }`}
              >
                {variant.required ? labels.required : labels.optional}
              </span>
            </legend>
            <div className="flex flex-col gap-2">
              {variant.required ? null : (
                <VariantChoice
                  name={name}
                  checked={chosen === undefined}
                  onChange={() => onSelect(variant.attributeId, undefined)}
                >
                  {labels.no}
                </VariantChoice>
              )}
              {variant.values.map((value) => (
                <VariantChoice
                  key={value.id}
                  name={name}
                  accessibleName={optionName(value.name, value.additionalPrice, currency)}
                  checked={chosen === value.id}
                  onChange={() => onSelect(variant.attributeId, value.id)}
                >
                  <bdi>{value.name}</bdi>
                  <AdditionalPrice amount={value.additionalPrice} currency={currency} />
                </VariantChoice>
              ))}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}

function VariantChoice({
  name,
  accessibleName,
  checked,
  onChange,
  children,
}: {
  name: string;
  /** Set when the visible text is split in parts (name and price), so the radio's name reads as one phrase. */
  accessibleName?: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-3 rounded-md border border-sand-200 px-3 py-2 hover:bg-sand-50 has-[:checked]:border-olive-700 has-[:checked]:bg-olive-50">
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onChange}
        aria-label={accessibleName}
        className="size-4 accent-olive-700"
      />
      <span className="flex flex-1 items-center justify-between gap-2 text-olive-900">{children}</span>
    </label>
  );
}

import type { ShopCurrency } from '@shop/contract';
import type { ReactNode } from 'react';

import type { OfferedOption } from './combinations';
import { optionName } from './price-tag';
import type { ProductOption } from './product-view';

/** What a radio group of the product's options (its colours, its sizes) takes, beside the options. */
export interface OptionGroupProps {
  productId: number;
  legend: string;
  selectedId: number | undefined;
  onSelect: (optionId: number) => void;
  currency: ShopCurrency;
  /** Said after an option with nothing left, e.g. 'Out of Stock'. */
  unavailableLabel: string;
}

/** An option's accessible name: its name, its additional price, and '(Out of Stock)' when it cannot be chosen. */
export function optionLabel(
  option: OfferedOption<ProductOption>,
  { currency, unavailableLabel }: Pick<OptionGroupProps, 'currency' | 'unavailableLabel'>,
): string {
  return optionName(option.name, option.additionalPrice, currency, option.available ? undefined : unavailableLabel);
}

/**
 * An option as a label holding its real radio input, laid over the option's drawing (`children`)
 * so a click or tap lands on the radio itself; arrow keys move between the options. An option with
 * nothing left is disabled.
 */
export function OptionChoice({
  kind,
  option,
  label,
  group,
  className,
  title,
  children,
}: {
  kind: 'color' | 'size';
  option: OfferedOption<ProductOption>;
  /** The radio's accessible name (optionLabel). */
  label: string;
  group: OptionGroupProps;
  className: string;
  title?: string;
  children: ReactNode;
}) {
  return (
    <label className={className} title={title}>
      <input
        type="radio"
        name={`product-${group.productId}-${kind}`}
        value={option.id}
        checked={option.id === group.selectedId}
        disabled={!option.available}
        onChange={() => group.onSelect(option.id)}
        aria-label={label}
        className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
      />
      {children}
    </label>
  );
}

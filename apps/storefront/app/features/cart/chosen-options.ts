import type { PricedLine } from './line-status';

/** One chosen attribute of a cart line, as the variants popup lists it. */
export interface ChosenOption {
  attribute: string;
  value: string;
}

// The back-office writes the variants as 'Name: Value, Name: Value'. A value may hold a comma of its
// own ('Family tray, 1 kg'), so the list is split only where a comma starts the next 'Name: '.
const NEXT_PAIR = /, (?=[^,:]+: )/;

/** The 'Name: Value' pairs of a ProductVariantCombination; a text without pairs is one unnamed value. */
export function parseVariantCombination(combination: string | null | undefined): ChosenOption[] {
  const text = combination?.trim();
  if (!text) return [];
  return text.split(NEXT_PAIR).map((pair) => {
    const colon = pair.indexOf(': ');
    return colon > 0
      ? { attribute: pair.slice(0, colon).trim(), value: pair.slice(colon + 2).trim() }
      : { attribute: '', value: pair.trim() };
  });
}

/** Everything chosen for a line: its colour and size (named with the page's labels), then its other variants. */
export function chosenOptions(line: PricedLine, labels: { color: string; size: string }): ChosenOption[] {
  const options: ChosenOption[] = [];
  if (line.ColorName?.trim()) options.push({ attribute: labels.color, value: line.ColorName.trim() });
  if (line.SizeShortName?.trim()) options.push({ attribute: labels.size, value: line.SizeShortName.trim() });
  return [...options, ...parseVariantCombination(line.ProductVariantCombination)];
}

/** Everything chosen for a line in one short text ('Color: Black · Size: M · Gift wrap: Ribbon'); '' for none. */
export function chosenOptionsText(line: PricedLine, labels: { color: string; size: string }): string {
  return chosenOptions(line, labels)
    .map((option) => (option.attribute ? `${option.attribute}: ${option.value}` : option.value))
    .join(' · ');
}

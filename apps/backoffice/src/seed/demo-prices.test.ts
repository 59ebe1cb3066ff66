// The demo shop's options must make sense to a shopper: a bigger bottle or jar never costs less extra
// than a smaller one (an audit found 1 L adding $3.75 where 500 ml added $6.00).
import { describe, expect, it } from 'vitest';
import { demoShop } from './data';

const UNITS: Record<string, number> = { ml: 1, l: 1000, g: 1, kg: 1000 };

/** "500 ml" → 500, "1 L" → 1000, "1.5 kg" → 1500; undefined for a label that is not an amount. */
function amountOf(label: string): number | undefined {
  const match = /^(\d+(?:\.\d+)?)\s*(ml|l|g|kg)$/i.exec(label.trim());
  return match ? Number(match[1]) * UNITS[match[2]!.toLowerCase()]! : undefined;
}

describe('the demo shop’s sized options', () => {
  const sized = demoShop.products.flatMap((product) =>
    product.attributes
      .filter((attribute) => attribute.values.length > 1 && attribute.values.every((value) => amountOf(value.label.en)))
      .map((attribute) => ({ product, attribute })),
  );

  it('exist (bottle and jar sizes)', () => {
    expect(sized.length).toBeGreaterThan(0);
  });

  it.each(
    sized.map(({ product, attribute }) => [product.name.en, attribute.attributeKey, product, attribute] as const),
  )('%s: %s costs more extra the more it holds', (_name, _key, product, attribute) => {
    // Percentages are of the price the shopper pays, as the cart prices them.
    const base = product.discountedPrice || product.price;
    const extras = attribute.values
      .map((value) => ({
        amount: amountOf(value.label.en)!,
        extra: value.valueType === 'percentage' ? (base * value.additionalPrice) / 100 : value.additionalPrice,
      }))
      .sort((a, b) => a.amount - b.amount);
    for (let index = 1; index < extras.length; index++) {
      expect(extras[index]!.extra, `${extras[index]!.amount} vs ${extras[index - 1]!.amount}`).toBeGreaterThan(
        extras[index - 1]!.extra,
      );
    }
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';

import { US_DOLLAR } from '../../../lib/currency/currency';
import { SizeOptions } from './size-options';

describe('SizeOptions', () => {
  test('names a sold-out size so and disables it', () => {
    const html = renderToStaticMarkup(
      <SizeOptions
        productId={7}
        legend="Size"
        sizes={[
          { id: 1, name: 'S', additionalPrice: 0, available: true },
          { id: 2, name: 'XL', additionalPrice: 4, available: false },
        ]}
        selectedId={1}
        onSelect={() => undefined}
        currency={US_DOLLAR}
        unavailableLabel="غير متوفر"
      />,
    );
    const radios = html.match(/<input[^>]*>/g) ?? [];
    expect(radios).toHaveLength(2);
    expect(radios[0]).toContain('aria-label="S"');
    expect(radios[0]).not.toMatch(/disabled=""/);
    expect(radios[1]).toContain('aria-label="XL +$4.00 (غير متوفر)"');
    expect(radios[1]).toMatch(/disabled=""/);
  });
});

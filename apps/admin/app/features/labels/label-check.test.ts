import { describe, expect, it } from 'vitest';
import type { AdminLabel } from '@shop/contract';
import { labelProblems } from './label-check';

const label = (en: string, defaults?: string): AdminLabel => ({
  screen: 'Cart',
  key: 'lbl_cart_line',
  en,
  ar: '',
  missing: true,
  defaults: defaults === undefined ? null : { en: defaults, ar: '' },
  managedBy: null,
});

describe('a label’s new texts', () => {
  it('need English, and may leave the Arabic empty', () => {
    expect(labelProblems(label('Cart'), { en: '', ar: '' })).toEqual({ en: { kind: 'required' } });
    expect(labelProblems(label('Cart'), { en: 'Basket', ar: '' })).toEqual({});
  });

  it('keep the shipped English’s placeholders, no fewer and no more, in any order', () => {
    const shipped = label('Only {count} left of {name}', 'Only {count} left of {name}');
    expect(labelProblems(shipped, { en: '{name}: {count} left', ar: 'بقي {count} من {name}' })).toEqual({});
    expect(labelProblems(shipped, { en: 'Few left', ar: 'بقي {count}' })).toEqual({
      en: { kind: 'placeholders', names: ['count', 'name'] },
      ar: { kind: 'placeholders', names: ['count', 'name'] },
    });
    expect(labelProblems(label('Cart', 'Cart'), { en: 'Cart of {name}', ar: '' })).toEqual({
      en: { kind: 'noPlaceholders' },
    });
  });

  it('fit the longest text a label holds', () => {
    expect(labelProblems(label('Cart'), { en: 'x'.repeat(2001), ar: 'س'.repeat(2001) })).toEqual({
      en: { kind: 'tooLong' },
      ar: { kind: 'tooLong' },
    });
  });
});

import { Language } from '@shop/contract';
import { describe, expect, test } from 'vitest';

import { searchTarget } from './search-target';

describe('searchTarget', () => {
  test('does nothing for an empty term or one character, spaces not counted', () => {
    expect(searchTarget(Language.en, '')).toBeNull();
    expect(searchTarget(Language.en, 'o')).toBeNull();
    expect(searchTarget(Language.en, '   o  ')).toBeNull();
  });

  test('goes to the all-categories list with the trimmed term from 2 characters on', () => {
    expect(searchTarget(Language.en, ' oil ')).toBe('/en/all-products/0/all-categories?SearchTerm=oil');
    const arabic = new URL(searchTarget(Language.ar, ' زيت زيتون ') ?? '', 'http://shop.test');
    expect(arabic.pathname).toBe('/ar/all-products/0/all-categories');
    expect(arabic.searchParams.get('SearchTerm')).toBe('زيت زيتون');
  });
});

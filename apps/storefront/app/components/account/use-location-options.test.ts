import { describe, expect, test } from 'vitest';

import { locationsUrl } from './use-location-options';

describe('locationsUrl', () => {
  test('asks the storefront’s locations route for one level, in the page’s language', () => {
    expect(locationsUrl('states', '1', 'ar')).toBe('/api/locations?kind=states&parent=1&lang=ar');
    expect(locationsUrl('cities', '12', 'en')).toBe('/api/locations?kind=cities&parent=12&lang=en');
  });
});

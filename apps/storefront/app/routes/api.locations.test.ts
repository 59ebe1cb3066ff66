import { Language } from '@shop/contract';
import { afterEach, describe, expect, test, vi } from 'vitest';

import { clearCaches } from '../lib/cache.server';
import { stubBackoffice } from '../lib/fake-backoffice.test-support';
import { loadCountries } from '../lib/forms/countries.server';
import type { Route } from './+types/api.locations';
import { loader } from './api.locations';

// The back-office lists places by their English names, whatever language it names them in.
const ARABIC_COUNTRIES_BY_ENGLISH = [
  { CountryID: 3, CountryName: 'مصر' },
  { CountryID: 2, CountryName: 'الأردن' },
  { CountryID: 1, CountryName: 'فلسطين' },
];
const ARABIC_STATES_BY_ENGLISH = [
  { StateProvinceID: 5, StateName: 'بيت لحم' },
  { StateProvinceID: 6, StateName: 'غزة' },
  { StateProvinceID: 4, StateName: 'الخليل' },
  { StateProvinceID: 1, StateName: 'القدس' },
];

async function get(search: string) {
  const response = (await loader({
    request: new Request(`http://shop.test/api/locations?${search}`),
    params: {},
    context: {},
  } as unknown as Route.LoaderArgs)) as Response;
  return (await response.json()) as { ok: boolean; options?: { id: number; name: string }[] };
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearCaches();
});

describe('the address selects in Arabic', () => {
  test('GET /api/locations gives the states in Arabic alphabetical order', async () => {
    const calls = stubBackoffice({ 'get-states-provinces-list': () => ({ rows: ARABIC_STATES_BY_ENGLISH }) });

    const answer = await get('kind=states&parent=1&lang=ar');

    expect(calls[0]?.language).toBe('ar');
    expect(answer.options?.map((option) => option.name)).toEqual(['الخليل', 'القدس', 'بيت لحم', 'غزة']);
  });

  test("the form's countries come in Arabic alphabetical order", async () => {
    stubBackoffice({ 'get-countries-list': () => ({ rows: ARABIC_COUNTRIES_BY_ENGLISH }) });

    const countries = await loadCountries(new Request('http://shop.test/ar/signup'), Language.ar);

    expect(countries).toEqual([
      { id: 2, name: 'الأردن' },
      { id: 1, name: 'فلسطين' },
      { id: 3, name: 'مصر' },
    ]);
  });
});

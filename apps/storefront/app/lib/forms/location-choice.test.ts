import { Language, NOT_CHOSEN_ID } from '@shop/contract';
import { describe, expect, test } from 'vitest';

import {
  NO_LOCATION,
  chooseCity,
  chooseCountry,
  chooseState,
  locationsUrl,
  optionById,
  placeNamesIn,
  sortedByName,
} from './location-choice';

const palestine = { id: 1, name: 'Palestine' };
const jordan = { id: 2, name: 'Jordan' };
const nablus = { id: 3, name: 'Nablus' };
const sebastia = { id: 12, name: 'Sebastia' };
const chosen = {
  countryId: 1,
  countryName: 'Palestine',
  stateId: 3,
  stateName: 'Nablus',
  cityId: 12,
  cityName: 'Sebastia',
};

describe('choosing a place', () => {
  test('a country, then a state, then a city, each with its name', () => {
    const choice = chooseCity(chooseState(chooseCountry(NO_LOCATION, palestine), nablus), sebastia);

    expect(choice).toEqual(chosen);
  });

  test('a new country empties the state and city; a new state empties the city', () => {
    expect(chooseCountry(chosen, jordan)).toEqual({ ...NO_LOCATION, countryId: 2, countryName: 'Jordan' });
    expect(chooseState(chosen, { id: 4, name: 'Hebron' })).toEqual({
      ...chosen,
      stateId: 4,
      stateName: 'Hebron',
      cityId: NOT_CHOSEN_ID,
      cityName: '',
    });
  });

  test('choosing the same country or state again keeps what is below it', () => {
    expect(chooseCountry(chosen, palestine)).toBe(chosen);
    expect(chooseState(chosen, nablus)).toBe(chosen);
  });

  test('the "Select …" choice goes back to not chosen (-999)', () => {
    expect(chooseCountry(chosen, undefined)).toEqual(NO_LOCATION);
    expect(chooseState(chosen, undefined)).toMatchObject({
      countryId: 1,
      stateId: NOT_CHOSEN_ID,
      cityId: NOT_CHOSEN_ID,
    });
    expect(chooseCity(chosen, undefined)).toEqual({ ...chosen, cityId: NOT_CHOSEN_ID, cityName: '' });
  });
});

describe('optionById', () => {
  test('finds the option a select value names', () => {
    expect(optionById([palestine, jordan], '2')).toBe(jordan);
    expect(optionById([palestine, jordan], String(NOT_CHOSEN_ID))).toBeUndefined();
    expect(optionById([palestine], 'x')).toBeUndefined();
  });
});

describe('locationsUrl', () => {
  test('asks the storefront for the states or cities in the page’s language', () => {
    expect(locationsUrl('states', 1, Language.ar)).toBe('/api/locations?kind=states&parent=1&lang=ar');
    expect(locationsUrl('cities', 3, Language.en)).toBe('/api/locations?kind=cities&parent=3&lang=en');
    expect(locationsUrl('cities', 12, Language.en)).toBe('/api/locations?kind=cities&parent=12&lang=en');
  });
});

describe('sortedByName', () => {
  // As the back-office lists them: by their English names (Egypt, Jordan, Lebanon, Palestine, Syria).
  const arabicByEnglish = [
    { id: 5, name: 'مصر' },
    { id: 2, name: 'الأردن' },
    { id: 4, name: 'لبنان' },
    { id: 1, name: 'فلسطين' },
    { id: 3, name: 'سوريا' },
  ];

  test('puts Arabic names in Arabic alphabetical order on an Arabic page', () => {
    expect(sortedByName(arabicByEnglish, Language.ar).map((option) => option.name)).toEqual([
      'الأردن',
      'سوريا',
      'فلسطين',
      'لبنان',
      'مصر',
    ]);
  });

  test('sorts English names as English does (case and accents aside) and leaves its input alone', () => {
    const english = [
      { id: 1, name: 'palestine' },
      { id: 2, name: 'Åland Islands' },
      { id: 3, name: 'Jordan' },
    ];
    expect(sortedByName(english, Language.en).map((option) => option.id)).toEqual([2, 3, 1]);
    expect(english.map((option) => option.id)).toEqual([1, 2, 3]);
  });
});

describe('placeNamesIn', () => {
  // Stored by a login on /ar/: the names are Arabic.
  const storedInArabic = {
    CountryID: 1,
    CountryName: 'فلسطين',
    StateProvinceID: 3,
    StateName: 'نابلس',
    CityID: 12,
    CityName: 'سبسطية',
  };
  const loaded = (options: { id: number; name: string }[]) => ({ options, loading: false });
  const english = {
    countries: loaded([jordan, palestine]),
    states: loaded([{ id: 4, name: 'Hebron' }, nablus]),
    cities: loaded([{ id: 11, name: 'Huwara' }, sebastia]),
  };

  test('names the stored ids in the page’s language, not the language they were stored in', () => {
    expect(placeNamesIn(storedInArabic, english)).toEqual({ country: 'Palestine', state: 'Nablus', city: 'Sebastia' });
  });

  test('shows no name while its list is on its way, then the stored one if the list lacks the id', () => {
    expect(placeNamesIn(storedInArabic, { ...english, cities: { options: [], loading: true } }).city).toBe('');
    expect(placeNamesIn(storedInArabic, { ...english, states: loaded([]) }).state).toBe('نابلس');
  });

  test('leaves places that were never chosen empty', () => {
    const countryOnly = {
      CountryID: 2,
      CountryName: 'الأردن',
      StateProvinceID: null,
      StateName: null,
      CityID: null,
      CityName: null,
    };
    expect(placeNamesIn(countryOnly, english)).toEqual({ country: 'Jordan', state: '', city: '' });
    expect(placeNamesIn(null, english)).toEqual({ country: '', state: '', city: '' });
  });
});

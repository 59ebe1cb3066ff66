import { Language, NOT_CHOSEN_ID } from '@shop/contract';
import { describe, expect, test } from 'vitest';

import { NO_LOCATION, chooseCity, chooseCountry, chooseState, locationsUrl, optionById } from './location-choice';

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

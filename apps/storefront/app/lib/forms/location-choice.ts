import { NOT_CHOSEN_ID } from '@shop/contract';

import type { ShopLanguage } from '../language';
import type { LocationOption } from './locations';

/** The country → state → city choice of an address form, with names for the stored user record. */
export interface LocationChoice {
  /** `NOT_CHOSEN_ID` (-999) while nothing is chosen; likewise for state and city. */
  countryId: number;
  countryName: string;
  stateId: number;
  stateName: string;
  cityId: number;
  cityName: string;
}

export const NO_LOCATION: LocationChoice = {
  countryId: NOT_CHOSEN_ID,
  countryName: '',
  stateId: NOT_CHOSEN_ID,
  stateName: '',
  cityId: NOT_CHOSEN_ID,
  cityName: '',
};

/**
 * The choices in the alphabetical order of the page's language (Arabic names as Arabic sorts
 * them), whatever order the back-office lists them in.
 */
export function sortedByName(options: readonly LocationOption[], language: ShopLanguage): LocationOption[] {
  const collator = new Intl.Collator(language.code);
  return options.toSorted((a, b) => collator.compare(a.name, b.name));
}

/** The option a select's value names, or undefined for the "Select …" choice or an unknown id. */
export function optionById(options: readonly LocationOption[], value: string): LocationOption | undefined {
  const id = Number(value);
  return options.find((option) => option.id === id);
}

/** A new country empties the state and city, whose lists belong to the country before. */
export function chooseCountry(choice: LocationChoice, country: LocationOption | undefined): LocationChoice {
  if (country?.id === choice.countryId) return choice;
  return {
    ...NO_LOCATION,
    countryId: country?.id ?? NOT_CHOSEN_ID,
    countryName: country?.name ?? '',
  };
}

/** A new state empties the city. */
export function chooseState(choice: LocationChoice, state: LocationOption | undefined): LocationChoice {
  if (state?.id === choice.stateId) return choice;
  return {
    ...choice,
    stateId: state?.id ?? NOT_CHOSEN_ID,
    stateName: state?.name ?? '',
    cityId: NOT_CHOSEN_ID,
    cityName: '',
  };
}

export function chooseCity(choice: LocationChoice, city: LocationOption | undefined): LocationChoice {
  return { ...choice, cityId: city?.id ?? NOT_CHOSEN_ID, cityName: city?.name ?? '' };
}

/** A list of choices as a page has it: the options, or still on its way. */
export interface LoadedLocations {
  options: readonly LocationOption[];
  loading: boolean;
}

/** The place fields of a stored user record (ids and the names given when it was stored). */
export interface StoredPlace {
  CountryID?: number | null;
  CountryName?: string | null;
  StateProvinceID?: number | null;
  StateName?: string | null;
  CityID?: number | null;
  CityName?: string | null;
}

/**
 * The country, state and city of a stored user record named in the page's language. The record
 * keeps the names of the language it was stored in (the login's or the sign-up's), so each name is
 * looked up by its id in the page language's lists. While a list is on its way the name is empty
 * (no flash of the other language); a place its list does not hold keeps the stored name.
 */
export function placeNamesIn(
  record: StoredPlace | null | undefined,
  lists: { countries: LoadedLocations; states: LoadedLocations; cities: LoadedLocations },
): { country: string; state: string; city: string } {
  const nameOf = (id: number | null | undefined, stored: string | null | undefined, list: LoadedLocations) => {
    if (id === null || id === undefined || id < 1) return stored ?? '';
    if (list.loading) return '';
    return list.options.find((option) => option.id === id)?.name ?? stored ?? '';
  };
  return {
    country: nameOf(record?.CountryID, record?.CountryName, lists.countries),
    state: nameOf(record?.StateProvinceID, record?.StateName, lists.states),
    city: nameOf(record?.CityID, record?.CityName, lists.cities),
  };
}

/** Lists that load once the level above is chosen. */
export type DependentLocationKind = 'states' | 'cities';

/** Where the browser gets the states of a country or the cities of a state, named in the page's language. */
export function locationsUrl(kind: DependentLocationKind, parentId: number, language: ShopLanguage): string {
  const query = new URLSearchParams({ kind, parent: String(parentId), lang: language.code });
  return `/api/locations?${query.toString()}`;
}

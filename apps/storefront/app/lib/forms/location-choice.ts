import { NOT_CHOSEN_ID } from '@shop/contract';

import type { ShopLanguage } from '../language';
import type { LocationOption } from '../../routes/api.locations';

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

/** Lists that load once the level above is chosen. */
export type DependentLocationKind = 'states' | 'cities';

/** Where the browser gets the states of a country or the cities of a state, named in the page's language. */
export function locationsUrl(kind: DependentLocationKind, parentId: number, language: ShopLanguage): string {
  const query = new URLSearchParams({ kind, parent: String(parentId), lang: language.code });
  return `/api/locations?${query.toString()}`;
}

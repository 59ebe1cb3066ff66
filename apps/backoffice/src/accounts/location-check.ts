import { NOT_CHOSEN_ID } from '@shop/contract';
import type { Executor } from '../db/database';
import { findLocationFacts } from './location-repository';

export interface ChosenLocation {
  countryId: number | null;
  stateProvinceId: number | null;
  cityId: number | null;
}

/** A wire id of a select, with -999 ("not chosen") as null. */
export const chosenId = (id: number | undefined): number | null =>
  id === undefined || id === NOT_CHOSEN_ID ? null : id;

/**
 * Why a chosen country, state and city do not fit together (a 400's errorMessage naming the
 * field), or undefined when they do. Stored ids must point at real places inside each other.
 */
export async function checkLocation(db: Executor, location: ChosenLocation): Promise<string | undefined> {
  const facts = await findLocationFacts(db, location);
  if (!facts.countryExists) return `CountryID: There is no country with id ${location.countryId}`;
  if (!facts.stateInCountry)
    return `StateProvinceId: The state ${location.stateProvinceId} is not in the chosen country`;
  if (!facts.cityInState) return `CityId: The city ${location.cityId} is not in the chosen state`;
  return undefined;
}

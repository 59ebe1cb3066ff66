import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { cities, countries, statesProvinces } from '../db/schema';

/** A country, state or city with its name in the asked language. */
export interface PlaceRecord {
  id: number;
  name: string;
}

/** The name in the asked language, falling back to the English one. */
const nameIn = (languageId: number) => sql<string>`COALESCE(localized -> ${String(languageId)} ->> 'name', name)`;

/** Every country, by (English) name. */
export function listCountries(db: Executor, languageId: number): Promise<PlaceRecord[]> {
  return db
    .select({ id: countries.id, name: nameIn(languageId) })
    .from(countries)
    .orderBy(asc(countries.name));
}

/** A country's states and provinces, by (English) name. */
export function listStatesOf(db: Executor, countryId: number, languageId: number): Promise<PlaceRecord[]> {
  return db
    .select({ id: statesProvinces.id, name: nameIn(languageId) })
    .from(statesProvinces)
    .where(eq(statesProvinces.countryId, countryId))
    .orderBy(asc(statesProvinces.name));
}

/** A state's cities, by (English) name. */
export function listCitiesOf(db: Executor, stateProvinceId: number, languageId: number): Promise<PlaceRecord[]> {
  return db
    .select({ id: cities.id, name: nameIn(languageId) })
    .from(cities)
    .where(eq(cities.stateProvinceId, stateProvinceId))
    .orderBy(asc(cities.name));
}

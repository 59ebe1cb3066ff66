import { asc, eq, sql } from 'drizzle-orm';
import type { EndpointHandlers } from '../protocol/register-endpoints';
import { rows } from '../protocol/outcome';
import { cities, countries, statesProvinces } from '../db/schema';

const nameIn = (languageId: number) => sql<string>`COALESCE(localized -> ${String(languageId)} ->> 'name', name)`;

export const geoHandlers: EndpointHandlers = {
  'get-countries-list': async (_params, { db, languageId }) =>
    rows(
      await db
        .select({ CountryID: countries.id, CountryName: nameIn(languageId) })
        .from(countries)
        .orderBy(asc(countries.name)),
    ),

  'get-states-provinces-list': async (params, { db, languageId }) =>
    rows(
      await db
        .select({ StateProvinceID: statesProvinces.id, StateName: nameIn(languageId) })
        .from(statesProvinces)
        .where(eq(statesProvinces.countryId, params.CountryId))
        .orderBy(asc(statesProvinces.name)),
    ),

  'get-cities-list': async (params, { db, languageId }) =>
    rows(
      await db
        .select({ CityID: cities.id, CityName: nameIn(languageId) })
        .from(cities)
        .where(eq(cities.stateProvinceId, params.StateProvinceId))
        .orderBy(asc(cities.name)),
    ),
};

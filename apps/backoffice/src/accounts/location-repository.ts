import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/database';

export interface LocationFacts {
  countryExists: boolean;
  stateInCountry: boolean;
  cityInState: boolean;
}

/** Whether a chosen country exists and the chosen state and city (null: not chosen) sit inside it. */
export async function findLocationFacts(
  db: Executor,
  location: { countryId: number | null; stateProvinceId: number | null; cityId: number | null },
): Promise<LocationFacts> {
  const country = location.countryId;
  const state = location.stateProvinceId;
  const city = location.cityId;
  const [row] = await queryRows<{ country_exists: boolean; state_in_country: boolean; city_in_state: boolean }>(
    db,
    sql`
    SELECT (${country}::int IS NULL OR EXISTS (SELECT 1 FROM countries WHERE id = ${country}::int)) AS country_exists,
           (${state}::int IS NULL OR EXISTS (
              SELECT 1 FROM states_provinces WHERE id = ${state}::int AND country_id = ${country}::int)) AS state_in_country,
           (${city}::int IS NULL OR EXISTS (
              SELECT 1 FROM cities WHERE id = ${city}::int AND state_province_id = ${state}::int)) AS city_in_state`,
  );
  return {
    countryExists: row!.country_exists,
    stateInCountry: row!.state_in_country,
    cityInState: row!.city_in_state,
  };
}

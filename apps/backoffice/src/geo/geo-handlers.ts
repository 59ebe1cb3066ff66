import type { EndpointHandlers } from '../protocol/register-endpoints';
import { rows } from '../protocol/outcome';
import { listCitiesOf, listCountries, listStatesOf } from './geo-repository';

export const geoHandlers: EndpointHandlers = {
  'get-countries-list': async (_params, { db, languageId }) =>
    rows(
      (await listCountries(db, languageId)).map((country) => ({ CountryID: country.id, CountryName: country.name })),
    ),

  'get-states-provinces-list': async (params, { db, languageId }) =>
    rows(
      (await listStatesOf(db, params.CountryId, languageId)).map((state) => ({
        StateProvinceID: state.id,
        StateName: state.name,
      })),
    ),

  'get-cities-list': async (params, { db, languageId }) =>
    rows(
      (await listCitiesOf(db, params.StateProvinceId, languageId)).map((city) => ({
        CityID: city.id,
        CityName: city.name,
      })),
    ),
};

import { DEFAULT_LANGUAGE, Language, isLanguageCode } from '@shop/contract';

import { backofficeFor } from '../backoffice.server';
import { sortedByName } from './location-choice';
import type { LocationOption, LocationsAnswer } from './locations';

// Countries, states and cities hardly ever change; browsers may keep them for an hour.
const CACHE_CONTROL = 'public, max-age=3600';

function positiveId(value: string | null): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id >= 1 ? id : undefined;
}

/**
 * GET /api/locations?kind=states&parent={countryId} (or kind=cities&parent={stateId}, or
 * kind=countries): the choices of the address selects of sign-up, profile and seller request,
 * loaded when the shopper picks the level above (spec section 2). Names in `lang`, in its
 * alphabetical order.
 */
export async function answerLocations(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const lang = url.searchParams.get('lang');
  const language = Language[isLanguageCode(lang) ? lang : DEFAULT_LANGUAGE];
  const backoffice = backofficeFor(request, language);
  const kind = url.searchParams.get('kind');
  const parent = positiveId(url.searchParams.get('parent'));

  let options: LocationOption[] | undefined;
  if (kind === 'countries') {
    const result = await backoffice.call('get-countries-list', {});
    if (result.ok) options = result.rows.map((row) => ({ id: row.CountryID, name: row.CountryName }));
  } else if (kind === 'states' && parent) {
    const result = await backoffice.call('get-states-provinces-list', { CountryId: parent });
    if (result.ok) options = result.rows.map((row) => ({ id: row.StateProvinceID, name: row.StateName }));
  } else if (kind === 'cities' && parent) {
    const result = await backoffice.call('get-cities-list', { StateProvinceId: parent });
    if (result.ok) options = result.rows.map((row) => ({ id: row.CityID, name: row.CityName }));
  } else {
    return Response.json({ ok: false } satisfies LocationsAnswer, { status: 400 });
  }
  if (!options) return Response.json({ ok: false } satisfies LocationsAnswer, { status: 502 });
  return Response.json({ ok: true, options: sortedByName(options, language) } satisfies LocationsAnswer, {
    headers: { 'Cache-Control': CACHE_CONTROL },
  });
}

import { cached } from '../cache.server';
import { backofficeFor } from '../backoffice.server';
import type { ShopLanguage } from '../language';
import type { LocationOption } from './locations';
import { sortedByName } from './location-choice';

// Countries hardly ever change; one list per language for an hour is plenty.
const COUNTRIES_CACHE_MS = 60 * 60_000;

/**
 * The country select's choices, in the page's language, for an address form's server render. A
 * failed lookup is logged and gives an empty list (the form says 'Country is required' if sent).
 */
export async function loadCountries(request: Request, language: ShopLanguage): Promise<LocationOption[]> {
  try {
    return await cached(`countries:${language.code}`, COUNTRIES_CACHE_MS, async () => {
      const result = await backofficeFor(request, language).call('get-countries-list', {});
      if (!result.ok) throw new Error(`get-countries-list: ${result.status} ${result.errorMessage}`);
      return sortedByName(
        result.rows.map((row) => ({ id: row.CountryID, name: row.CountryName })),
        language,
      );
    });
  } catch (error) {
    console.error('address form: countries', error);
    return [];
  }
}

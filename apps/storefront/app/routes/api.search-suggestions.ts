import { loadSearchSuggestions } from '../features/catalog/search/search-suggestions.server';
import type { Route } from './+types/api.search-suggestions';

/** GET /api/search-suggestions: what the header's search suggests while typing (features/catalog/search/search-suggestions.server.ts). */
export async function loader({ request }: Route.LoaderArgs) {
  return loadSearchSuggestions(request);
}
